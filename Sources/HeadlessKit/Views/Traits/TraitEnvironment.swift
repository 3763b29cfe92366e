/// An object with traits, as UIKit's `UITraitEnvironment` and `UITraitChangeObservable`:
/// ``View`` (and so ``Window``) and ``Controller``. Other types cannot conform.
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
  /// The object's traits: its window's, through the hierarchy, with every level's
  /// overrides applied. Always current: an override set a moment ago is already in it.
  var traitCollection: TraitCollection { get }
  /// The traits this object sets for itself and everything it contains.
  var traitOverrides: TraitOverrides { get set }
  /// Delivers pending trait changes now (handlers, `traitCollectionDidChange(_:)`, the
  /// invalidation of hooks that read a changed trait) instead of at the next pass, as
  /// UIKit's `updateTraitsIfNeeded()`.
  func updateTraitsIfNeeded()
}

/// What ``TraitEnvironment/registerForTraitChanges(_:handler:)`` returns, as UIKit's
/// `UITraitChangeRegistration`: hand it to
/// ``TraitEnvironment/unregisterForTraitChanges(_:)`` to stop the calls.
public protocol TraitChangeRegistration: Sendable {}

extension TraitEnvironment {
  /// Calls `handler` whenever one of `traits` changes, with the object and its previous
  /// traits, as UIKit's `registerForTraitChanges(_:handler:)`: once per change, during
  /// the trait phase at the start of the next pass (or at ``updateTraitsIfNeeded()``),
  /// parent before child, while the object is in a visible window. Changes that happen
  /// while it is not are delivered when it is again, as one change.
  ///
  /// The handler's first parameter names the type it receives, as in UIKit, where
  /// `Self` is the usual choice:
  ///
  /// ```swift
  /// registerForTraitChanges([.userInterfaceStyle]) {
  ///   (self: Self, previousTraitCollection: TraitCollection) in
  ///   self.applyTheme()
  /// }
  /// ```
  /// - Parameters:
  ///   - traits: The traits to watch; an empty list watches none.
  ///   - handler: Called with the object and the traits before the change.
  /// - Returns: The registration, for ``unregisterForTraitChanges(_:)``.
  @discardableResult
  public func registerForTraitChanges<Environment: TraitEnvironment>(
    _ traits: [Trait], handler: @escaping @MainActor (Environment, TraitCollection) -> Void
  ) -> any TraitChangeRegistration {
    let state = traitStateOfEnvironment
    return TraitSystem.register(traits, on: state, current: traitValuesOfEnvironment) {
      object, previous in
      if let object = object as? Environment { handler(object, previous) }
    }
  }

  /// Stops the calls of a handler registered with
  /// ``registerForTraitChanges(_:handler:)``; a registration of another object, or one
  /// already removed, is ignored.
  public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
    guard let token = registration as? TraitHandlerToken else { return }
    traitStateOfEnvironment.handlers.removeAll { $0.id == token.id }
  }

  var traitStateOfEnvironment: TraitState {
    if let view = self as? View { return view.traitState }
    if let controller = self as? Controller { return controller.traitState }
    preconditionFailure(
      "\(type(of: self)) conforms to TraitEnvironment, but only View and Controller can.")
  }

  var traitValuesOfEnvironment: TraitValues {
    if let view = self as? View { return view.traitValues }
    if let controller = self as? Controller { return controller.traitValues }
    return TraitSystem.detachedTraits
  }
}

extension View: TraitEnvironment {
  /// The view's traits: its window's, through its controller and superviews, with every
  /// level's ``traitOverrides`` applied. A view in no window has those of a default
  /// 390 x 844 phone window. Read inside a tracked hook, each trait read is tracked.
  public var traitCollection: TraitCollection {
    TraitSystem.collection(traitValues, readFrom: self)
  }

  /// The traits this view sets for itself and its subviews, as UIKit's `traitOverrides`.
  public var traitOverrides: TraitOverrides {
    get { node.traitState?.overrides ?? TraitOverrides() }
    set {
      let old = traitOverrides
      guard newValue != old else { return }
      traitState.overrides = newValue
      TraitSystem.traitsMayHaveChanged()
      window?.visibleApplication?.scheduleTraitPhase()
      if old.changesLayoutDirection(to: newValue) { layoutDirectionMayHaveChanged() }
    }
  }

  /// Delivers pending trait changes now, as UIKit's `updateTraitsIfNeeded()`.
  public func updateTraitsIfNeeded() {
    window?.visibleApplication?.runTraitPhaseIfNeeded()
  }
}

extension Controller: TraitEnvironment {
  /// The controller's traits: its parent's (a child's), its presenter's (a presented
  /// controller's; a sheet's level is elevated) or its window's (the root's), with its
  /// ``traitOverrides`` applied. Read inside a tracked hook, each trait read is tracked.
  public var traitCollection: TraitCollection {
    TraitSystem.collection(traitValues, readFrom: self)
  }

  /// The traits this controller sets for itself, its view, and its children, as UIKit's
  /// `traitOverrides`.
  public var traitOverrides: TraitOverrides {
    get { traitStateIfAny?.overrides ?? TraitOverrides() }
    set {
      let old = traitOverrides
      guard newValue != old else { return }
      traitState.overrides = newValue
      TraitSystem.traitsMayHaveChanged()
      viewIfLoaded?.window?.visibleApplication?.scheduleTraitPhase()
      if old.changesLayoutDirection(to: newValue) {
        viewIfLoaded?.layoutDirectionMayHaveChanged()
      }
    }
  }

  /// Delivers pending trait changes now, as UIKit's `updateTraitsIfNeeded()`.
  public func updateTraitsIfNeeded() {
    viewIfLoaded?.window?.visibleApplication?.runTraitPhaseIfNeeded()
  }
}

extension TraitCollection {
  /// The traits code is running with, as UIKit's `UITraitCollection.current`: inside a
  /// hook, those of the view whose hook is running (and reading them is tracked, like
  /// reading its ``View/traitCollection``); inside ``performAsCurrent(_:)``, that
  /// collection; elsewhere, what was last set here, else the traits of a default window.
  @MainActor public static var current: TraitCollection {
    get {
      if let explicit = TraitSystem.explicitCurrent { return explicit }
      if let run = TraitSystem.currentRun { return run.view.takeUnretainedValue().traitCollection }
      return TraitCollection(values: TraitSystem.detachedTraits)
    }
    set { TraitSystem.explicitCurrent = newValue }
  }

  /// Runs `actions` with this collection as ``current``, as UIKit's
  /// `performAsCurrent(_:)`.
  /// - Parameter actions: The code to run.
  @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let outer = TraitSystem.explicitCurrent
    TraitSystem.explicitCurrent = self
    defer { TraitSystem.explicitCurrent = outer }
    try actions()
  }
}
