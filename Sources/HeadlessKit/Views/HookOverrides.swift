// Whether a user's class overrides a hook, found without calling it: the one diagnostic
// that needs it, "updateProperties() is never called on platform 18", lives beside it
// (`Application.reportUpdatePropertiesNeverCalled(in:)`), which asks only on platform 18
// with tracking on, once per type. The probes are static lets: made at that first
// question, never otherwise.
//
// Why: on platform 18 `updateProperties()` is never called, so a type whose work lives
// there silently does nothing, and the only way to say so is to know that the method is
// overridden. Swift has no reflection over methods and Linux has no Objective-C runtime,
// so this reads the class's vtable: an override replaces the entry its superclass has in
// the same slot of the class metadata.
//
// Which slot is found by experiment rather than from the metadata layout: two private
// probe classes that override nothing and one that overrides only the method differ in
// exactly one word besides the words every class has of its own. When the experiment
// does not find exactly one such word (a runtime whose layout differs), `overrides`
// answers `false`: the diagnostic is lost, never wrong.

/// The vtable slot of one overridable method of one base class of HeadlessKit or of a
/// companion module.
package struct OverrideProbe: Sendable {
  /// The word of the class metadata that holds the method; `nil` when the experiment did
  /// not find exactly one (then ``overrides(_:)`` is always `false`).
  let slot: Int?

  /// Finds the slot from three subclasses of the same base: `overriding` overrides the
  /// method alone, `plain` and `plainToo` override nothing.
  package init(overriding: AnyClass, plain: AnyClass, plainToo: AnyClass) {
    guard let probe = Self.words(of: overriding), let base = Self.words(of: plain),
      let other = Self.words(of: plainToo), probe.count == base.count,
      base.count == other.count
    else {
      slot = nil
      return
    }
    var found: [Int] = []
    for index in 0..<base.count
    where probe.start[index] != base.start[index] && base.start[index] == other.start[index] {
      found.append(index)
    }
    slot = found.count == 1 ? found[0] : nil
  }

  /// Whether `type` or one of its superclasses outside the framework's modules replaces
  /// the method that the nearest framework class above it has.
  func overrides(_ type: AnyClass) -> Bool {
    guard let slot, !Self.isFrameworkClass(type) else { return false }
    var ancestor: AnyClass? = _getSuperclass(type)
    while let current = ancestor, !Self.isFrameworkClass(current) {
      ancestor = _getSuperclass(current)
    }
    guard let ancestor, let mine = Self.words(of: type), let theirs = Self.words(of: ancestor),
      slot < mine.count, slot < theirs.count
    else { return false }
    return mine.start[slot] != theirs.start[slot]
  }

  /// The modules whose classes are the framework's: HeadlessKit, and each companion module
  /// that registered one of its classes (``registerFrameworkModule(of:)``).
  private static let frameworkModules = Locked<Set<Substring>>([moduleName(of: View.self)])

  /// Counts the module of `type` (a companion module's base class) as the framework's:
  /// its classes' overrides are the framework's own, not a user's.
  package static func registerFrameworkModule(of type: AnyClass) {
    let module = moduleName(of: type)
    frameworkModules.withLock { _ = $0.insert(module) }
  }

  /// The framework's classes: the ones whose overrides are not a user's.
  private static func isFrameworkClass(_ type: AnyClass) -> Bool {
    let module = moduleName(of: type)
    return frameworkModules.withLock { $0.contains(module) }
  }

  /// The name of the module that declares `type`: what its qualified name puts before
  /// the first dot. `_typeName` asks the runtime for the name directly; `String(reflecting:)`
  /// would first search every conformance record for a custom description (about two
  /// million instructions per type, the largest one-time cost of a screen test).
  private static func moduleName(of type: AnyClass) -> Substring {
    let name = _typeName(type, qualified: true)
    return name.prefix { $0 != "." }
  }

  /// The words of a class's metadata from its address point to its end, read from the
  /// class size and address point fields of Swift's class metadata header (64-bit,
  /// without Objective-C interoperability); `nil` when those look implausible.
  private static func words(of type: AnyClass) -> (start: UnsafePointer<UInt>, count: Int)? {
    guard MemoryLayout<UInt>.size == 8 else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let classSize = metadata.load(fromByteOffset: 32, as: UInt32.self)
    let addressPoint = metadata.load(fromByteOffset: 36, as: UInt32.self)
    guard addressPoint < classSize, classSize < 1 << 16 else { return nil }
    return (
      metadata.assumingMemoryBound(to: UInt.self),
      Int(classSize - addressPoint) / MemoryLayout<UInt>.size
    )
  }
}

