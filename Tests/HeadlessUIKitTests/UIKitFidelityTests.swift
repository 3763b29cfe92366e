import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// The fidelity points measured against Apple's documentation (#27 item 3), each pinned.

@MainActor
@Suite struct UIKitFidelityTests {
  // init(rootViewController:) (https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)):
  // the root is the navigation controller's child at once, before any view loads.
  @Test func theRootIsAChildAtOnce() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(!navigation.isViewLoaded)
    #expect(root.parent === navigation)
    #expect(navigation.children.count == 1)
    #expect(navigation.children.first === root)
    #expect(root.navigationController === navigation)
    #expect(navigation.viewControllers.count == 1)
  }

  // setCustomSpacing(_:after:) (https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)):
  // a view that is not arranged is ignored.
  @Test func customSpacingAfterAViewNotArrangedIsIgnored() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let loose = UILabel()
    stack.setCustomSpacing(30, after: loose)
    #expect(stack.customSpacing(after: loose) == UIStackView.spacingUseDefault)
  }
}

@MainActor
@Suite struct UIKitCellImageAndBorderTests {
  // UITableViewCell.imageView (https://developer.apple.com/documentation/uikit/uitableviewcell/imageview):
  // an image at the leading edge, the text past it; nil with a content configuration.
  @Test func aCellsImageViewPushesTheText() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.imageView?.image = UIImage(systemName: "star")
    cell.textLabel?.text = "Favourites"
    cell.layoutIfNeeded()
    #expect(cell.imageView?.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
    #expect(cell.textLabel?.frame.minX == 56)
    cell.contentConfiguration = cell.defaultContentConfiguration()
    #expect(cell.imageView == nil)
    #expect(cell.textLabel == nil)
  }

  // UITextField.borderStyle (https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property):
  // `.none` by default ("The default value for this property is UITextField.BorderStyle.none"),
  // round-trips, and `.none` draws no outline. HeadlessKit's own TextField starts rounded.
  @Test func borderStylesRoundTripAndDraw() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    #expect(field.borderStyle == .none)
    #expect(UITextField().borderStyle == .none)
    #expect(TextField().border == .roundedRect)
    for style in [UITextField.BorderStyle.none, .line, .bezel, .roundedRect] {
      field.borderStyle = style
      #expect(field.borderStyle == style)
    }
    field.borderStyle = .none
    let canvas = Canvas(bounds: field.bounds)
    field.draw(in: canvas)
    #expect(!canvas.commands.contains { "\($0)".hasPrefix("roundedRect") })
  }
}

@MainActor
@Suite struct UIKitControlFramesTests {
  // init(frame:) (https://developer.apple.com/documentation/uikit/uiview/init(frame:)):
  // every control is made with a frame, and a subclass overrides it to set itself up.
  @Test func controlsAreMadeWithAFrame() {
    final class PillButton: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = frame.height / 2
      }
      required init?(coder: NSCoder) { nil }
    }
    let frame = CGRect(x: 10, y: 20, width: 120, height: 40)
    let views: [UIView] = [
      UIButton(frame: frame), UISwitch(frame: frame), UISlider(frame: frame),
      UIImageView(frame: frame), UITextField(frame: frame),
      UIActivityIndicatorView(frame: frame), UISegmentedControl(frame: frame),
      PillButton(frame: frame),
    ]
    #expect(views.allSatisfy { $0.frame == frame })
    #expect(views.last?.layer.cornerRadius == 20)
    #expect((views[2] as? UISlider)?.value == 0)
    #expect((views[2] as? UISlider)?.maximumValue == 1)
  }
}

@MainActor
@Suite struct UIKitDiagnosticNamesTests {
  // Diagnostics name a UIViewController's views by the UIKit classes its author wrote
  // (UILabel, not HeadlessKit's Label); a HeadlessKit controller's views keep
  // HeadlessKit's names.
  @Test func viewsOfAUIViewControllerAreNamedAsUIKitNamesThem() {
    final class Greeting: UIViewController {
      let label = UILabel()
      override func viewDidLoad() {
        super.viewDidLoad()
        label.accessibilityIdentifier = "greeting"
        view.addSubview(label)
      }
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        label.text = traitCollection.userInterfaceStyle == .dark ? "Good night" : "Good day!!"
      }
    }
    let host = TestHost()
    host.show(Greeting())
    let ran = host.setTraits { $0.userInterfaceStyle = .dark }.map(\.description)
    #expect(ran.contains("UILabel(greeting).draw(in:)"))
    #expect(ran.contains("Greeting.viewWillLayoutSubviews()"))
    // The tree names them so too (UIKit's recursiveDescription names UIKit's classes).
    #expect(host.view("greeting")?.treeDescription().hasPrefix("UILabel#greeting ") == true)

    final class Plain: Controller {
      let label = Label()
      override func didLoad() {
        label.identifier = "plain"
        view.addSubview(label)
      }
    }
    let other = TestHost()
    other.show(Plain())
    other.view("plain")?.setNeedsDisplay()
    var names: [String] = []
    other.application.onPassFinished = { summary in names = summary.runs.map(\.description) }
    other.flush()
    #expect(names == ["Label(plain).draw(in:)"])
    #expect(other.view("plain")?.treeDescription().hasPrefix("Label#plain ") == true)
  }
}
