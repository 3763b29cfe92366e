// Appearance forwarding: UIKit's appearance transitions, and the order in which a
// controller and its children hear them (rule 5.4).

extension Controller {
  /// Tells the controller that it is about to appear or disappear: its `willAppear()` or
  /// `willDisappear()` runs now, as UIKit's `beginAppearanceTransition(_:animated:)`
  /// (nothing animates headlessly, so there is no `animated` parameter). For custom
  /// containers that forward appearance by hand.
  /// - Parameter isAppearing: `true` when it appears, `false` when it disappears.
  public func beginAppearanceTransition(_ isAppearing: Bool) {
    beginAppearance(isAppearing)
  }

  /// Ends the transition begun with ``beginAppearanceTransition(_:)``: `didAppear()` or
  /// `didDisappear()` runs now.
  public func endAppearanceTransition() {
    switch appearance.phase {
    case .appearing:
      announceIsAppearing()
      endAppearance(true)
    case .disappearing: endAppearance(false)
    case .appeared, .disappeared: break
    }
  }

  /// Whether the controller is appearing because it was added to a parent (pushed, or
  /// contained): `true` only inside `willAppear()` and `didAppear()`, as UIKit's.
  public var isMovingToParent: Bool {
    isMovingToParentNow && isInAppearanceCallback(appearing: true)
  }

  /// Whether the controller is disappearing because it is being removed from its parent
  /// (popped, or removed with `willMove(toParent: nil)` through HeadlessKit's calls):
  /// `true` only inside `willDisappear()` and `didDisappear()`, as UIKit's.
  public var isMovingFromParent: Bool {
    isMovingFromParentNow && isInAppearanceCallback(appearing: false)
  }

  /// Whether the controller is appearing because it is being presented: `true` only
  /// inside `willAppear()` and `didAppear()`, as UIKit's `isBeingPresented`.
  public var isBeingPresented: Bool {
    isBeingPresentedNow && isInAppearanceCallback(appearing: true)
  }

  /// Whether the controller is disappearing because it is being dismissed: `true` only
  /// inside `willDisappear()` and `didDisappear()`, as UIKit's `isBeingDismissed`.
  public var isBeingDismissed: Bool {
    isBeingDismissedNow && isInAppearanceCallback(appearing: false)
  }

  /// Whether `willAppear()`/`didAppear()` (or the disappearing pair) is running now: the
  /// only place UIKit answers `isMovingToParent` and its siblings with `true`.
  private func isInAppearanceCallback(appearing: Bool) -> Bool {
    guard let current = currentUntrackedCallback else { return false }
    let callbacks: [ControllerMethod] =
      appearing ? [.willAppear, .didAppear] : [.willDisappear, .didDisappear]
    return callbacks.contains { callbackName($0) == current }
  }

  /// The controllers a "will" transition is forwarded to: children whose views are in
  /// this controller's view when appearing, visible children when disappearing (unless
  /// forwarding is off), then the presented controller unless `toPresented` is false.
  private func dependents(beginning appearing: Bool, toPresented: Bool) -> [Controller] {
    var dependents: [Controller] = []
    if shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded {
      for child in children {
        if appearing {
          if let childView = child.viewIfLoaded, childView.isDescendant(of: root) {
            dependents.append(child)
          }
        } else if child.appearance.isVisible {
          dependents.append(child)
        }
      }
    }
    if toPresented, let ownPresented, ownPresented.hiddenForPresentation == nil {
      dependents.append(ownPresented)
    }
    return dependents
  }

  /// The controllers a "did" transition is forwarded to: those in the same transition (the
  /// presented controller unless `toPresented` is false).
  private func dependents(ending appearing: Bool, toPresented: Bool = true) -> [Controller] {
    let phase: AppearanceState.Phase = appearing ? .appearing : .disappearing
    var dependents: [Controller] = []
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in children where child.appearance.phase == phase { dependents.append(child) }
    }
    if toPresented, let ownPresented, ownPresented.hiddenForPresentation == nil {
      dependents.append(ownPresented)
    }
    return dependents
  }

  /// "Will" callbacks: parent before children (and the presented controller, unless
  /// `toPresented` is false: a presenter reappearing while its presented controller is
  /// still being dismissed).
  func beginAppearance(_ appearing: Bool, toPresented: Bool = true) {
    let forwarded = dependents(beginning: appearing, toPresented: toPresented)
    if appearance.begin(appearing: appearing) {
      if appearing {
        hasAnnouncedIsAppearing = false
        runUntracked(callbackName(.willAppear)) { willAppear() }
      } else {
        runUntracked(callbackName(.willDisappear)) { willDisappear() }
      }
    }
    for dependent in forwarded { dependent.beginAppearance(appearing) }
  }

  /// `isAppearing()` for this controller and the ones appearing with it: parents first.
  func announceIsAppearing() {
    if appearance.phase == .appearing && !hasAnnouncedIsAppearing {
      hasAnnouncedIsAppearing = true
      runUntracked(callbackName(.isAppearing)) { isAppearing() }
    }
    for dependent in dependents(ending: true) { dependent.announceIsAppearing() }
  }

  /// "Did" callbacks: children before parent (see ``beginAppearance(_:toPresented:)``).
  func endAppearance(_ appearing: Bool, toPresented: Bool = true) {
    for dependent in dependents(ending: appearing, toPresented: toPresented) {
      dependent.endAppearance(appearing)
    }
    if appearance.end(appearing: appearing) {
      if appearing {
        runUntracked(callbackName(.didAppear)) { didAppear() }
        isMovingToParentNow = false
        isBeingPresentedNow = false
        runAfterDidAppear()
      } else {
        runUntracked(callbackName(.didDisappear)) { didDisappear() }
        isBeingDismissedNow = false
        // An appearance cut short never reaches didAppear(): its queued work runs now.
        runAfterDidAppear()
      }
    }
  }
}
