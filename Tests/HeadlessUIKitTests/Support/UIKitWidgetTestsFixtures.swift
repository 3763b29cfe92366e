import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// A custom view drawing in UIKit's `draw(_:)`.
final class GaugeView: UIView {
  let theme: Theme

  init(theme: Theme) {
    self.theme = theme
    super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  required init?(coder: NSCoder) { fatalError("storyboards are not used") }

  override func draw(_ rect: CGRect) {
    (theme.accent == "coral" ? UIColor.red : UIColor.green).setFill()
    UIRectFill(rect)
    UIColor.black.setStroke()
    UIBezierPath(ovalIn: rect.insetBy(dx: 10, dy: 10)).stroke()
    UIBezierPath(roundedRect: rect, cornerRadius: 4).fill()
  }
}

extension UIControl.Event {
  static let allTheirEvents: UIControl.Event = [
    .touchUpInside, .valueChanged, .editingDidBegin, .editingChanged, .editingDidEnd,
  ]
}

/// Shows `view`, placed at `frame`, in a plain controller's view; returns the host.
@MainActor
func showInPlainController(_ view: UIView, frame: CGRect) -> TestHost {
  view.frame = frame
  let holder = UIViewController()
  holder.view.addSubview(view)
  let host = TestHost()
  host.show(holder)
  return host
}
