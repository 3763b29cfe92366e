import HeadlessPort
import Testing

/// Initializer spellings UIKit accepts through Objective-C import and Swift rejects
/// against HeadlessUIKit: `override` added where HeadlessUIKit's class declares a
/// designated `init()` (`NSObject`, gesture recognizers), dropped where it has none
/// (views, and controllers, whose `init()` is a convenience one as UIKit's imported
/// initializer is) (issue #36 item 1).
@Suite struct InitializerRuleTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "a controller's override init() loses its override",
      """
      final class Screen: UIViewController {
        override init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
      }
      """,
      """
      final class Screen: UIViewController {
        init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
      }
      """),
    RuleCase(
      "a controller's init() without override is left as written",
      "class Tabs: UITabBarController {\n  public init() { super.init(nibName: nil, bundle: nil) }\n}\n",
      "class Tabs: UITabBarController {\n  public init() { super.init(nibName: nil, bundle: nil) }\n}\n"
    ),
    RuleCase(
      "a view's override init() loses its override",
      """
      final class Card: UIView {
        override init() { super.init(frame: .zero) }
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      """,
      """
      final class Card: UIView {
        init() { super.init(frame: .zero) }
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      """),
    RuleCase(
      "a label subclass's override public init() loses its override",
      "class Badge: UILabel {\n  override public init() { super.init(frame: .zero) }\n}\n",
      "class Badge: UILabel {\n  public init() { super.init(frame: .zero) }\n}\n"),
    RuleCase(
      "the policy follows the app's own classes to the UIKit ancestor",
      """
      class BaseScreen: UIViewController {}
      final class Detail: BaseScreen {
        override init() { super.init(nibName: nil, bundle: nil) }
      }
      """,
      """
      class BaseScreen: UIViewController {}
      final class Detail: BaseScreen {
        init() { super.init(nibName: nil, bundle: nil) }
      }
      """),
    RuleCase(
      "an app class that declares init() itself leaves its subclasses to Swift's rules",
      """
      class BaseView: UIView {
        init() { super.init(frame: .zero) }
      }
      final class Leaf: BaseView {
        override init() { super.init() }
      }
      """,
      """
      class BaseView: UIView {
        init() { super.init(frame: .zero) }
      }
      final class Leaf: BaseView {
        override init() { super.init() }
      }
      """),
    RuleCase(
      "convenience and required initializers, calls, and classes HeadlessUIKit lacks are left",
      """
      final class A: UIViewController {
        convenience init() { self.init(nibName: nil, bundle: nil) }
      }
      final class B: UIButton {
        required init() { super.init(frame: .zero) }
      }
      final class C: SomeFrameworkView {
        init() { super.init() }
      }
      struct S {
        init() { x = Other.init() }
      }
      """,
      """
      final class A: UIViewController {
        convenience init() { self.init(nibName: nil, bundle: nil) }
      }
      final class B: UIButton {
        required init() { super.init(frame: .zero) }
      }
      final class C: SomeFrameworkView {
        init() { super.init() }
      }
      struct S {
        init() { x = Other.init() }
      }
      """),
    RuleCase(
      "a cell subclass's init() is required (tables make registered cells from their class)",
      "class Cell: UITableViewCell {\n  init() { super.init(style: .default, reuseIdentifier: nil) }\n}\n",
      "class Cell: UITableViewCell {\n  required init() { super.init(style: .default, reuseIdentifier: nil) }\n}\n"
    ),
    RuleCase(
      "a header view subclass's override init() becomes required",
      "class Header: UICollectionReusableView {\n  override init() { super.init(frame: .zero) }\n}\n",
      "class Header: UICollectionReusableView {\n  required init() { super.init(frame: .zero) }\n}\n"
    ),
    RuleCase(
      "a gesture recognizer subclass's init() gets override",
      "class Tap: UITapGestureRecognizer {\n  init() { super.init(target: nil, action: nil) }\n}\n",
      "class Tap: UITapGestureRecognizer {\n  override init() { super.init(target: nil, action: nil) }\n}\n"
    ),
  ]

  /// `super.init(coder:)` in views HeadlessUIKit gives no `init?(coder:)`.
  static let coderCases: [RuleCase] = [
    RuleCase(
      "a plain view's super.init(coder:) becomes super.init(frame: .zero)",
      """
      class TableHeaderView: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          commonInit()
        }
        required init?(coder aDecoder: NSCoder) {
          super.init(coder: aDecoder)
          commonInit()
        }
      }
      """,
      """
      class TableHeaderView: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          commonInit()
        }
        required init?(coder aDecoder: NSCoder) {
          super.init(frame: .zero)
          commonInit()
        }
      }
      """),
    RuleCase(
      "a cell's super.init(coder:) is left: HeadlessUIKit's cells have init(coder:)",
      "class Row: UITableViewCell {\n  required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n",
      "class Row: UITableViewCell {\n  required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n"
    ),
    RuleCase(
      "a subclass of an app's view keeps its super.init(coder:)",
      """
      class Card: UIView {}
      final class Badge: Card {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """,
      """
      class Card: UIView {}
      final class Badge: Card {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """),
  ]

  /// Superclass initializers UIKit declares designated and HeadlessUIKit convenience.
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  static let convenienceCases: [RuleCase] = [
    RuleCase(
      "an image view's super.init(image:) sets the image after super.init(frame: .zero)",
      """
      final class Avatar: UIImageView {
        init(name: String) {
          super.init(image: UIImage(named: name))
          layer.cornerRadius = 20
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """,
      """
      final class Avatar: UIImageView {
        init(name: String) {
          super.init(frame: .zero); self.image = UIImage(named: name)
          layer.cornerRadius = 20
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """),
    RuleCase(
      "a stack's super.init(arrangedSubviews:) adds them after super.init(frame: .zero)",
      """
      final class Row: UIStackView {
        init(views: [UIView]) {
          super.init(arrangedSubviews: views)
          spacing = 8
        }
        required init(coder: NSCoder) { fatalError() }
      }
      """,
      """
      final class Row: UIStackView {
        init(views: [UIView]) {
          super.init(frame: .zero); for view in views { addArrangedSubview(view) }
          spacing = 8
        }
        required init(coder: NSCoder) { fatalError() }
      }
      """),
    RuleCase(
      "a spinner's init() gets override and its super.init(style:) sets the style",
      """
      final class Spinner: UIActivityIndicatorView {
        init() { super.init(style: .large) }
        required init(coder: NSCoder) { fatalError() }
      }
      """,
      """
      final class Spinner: UIActivityIndicatorView {
        override init() { super.init(frame: .zero); self.style = .large }
        required init(coder: NSCoder) { fatalError() }
      }
      """),
    RuleCase(
      "an image view's super.init(frame:) is left as written",
      "class Icon: UIImageView {\n  init() { super.init(frame: .zero) }\n}\n",
      "class Icon: UIImageView {\n  init() { super.init(frame: .zero) }\n}\n"),
  ]

  @Test(arguments: cases + coderCases + convenienceCases)
  func initializerRewritesAsTabled(_ rule: RuleCase) {
    let output = portedText(rule.input)
    #expect(output == rule.output)
    #expect(portedText(output) == output, "porting the output again changes it")
  }

  @Test func eachChangeIsReportedWithItsReason() throws {
    let port = try #require(
      ported(
        "class S: UIViewController {\n  override init() { super.init(nibName: nil, bundle: nil) }\n}\n"
      )
    )
    let change = try #require(port.changes.first)
    #expect(change.line == 2)
    #expect(change.before == "override init() { super.init(nibName: nil, bundle: nil) }")
    #expect(change.after == "init() { super.init(nibName: nil, bundle: nil) }")
    #expect(change.message.hasPrefix("UIViewController has no designated init() in HeadlessUIKit"))
  }

  @Test func theSuperclassMayBeDeclaredInAnotherFile() throws {
    let results = Porter(emitsSourceLocations: false).port([
      PortSource(
        path: "Base.swift", bytes: Array("import UIKit\nclass Base: UIViewController {}\n".utf8)),
      PortSource(
        path: "Leaf.swift",
        bytes: Array(
          "final class Leaf: Base {\n  override init() { super.init(nibName: nil, bundle: nil) }\n}\n"
            .utf8)),
    ])
    let leaf = try results[1].get()
    let text = String(decoding: leaf.bytes, as: UTF8.self)
    #expect(text.contains("  init() {"))
    #expect(text.contains("override") == false)
  }
}