/// The hooks a user's type may override that platform 18 never calls, or calls instead.
package enum HookOverrides {
  static let controllerUpdateProperties = OverrideProbe(
    overriding: ProbeControllerUpdateProperties.self, plain: ProbeController.self,
    plainToo: ProbeControllerToo.self)
  static let controllerWillLayout = OverrideProbe(
    overriding: ProbeControllerWillLayout.self, plain: ProbeController.self,
    plainToo: ProbeControllerToo.self)
  static let controllerDidLayout = OverrideProbe(
    overriding: ProbeControllerDidLayout.self, plain: ProbeController.self,
    plainToo: ProbeControllerToo.self)
  static let viewUpdateProperties = OverrideProbe(
    overriding: ProbeViewUpdateProperties.self, plain: ProbeView.self,
    plainToo: ProbeViewToo.self)
  static let viewLayoutSubviews = OverrideProbe(
    overriding: ProbeViewLayoutSubviews.self, plain: ProbeView.self, plainToo: ProbeViewToo.self)

  static let viewTraitCollectionDidChange = OverrideProbe(
    overriding: ProbeViewTraitCollectionDidChange.self, plain: ProbeView.self,
    plainToo: ProbeViewToo.self)
  static let controllerTraitCollectionDidChange = OverrideProbe(
    overriding: ProbeControllerTraitCollectionDidChange.self, plain: ProbeController.self,
    plainToo: ProbeControllerToo.self)

  /// The answers so far, by type: a view is made often, a type's answer never changes.
  @MainActor private static var didChangeAnswers: [ObjectIdentifier: Bool] = [:]

  /// Whether the view type overrides `traitCollectionDidChange(_:)`.
  @MainActor
  static func viewCallsTraitCollectionDidChange(_ type: View.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = didChangeAnswers[key] { return known }
    let answer = viewTraitCollectionDidChange.overrides(type)
    didChangeAnswers[key] = answer
    return answer
  }

  /// Whether the controller type overrides `traitCollectionDidChange(_:)`.
  @MainActor
  static func controllerCallsTraitCollectionDidChange(_ type: Controller.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = didChangeAnswers[key] { return known }
    let answer = controllerTraitCollectionDidChange.overrides(type)
    didChangeAnswers[key] = answer
    return answer
  }

  /// Every probe, by the hook it finds.
  static var all: [(hook: String, probe: OverrideProbe)] {
    [
      ("Controller.updateProperties()", controllerUpdateProperties),
      ("Controller.willLayout()", controllerWillLayout),
      ("Controller.didLayout()", controllerDidLayout),
      ("View.updateProperties()", viewUpdateProperties),
      ("View.layoutSubviews()", viewLayoutSubviews),
    ]
  }

  /// Probes of the layout hooks a companion module's controller class declares under
  /// names of its own, registered by it.
  @MainActor package static var companionLayoutProbes: [(hook: String, probe: OverrideProbe)] =
    []

  /// Whether the controller's type does its work in `updateProperties()` alone: it
  /// overrides it and no layout hook (in either module's spelling), so on platform 18
  /// that work never runs.
  @MainActor
  static func updatePropertiesOnly(_ type: Controller.Type) -> Bool {
    controllerUpdateProperties.overrides(type)
      && !([controllerWillLayout, controllerDidLayout] + companionLayoutProbes.map(\.probe))
        .contains { $0.overrides(type) }
  }

  /// Whether the view's type overrides `updateProperties()` and not `layoutSubviews()`.
  static func updatePropertiesOnly(_ type: View.Type) -> Bool {
    viewUpdateProperties.overrides(type) && !viewLayoutSubviews.overrides(type)
  }
}

// The probes: never instantiated; only their metadata is read.
private final class ProbeController: Controller {}
private final class ProbeControllerToo: Controller {}
private final class ProbeControllerUpdateProperties: Controller {
  override func updateProperties() {}
}
private final class ProbeControllerWillLayout: Controller {
  override func willLayout() {}
}
private final class ProbeControllerDidLayout: Controller {
  override func didLayout() {}
}
private final class ProbeControllerTraitCollectionDidChange: Controller {
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
}
private final class ProbeViewTraitCollectionDidChange: View {
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
}
private final class ProbeView: View {}
private final class ProbeViewToo: View {}
private final class ProbeViewUpdateProperties: View {
  override func updateProperties() {}
}
private final class ProbeViewLayoutSubviews: View {
  override func layoutSubviews() {}
}
