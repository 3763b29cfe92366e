import HeadlessKit

/// A UIKit view controller inside SwiftUI content, as SwiftUI's
/// `UIViewControllerRepresentable`: embedded as a child of the controller that hosts the
/// content, so it gets UIKit's containment and appearance callbacks.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// The type of the object that coordinates the controller with SwiftUI.
  associatedtype Coordinator = Void
  /// The context of the calls.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller.
  /// - Parameter context: The context.
  /// - Returns: The controller.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with this value.
  /// - Parameters:
  ///   - uiViewController: The controller.
  ///   - context: The context.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Cleans up when the view leaves.
  /// - Parameters:
  ///   - uiViewController: The controller.
  ///   - coordinator: The coordinator.
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, once per identity.
  /// - Returns: The coordinator.
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
  /// Does nothing.
  /// - Parameters:
  ///   - uiViewController: The controller.
  ///   - coordinator: The coordinator.
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a representable controller's calls are given, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
@MainActor
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment of the view.
  public let environment: EnvironmentValues
}

extension Representables {
  static func make<R: UIViewControllerRepresentable>(_ representable: R, element: Element)
    -> HeadlessKit.View
  {
    let host = RepresentableHostView(frame: .zero)
    let coordinator = representable.makeCoordinator()
    host.coordinator = coordinator
    let context = UIViewControllerRepresentableContext<R>(
      coordinator: coordinator, environment: element.environment)
    let controller = representable.makeUIViewController(context: context)
    host.pendingController = controller
    host.dismantle = { [weak controller] in
      guard let controller else { return }
      controller.unembed()
      R.dismantleUIViewController(controller, coordinator: coordinator)
    }
    return host
  }

  static func update<R: UIViewControllerRepresentable>(
    _ representable: R, _ platformView: HeadlessKit.View, element: Element
  ) {
    guard let host = platformView as? RepresentableHostView,
      let coordinator = host.coordinator as? R.Coordinator
    else { return }
    if let pending = host.pendingController, let parent = enclosingController(of: host) {
      host.pendingController = nil
      parent.embed(pending, in: host)
    }
    guard let controller = host.embeddedController as? R.UIViewControllerType else { return }
    let context = UIViewControllerRepresentableContext<R>(
      coordinator: coordinator, environment: element.environment)
    representable.updateUIViewController(controller, context: context)
  }
}

extension RepresentableHostView {
  /// The controller whose view this view holds.
  var embeddedController: UIViewController? {
    pendingController ?? hosted?.owningController as? UIViewController
  }
}
