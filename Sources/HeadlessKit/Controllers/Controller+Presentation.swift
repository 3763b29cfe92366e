extension Controller {
  /// Presents a controller over this one (SPEC 5.5).
  ///
  /// A sheet leaves this controller visible, so it gets no disappearance callbacks;
  /// `.fullScreen` makes it disappear and takes its view out of the window until the
  /// presented controller is dismissed. The presented controller appears: `willAppear()`
  /// now, `didAppear()` after the next pass.
  ///
  /// ```swift
  /// present(ThemePicker(theme: theme), style: .sheet(detents: [.medium]))
  /// ```
  /// - Parameters:
  ///   - controller: The controller to present.
  ///   - style: A sheet (the default, `.large`) or full screen.
  public func present(
    _ controller: Controller, style: PresentationStyle = .sheet(detents: [.large])
  ) {
    guard presentedController == nil, controller.presentingController == nil,
      controller !== self
    else {
      visibleApplication?.report(
        Diagnostic(
          .presentIgnored(
            presenter: String(describing: type(of: self)),
            controller: String(describing: type(of: controller)),
            alreadyPresenting: presentedController.map { String(describing: type(of: $0)) })))
      return
    }
    let window = viewIfLoaded?.window
    let application = window?.visibleApplication
    let visible = application != nil && appearance.isVisible
    // The presenter's own transition runs before the link exists, so its forwarding does
    // not reach the controller being presented.
    if style == .fullScreen && visible { beginAppearance(false) }
    controller.presentationStyle = style
    if let window {
      window.presentations.append(controller)
      window.addSubview(controller.view)
      controller.view.frame = controller.presentationFrame(in: window.bounds)
      if style == .fullScreen, let superview = view.superview {
        hiddenForPresentation = (superview, view.node.indexInSuperview)
        view.removeFromSuperview()
        if visible { endAppearance(false) }
      }
    }
    presentedController = controller
    controller.presentingController = self
    if visible, let application {
      controller.beginAppearance(true)
      application.awaitDidAppear(controller)
    }
  }

  /// Dismisses the controller this one presents or, when it presents none, this one
  /// from its presenter (SPEC 5.5).
  ///
  /// The dismissed controller disappears; after a full-screen presentation the presenter's
  /// view goes back in its window and it appears again.
  public func dismiss() {
    guard let presented = presentedController else {
      presentingController?.dismiss()
      return
    }
    if presented.presentedController != nil { presented.dismiss() }
    let presentedVisible = presented.appearance.isVisible
    if presentedVisible { presented.beginAppearance(false) }
    // Unlink first, so the presenter's reappearance is not forwarded to it.
    presentedController = nil
    presented.presentingController = nil
    if let (superview, index) = hiddenForPresentation {
      hiddenForPresentation = nil
      superview.insertSubview(view, at: index)
      if let application = visibleApplication {
        beginAppearance(true)
        application.awaitDidAppear(self)
      }
    }
    if let window = presented.viewIfLoaded?.window {
      window.presentations.removeAll { $0 === presented }
    }
    presented.viewIfLoaded?.removeFromSuperview()
    if presentedVisible { presented.endAppearance(false) }
    presented.presentationStyle = nil
    presented.chosenDetent = nil
  }

  /// The detent a presented sheet rests at: the first of its detents until changed.
  /// Setting a detent the sheet does not have changes nothing and reports a misuse
  /// naming the valid ones.
  public var selectedDetent: Detent? {
    get {
      guard case .sheet(let detents)? = presentationStyle else { return nil }
      return chosenDetent ?? detents.first
    }
    set {
      guard case .sheet(let detents)? = presentationStyle, let newValue else { return }
      guard detents.contains(newValue) else {
        visibleApplication?.report(
          Diagnostic(
            .detentUnavailable(
              controller: String(describing: type(of: self)), detent: newValue,
              available: detents)))
        return
      }
      chosenDetent = newValue
      viewIfLoaded?.window?.setNeedsLayout()
    }
  }

  /// The frame a presented controller's view gets in a window of the given bounds.
  func presentationFrame(in bounds: Rect) -> Rect {
    switch presentationStyle {
    case .sheet?:
      if selectedDetent == .medium {
        let height = (bounds.height / 2).rounded()
        return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
      }
      return bounds
    case .fullScreen?, nil:
      return bounds
    }
  }
}
