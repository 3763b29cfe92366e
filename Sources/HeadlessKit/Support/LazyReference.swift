import Synchronization

/// An object made at first use, safely from any thread; afterwards every thread sees the
/// same one.
///
/// Why not `Synchronization.AtomicLazyReference`: its `load()` is not inlined into this
/// module, and the unspecialised call shows in the `diagnostics` row's instruction count
/// (a traced write and flush loads lazily made state several times). This keeps the retained object's address in an
/// `Atomic<UInt>`, whose operations inline.
struct LazyReference<Instance: AnyObject & Sendable>: ~Copyable, Sendable {
  /// The address of the retained object; 0 until made.
  private let address = Atomic<UInt>(0)

  init() {}

  deinit {
    if let made = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) {
      Unmanaged<Instance>.fromOpaque(made).release()
    }
  }

  /// The object, if made.
  func load() -> Instance? {
    guard let made = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else {
      return nil
    }
    return Unmanaged<Instance>.fromOpaque(made).takeUnretainedValue()
  }

  /// The object, made by `make` if nobody made it yet. When two threads race, one
  /// object wins and the other is dropped.
  func get(_ make: () -> Instance) -> Instance {
    if let made = load() { return made }
    let candidate = Unmanaged.passRetained(make())
    let (stored, winner) = address.compareExchange(
      expected: 0, desired: UInt(bitPattern: candidate.toOpaque()),
      ordering: .acquiringAndReleasing)
    if stored { return candidate.takeUnretainedValue() }
    candidate.release()
    return Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(bitPattern: winner)!)
      .takeUnretainedValue()
  }
}
