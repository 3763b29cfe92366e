import HeadlessKit

/// An `alert(_:isPresented:actions:message:)` as a body declared it.
struct AlertRequest {
  let title: String
  let message: String?
  let isPresented: Binding<Bool>
  let actions: [(title: String, role: ButtonRole?, action: @MainActor () -> Void)]
}

/// A view that can be an alert's button.
@MainActor
protocol AlertActionSource {
  var alertAction: (title: String, role: ButtonRole?, action: @MainActor () -> Void) { get }
}

@MainActor
extension Button: AlertActionSource {
  var alertAction: (title: String, role: ButtonRole?, action: @MainActor () -> Void) {
    let parts = flattenedElements(of: label, environment: EnvironmentValues(), owner: "")
      .compactMap { $0.view as? any ButtonTitleSource }
    return (parts.lazy.compactMap(\.buttonTitle).first ?? "", role, action)
  }
}

/// Presents and dismisses the alerts of `alert(_:isPresented:)`, as UIKit alerts
/// (`UIAlertController`) over the controller that hosts the view.
@MainActor
enum AlertPresenter {
  private static var presented: [ObjectIdentifier: UIAlertController] = [:]

  static func update(_ request: AlertRequest, from view: HeadlessKit.View) {
    let key = ObjectIdentifier(view)
    let current = presented[key]
    if request.isPresented.wrappedValue, current == nil {
      let alert = UIAlertController(
        title: request.title, message: request.message, preferredStyle: .alert)
      let binding = request.isPresented
      let actions =
        request.actions.isEmpty
        ? [(title: "OK", role: ButtonRole?.none, action: { @MainActor () -> Void in })]
        : request.actions
      for item in actions {
        let style: UIAlertAction.Style =
          item.role == .cancel ? .cancel : item.role == .destructive ? .destructive : .default
        alert.addAction(
          UIAlertAction(title: item.title, style: style) { _ in
            presented[key] = nil
            binding.wrappedValue = false
            item.action()
          })
      }
      presented[key] = alert
      runOutsideTracking("alert", from: view) {
        (enclosingController(of: view) as? UIViewController)?.present(alert, animated: false)
      }
    } else if let current, !request.isPresented.wrappedValue {
      presented[key] = nil
      runOutsideTracking("alert", from: view) {
        if current.presentingController != nil { current.dismiss() }
      }
    }
  }
}

extension View {
  /// Shows an alert while `isPresented` is true; any of its buttons closes it (setting
  /// `isPresented` to false) and runs its action. Without buttons it has an OK button.
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The alert's buttons.
  /// - Returns: The modified view.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertModifier(String(title), nil, isPresented, actions())
  }

  /// Shows an alert with a message while `isPresented` is true.
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is shown.
  ///   - actions: The alert's buttons.
  ///   - message: The message (its text).
  /// - Returns: The modified view.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let text = flattenedElements(of: message(), environment: EnvironmentValues(), owner: "")
      .lazy.compactMap { ($0.view as? any ButtonTitleSource)?.buttonTitle }.first
    return alertModifier(String(title), text, isPresented, actions())
  }

  private func alertModifier<A: View>(
    _ title: String, _ message: String?, _ isPresented: Binding<Bool>, _ actions: A
  ) -> some View {
    let buttons = flattenedElements(of: actions, environment: EnvironmentValues(), owner: "")
      .compactMap { ($0.view as? any AlertActionSource)?.alertAction }
    return modifier(
      AttachingModifier(
        attachment: .alert(
          AlertRequest(
            title: title, message: message, isPresented: isPresented, actions: buttons))))
  }
}
