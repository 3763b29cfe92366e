import Foundation

extension Controller {
  /// Presents a controller, as UIKit's `present(_:animated:completion:)`.
  ///
  /// The presentation is made by this controller's presentation context: itself when it
  /// covers the window (the window's root controller, or a presented controller), else
  /// its nearest ancestor that does, as UIKit forwards a request up the hierarchy. A
  /// child of a navigation or tab controller asking for a presentation gets it from that
  /// container.
  ///
  /// A sheet or `.overFullScreen` leaves the presenter visible, so it gets no
  /// disappearance callbacks; `.fullScreen` makes it disappear (its children with it) and takes its view out of the
  /// window until the presented controller is dismissed. The presented controller
  /// appears: `willAppear()` now, `didAppear()` after the next pass, then `completion`.
  ///
  /// ```swift
  /// present(ThemePicker(theme: theme), style: .sheet(detents: [.medium])) {
  ///   print("picker on screen")
  /// }
  /// ```
  /// - Parameters:
  ///   - controller: The controller to present.
  ///   - style: A sheet (the default, `.large`), full screen, or over full screen.
  ///   - completion: Runs after the presented controller's `didAppear()` (at once when
  ///     nothing is on screen).
  public func present(
    _ controller: Controller, style: PresentationStyle = .sheet(detents: [.large]),
    completion: (@MainActor () -> Void)? = nil
  ) {
    let presenter = presentationContext
    guard presenter.ownPresented == nil, controller.ownPresenting == nil,
      controller !== self, controller !== presenter, controller.parent == nil
    else {
      visibleApplication?.report(
        Diagnostic(
          .presentIgnored(
            presenter: String(describing: type(of: self)),
            controller: String(describing: type(of: controller)),
            alreadyPresenting: presenter.ownPresented.map { String(describing: type(of: $0)) })))
      return
    }
    let window = presenter.viewIfLoaded?.window
    let application = window?.visibleApplication
    let visible = application != nil && presenter.appearance.isVisible
    // The presenter's own transition runs before the link exists, so its forwarding does
    // not reach the controller being presented.
    if style == .fullScreen && visible { presenter.beginAppearance(false) }
    controller.presentationStyle = style
    controller.isBeingPresentedNow = true
    if let window {
      window.presentations.append(controller)
      window.addSubview(controller.view)
      controller.view.frame = controller.presentationFrame(in: window.bounds)
      if style == .fullScreen, let superview = presenter.view.superview {
        presenter.hiddenForPresentation = (superview, presenter.view.node.indexInSuperview)
        presenter.view.removeFromSuperview()
        if visible { presenter.endAppearance(false) }
      }
    }
    presenter.ownPresented = controller
    controller.ownPresenting = presenter
    TraitSystem.traitsMayHaveChanged()
    if visible, let application {
      controller.beginAppearance(true)
      application.awaitDidAppear(controller)
    }
    if let completion { controller.afterAppearing(completion) }
  }

  /// The controller ``dismiss(completion:)`` would take away now: the one this
  /// controller's presentation context presents, else that context when it is presented;
  /// `nil` when there is none.
  package var controllerToDismiss: Controller? {
    let context = presentationContext
    if let presented = context.ownPresented { return presented }
    return context.ownPresenting != nil ? context : nil
  }

  /// The controller that makes presentations asked of this one: itself when it covers
  /// the window (its root, or presented), else its nearest such ancestor.
  var presentationContext: Controller {
    var node = self
    while node.ownPresenting == nil, node.viewIfLoaded?.window?.rootController !== node,
      let parent = node.parent
    {
      node = parent
    }
    return node
  }

