import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Subclasses that call a superclass initializer UIKit declares designated and HeadlessUIKit
// convenience, in the form `headless port` writes them (InitializerRuleTests has the
// rewrite): they compile and make the view iOS makes.
// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)

private final class PortedAvatarView: UIImageView {
  init(name: String) {
    super.init(frame: .zero); self.image = UIImage(systemName: name)
    layer.cornerRadius = 20
  }
  required init?(coder: NSCoder) { fatalError() }
}

private final class PortedRowStack: UIStackView {
  init(views: [UIView]) {
    super.init(frame: .zero); for view in views { addArrangedSubview(view) }
    spacing = 8
  }
  required init(coder: NSCoder) { fatalError() }
}

private final class PortedSpinner: UIActivityIndicatorView {
  override init() { super.init(frame: .zero); self.style = .large }
  required init(coder: NSCoder) { fatalError() }
}

@MainActor struct PortedSuperInitTests {
  @Test func anImageViewSubclassShowsItsImage() {
    let avatar = PortedAvatarView(name: "person.circle")
    #expect(avatar.image?.isSymbolImage == true)
    #expect(avatar.layer.cornerRadius == 20)
  }

  @Test func aStackSubclassArrangesItsViews() {
    let first = UILabel()
    let second = UILabel()
    let row = PortedRowStack(views: [first, second])
    #expect(row.arrangedSubviews == [first, second])
    #expect(row.axis == .horizontal)
    #expect(row.spacing == 8)
  }

  @Test func aSpinnerSubclassHasItsStyleAndStartsStopped() {
    let spinner = PortedSpinner()
    #expect(spinner.style == .large)
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden)
  }
}
