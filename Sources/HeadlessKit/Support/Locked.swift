#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// State guarded by a `pthread_mutex_t`, with `Mutex`'s `withLock` shape.
///
/// Why not `Synchronization.Mutex`: on Linux it parks on raw futexes that
/// ThreadSanitizer does not intercept, so every correctly locked access is reported as
/// a race (checked on Swift 6.3.1: two threads, 200,000 locked increments, exact count,
/// three TSan reports). CI runs the suite under TSan, so shared state uses this lock,
/// which TSan understands. Swapping back is a change to this file alone.
package final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  // Exclusive by the mutex; the dynamic exclusivity check would add to every locked
  // section on top of it (the `cycle` row).
  @exclusivity(unchecked) private var state: Value

  package init(_ initial: Value) {
    state = initial
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    #if DEBUG
      LockCount.increment()
    #endif
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}

#if DEBUG
  /// Lock acquisitions made by the calling thread, counted in debug builds only, so tests
  /// can pin how many locks a write and a flush take (a count per thread, so tests
  /// running in parallel do not disturb each other).
  package enum LockCount {
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    /// Acquisitions on this thread so far.
    package static var onThisThread: Int {
      Int(bitPattern: pthread_getspecific(key))
    }

    static func increment() {
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: onThisThread &+ 1))
    }
  }
#endif