  /// Dismisses the controller presented by this one (or by its presentation context),
  /// or, when there is none, this one from its presenter, as UIKit's
  /// `dismiss(animated:completion:)`.
  ///
  /// The dismissed controller disappears; after a full-screen presentation the presenter's
  /// view goes back in its window and it appears again. `completion` runs after the
  /// dismissed controller's `didDisappear()` and, when the presenter reappears, after its
  /// `didAppear()` too.
  /// - Parameter completion: Runs when the dismissal is over.
  public func dismiss(completion: (@MainActor () -> Void)? = nil) {
    let context = presentationContext
    guard let presented = context.ownPresented else {
      if let presenting = context.ownPresenting {
        presenting.dismiss(completion: completion)
      } else {
        completion?()
      }
      return
    }
    if presented.ownPresented != nil { presented.dismiss() }
    // Disappearing already when a transition began it (``beginDismissalAppearance()``).
    let presentedVisible =
      presented.appearance.isVisible || presented.appearance.phase == .disappearing
    presented.isBeingDismissedNow = true
    if presented.appearance.isVisible { presented.beginAppearance(false) }
    // Unlink first, so the presenter's reappearance is not forwarded to it.
    context.ownPresented = nil
    presented.ownPresenting = nil
    TraitSystem.traitsMayHaveChanged()
    if let (superview, index) = context.hiddenForPresentation {
      context.hiddenForPresentation = nil
      superview.insertSubview(context.view, at: index)
      if let application = context.visibleApplication {
        context.beginAppearance(true)
        application.awaitDidAppear(context)
      }
    }
    if let window = presented.viewIfLoaded?.window {
      window.presentations.removeAll { $0 === presented }
    }
    presented.viewIfLoaded?.removeFromSuperview()
    if presentedVisible { presented.endAppearance(false) }
    presented.isBeingDismissedNow = false
    presented.presentationStyle = nil
    presented.chosenDetent = nil
    if let completion { context.afterAppearing(completion) }
  }

  /// Begins the disappearance of the controller ``dismiss(completion:)`` would take away,
  /// ahead of the dismissal, as UIKit does before a custom transition's animation: its
  /// `willDisappear()` runs now (with `isBeingDismissed` true); the dismissal ends it
  /// with `didDisappear()`, or its ``cancelDismissalAppearance()`` brings it back.
  /// - Returns: The controller that began disappearing; `nil` when none was visible.
  package func beginDismissalAppearance() -> Controller? {
    guard let presented = controllerToDismiss, presented.ownPresented == nil,
      presented.appearance.isVisible
    else { return nil }
    presented.isBeingDismissedNow = true
    presented.beginAppearance(false)
    return presented
  }

  /// Makes this controller, whose dismissal ``beginDismissalAppearance()`` began and
  /// that was then called off, appear again: `willAppear()`, then `didAppear()`.
  package func cancelDismissalAppearance() {
    guard appearance.phase == .disappearing else { return }
    isBeingDismissedNow = false
    beginAppearance(true)
    announceIsAppearing()
    endAppearance(true)
  }

  /// Begins the reappearance of the presenter whose view a full-screen presentation of
  /// this controller took out of the window, ahead of this controller's dismissal, as
  /// UIKit does when a dismissal transition begins (before a custom animator runs): its
  /// `willAppear()` runs now (this controller, still presented, hears nothing of it); the
  /// dismissal ends it with `didAppear()`, or ``cancelPresenterReappearance()`` makes it
  /// disappear again.
  /// - Returns: The presenter that began appearing; `nil` when none was hidden by this
  ///   presentation or nothing is on screen.
  package func beginPresenterReappearance() -> Controller? {
    guard let presenter = ownPresenting, presenter.hiddenForPresentation != nil,
      visibleApplication != nil, !presenter.appearance.isVisible
    else { return nil }
    presenter.beginAppearance(true, toPresented: false)
    return presenter
  }

  /// Makes this presenter, whose reappearance ``beginPresenterReappearance()`` began and
  /// whose presented controller's dismissal was then called off, disappear again:
  /// `willDisappear()`, then `didDisappear()`.
  package func cancelPresenterReappearance() {
    guard appearance.phase == .appearing else { return }
    beginAppearance(false, toPresented: false)
    endAppearance(false, toPresented: false)
  }

  /// Does what a person's swipe down on this controller's sheet does: when this
  /// controller (or its nearest presented ancestor) is presented as a sheet and it and its
  /// children all allow it (``allowsInteractiveDismissal``), it hears
  /// ``willBeDismissedInteractively()``, is dismissed as by ``dismiss(completion:)``, and
  /// hears ``wasDismissedInteractively()`` once it disappeared; otherwise it hears
  /// ``interactiveDismissalWasRefused()`` and stays. A full-screen presentation cannot be
  /// swiped away: nothing happens.
  /// - Returns: Whether the controller was dismissed.
  @discardableResult
  public func dismissInteractively() -> Bool {
    guard let presented = nearestInParents({ $0.ownPresenting != nil ? $0 : nil }),
      case .sheet? = presented.presentationStyle
    else { return false }
    var controllers = [presented]
    var allowed = true
    while let controller = controllers.popLast() {
      if !controller.allowsInteractiveDismissal {
        allowed = false
        break
      }
      controllers += controller.children
    }
    guard allowed else {
      presented.interactiveDismissalWasRefused()
      return false
    }
    presented.willBeDismissedInteractively()
    presented.ownPresenting?.dismiss { presented.wasDismissedInteractively() }
    return true
  }

