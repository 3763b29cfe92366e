import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// Shows `view` in a hosting controller in a new test host.
@MainActor
func showing<V: View>(
  _ view: V, diagnostics: TestHost.DiagnosticPolicy = .recordAsWarnings
) -> (host: TestHost, recorder: BodyRecorder) {
  let host = TestHost(diagnostics: diagnostics)
  let recorder = BodyRecorder(window: host.window)
  host.show(UIHostingController(rootView: view))
  return (host, recorder)
}

/// The texts of the window's labels, in tree order.
@MainActor
func texts(in host: TestHost) -> [String] {
  host.views(ofType: UILabel.self).compactMap(\.text)
}

/// `view`'s frame in its window's coordinates.
@MainActor
func frameInWindow(_ view: UIView) -> CGRect {
  var frame = view.frame
  var current = view.superview
  while let superview = current, !(superview is UIWindow) {
    frame.origin.x += superview.frame.minX
    frame.origin.y += superview.frame.minY
    current = superview.superview
  }
  return frame
}
