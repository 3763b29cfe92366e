public import HeadlessKit

/// A UIKit view inside SwiftUI content, as SwiftUI's `UIViewRepresentable`.
///
/// `makeUIView(context:)` runs once per identity; `updateUIView(_:context:)` runs each time
/// the body that declared the view is evaluated, in that body's tracking scope, so what it
/// reads re-evaluates that body.
///
/// ```swift
/// struct Badge: UIViewRepresentable {
///   let count: Int
///   func makeUIView(context: Context) -> UILabel { UILabel() }
///   func updateUIView(_ label: UILabel, context: Context) { label.text = "\(count)" }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view's type.
  associatedtype UIViewType: UIView
  /// The type of the object that coordinates the view with SwiftUI.
  associatedtype Coordinator = Void
  /// The context of the calls.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view.
  /// - Parameter context: The context.
  /// - Returns: The view.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with this value.
  /// - Parameters:
  ///   - uiView: The view.
  ///   - context: The context.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Cleans up when the view leaves.
  /// - Parameters:
  ///   - uiView: The view.
  ///   - coordinator: The coordinator.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, once per identity, before the view.
  /// - Returns: The coordinator.
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
  /// Does nothing.
  /// - Parameters:
  ///   - uiView: The view.
  ///   - coordinator: The coordinator.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// What a representable's calls are given, as SwiftUI's `UIViewRepresentableContext`.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment of the view.
  public let environment: EnvironmentValues
}

/// The HeadlessKit view holding a representable's UIKit view, which fills it.
final class RepresentableHostView: HeadlessKit.View, LaidOutView {
  var coordinator: Any?
  var dismantle: (() -> Void)?
  /// A representable controller waiting to be embedded once this view is in the tree.
  var pendingController: UIViewController?

  var hosted: HeadlessKit.View? { subviews.first }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    guard let hosted else { return .zero }
    return SwiftUILayout.size(of: hosted, proposal)
  }

  func isFlexible(along axis: Axis) -> Bool {
    guard let hosted else { return false }
    return SwiftUILayout.isFlexible(hosted, along: axis)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    hosted?.frame = bounds
  }
}

@MainActor
enum Representables {
  static func make<R: UIViewRepresentable>(_ representable: R, element: Element)
    -> HeadlessKit.View
  {
    let host = RepresentableHostView(frame: .zero)
    let coordinator = representable.makeCoordinator()
    host.coordinator = coordinator
    let context = UIViewRepresentableContext<R>(
      coordinator: coordinator, environment: element.environment)
    let view = representable.makeUIView(context: context)
    host.addSubview(view)
    host.dismantle = { [weak view] in
      if let view { R.dismantleUIView(view, coordinator: coordinator) }
    }
    return host
  }

  static func update<R: UIViewRepresentable>(
    _ representable: R, _ platformView: HeadlessKit.View, element: Element
  ) {
    guard let host = platformView as? RepresentableHostView,
      let view = host.hosted as? R.UIViewType, let coordinator = host.coordinator as? R.Coordinator
    else { return }
    let context = UIViewRepresentableContext<R>(
      coordinator: coordinator, environment: element.environment)
    representable.updateUIView(view, context: context)
  }
}