  /// The detent a presented sheet rests at: the one set here while it is active, else
  /// the smallest of its active detents (a custom detent whose height is `nil` in the
  /// sheet's window is inactive). Setting a detent the sheet does not have changes
  /// nothing and reports a misuse naming the valid ones.
  public var selectedDetent: Detent? {
    get {
      guard case .sheet(let detents)? = presentationStyle else { return nil }
      guard let context = detentContext else { return chosenDetent ?? detents.first }
      return restingDetent(of: detents, in: context)?.detent
    }
    set {
      guard case .sheet(let detents)? = presentationStyle, let newValue else { return }
      guard let detent = detents.first(where: { $0 == newValue }) else {
        visibleApplication?.report(
          Diagnostic(
            .detentUnavailable(
              controller: String(describing: type(of: self)), detent: newValue.description,
              available: detents.map(\.description))))
        return
      }
      chosenDetent = detent
      viewIfLoaded?.window?.setNeedsLayout()
    }
  }

  /// Changes the detents of the sheet this controller is presented in; the sheet moves
  /// at its window's next layout (to the smallest active one when the one it rested at is
  /// gone). Does nothing when the controller is not presented as a sheet.
  package func replaceSheetDetents(_ detents: [Detent]) {
    guard case .sheet? = presentationStyle else { return }
    presentationStyle = .sheet(detents: detents)
    if let chosenDetent, !detents.contains(chosenDetent) { self.chosenDetent = nil }
    viewIfLoaded?.window?.setNeedsLayout()
  }

  /// The container a custom detent's height is worked out in: the window this controller's
  /// view is in; `nil` when it is in none.
  var detentContext: DetentContext? {
    guard let window = viewIfLoaded?.window else { return nil }
    return DetentContext(
      traitCollection: window.traitCollection, maximumHeight: window.bounds.height)
  }

  /// The detent a sheet with `detents` rests at in `context`, with its height: the chosen
  /// one while active, else the smallest active one; `nil` when none is active.
  func restingDetent(of detents: [Detent], in context: DetentContext) -> (
    detent: Detent, height: Double
  )? {
    var smallest: (detent: Detent, height: Double)?
    for detent in detents {
      guard let height = detent.height(in: context) else { continue }
      if let chosenDetent, detent == chosenDetent { return (detent, height) }
      if smallest == nil || height < smallest!.height { smallest = (detent, height) }
    }
    return smallest
  }

  /// Whether this controller is presented as a sheet with a custom detent.
  var hasCustomDetents: Bool {
    guard case .sheet(let detents)? = presentationStyle else { return false }
    return detents.contains { if case .custom = $0 { true } else { false } }
  }

  /// Whether a sheet dims the screen beneath it: unless it rests at a height no larger
  /// than its ``largestUndimmedDetent``'s (an inactive one dims).
  var sheetDimsBeneath: Bool {
    guard case .sheet(let detents)? = presentationStyle, let undimmed = largestUndimmedDetent,
      let context = detentContext, let limit = undimmed.height(in: context),
      let resting = restingDetent(of: detents, in: context)
    else { return true }
    return resting.height > limit
  }

  /// The frame a presented controller's view gets in a window of the given bounds.
  func presentationFrame(in bounds: Rect) -> Rect {
    switch presentationStyle {
    case .sheet(let detents)?:
      let traits = viewIfLoaded?.window?.traitCollection ?? TraitCollection()
      let context = DetentContext(traitCollection: traits, maximumHeight: bounds.height)
      guard let height = restingDetent(of: detents, in: context)?.height else { return bounds }
      return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    case .fullScreen?, .overFullScreen?, nil:
      return bounds
    }
  }
}
