import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIKit's classes are NSObject subclasses, and code relies on it: the initializer shapes
// Objective-C's import gives them, identity equality and hashing, `isEqual(_:)`, `hash`.
// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)

/// The custom view every UIKit tutorial writes: both designated initializers overridden,
/// each running `commonInit()`.
private final class CardView: UIView {
  private(set) var commonInitRuns = 0
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func commonInit() {
    commonInitRuns += 1
    backgroundColor = .systemBackground
    addSubview(titleLabel)
  }
}

/// A view declaring its own `init()` without `override`, as UIKit's imported `init()` is
/// a convenience initializer.
private final class SpinnerView: UIView {
  let isSetUp: Bool
  init() {
    isSetUp = true
    super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  }
  required init?(coder: NSCoder) { nil }
}

/// A label subclass overriding `init(frame:)`, as padded labels do.
private final class PaddedLabel: UILabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    numberOfLines = 0
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A controller declaring `init()` without `override`.
private final class ProfileViewController: UIViewController {
  let userID: Int
  init() {
    userID = 7
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) {
    userID = 0
    super.init(coder: coder)
  }
}

/// A cell that works from code and from an archive: `super.init(coder:)`, then
/// `commonInit()`.
private final class ArchivedCell: UITableViewCell {
  private(set) var didCommonInit = false
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    commonInit()
  }
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }
  private func commonInit() {
    didCommonInit = true
    textLabel?.text = "Archived"
  }
}

/// A button overriding the state properties UIKit lets subclasses override, as pressed
/// effects do: https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
private final class PressableButton: UIButton {
  private(set) var highlightChanges: [Bool] = []
  override var isHighlighted: Bool {
    didSet { highlightChanges.append(isHighlighted) }
  }
  override var isEnabled: Bool {
    didSet { alpha = isEnabled ? 1 : 0.5 }
  }
}

/// A view overriding `tintColor`, `backgroundColor` and `intrinsicContentSize`.
private final class TintedBadge: UIView {
  override var tintColor: UIColor! {
    get { .systemPink }
    set { super.tintColor = newValue }
  }
  override var backgroundColor: UIColor? {
    didSet { layer.cornerRadius = backgroundColor == nil ? 0 : 4 }
  }
  override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }
}

/// UIKit's bar items are not final: apps subclass them.
private final class BadgeBarButtonItem: UIBarButtonItem {
  var badge = 0
}

/// Nor are its images (https://developer.apple.com/documentation/uikit/uiimage: `class
/// UIImage`, an `NSObject` subclass).
private final class TaggedImage: UIImage, @unchecked Sendable {
  var tag = 0
}

/// A model value holding UIKit objects, as apps' diffable items do: its `Hashable`
/// conformance is synthesized.
private struct Swatch: Hashable {
  let name: String
  let color: UIColor
  let view: UIView
}

@MainActor
@Suite struct UIKitObjectModelTests {
  @Test func cardViewMadeWithInitRunsTheSubclassesInitFrame() {
    let card = CardView()
    #expect(card.commonInitRuns == 1)
    #expect(card.frame == .zero)
    #expect(card.subviews.first === card.titleLabel)
  }

  @Test func viewSubclassDeclaresInitWithoutOverride() {
    let spinner = SpinnerView()
    #expect(spinner.isSetUp)
    #expect(spinner.bounds.width == 40)
  }

  @Test func labelSubclassOverridingInitFrameIsMadeWithInit() {
    #expect(PaddedLabel().numberOfLines == 0)
  }

  @Test func controllerSubclassDeclaresInitWithoutOverride() {
    let profile = ProfileViewController()
    #expect(profile.userID == 7)
    let host = TestHost()
    host.show(profile)
    #expect(profile.view.window != nil)
  }

  /// Apple: `init?(coder:)` "returns an object initialized from data in a given
  /// unarchiver"; there are no archives, so the object is made as from code.
  @Test func controllerMadeFromCoderLoadsAWorkingView() throws {
    let controller = try #require(ProfileViewController(coder: NSCoder()))
    #expect(controller.userID == 0)
    #expect(controller.view.bounds.width > 0)
  }

  @Test func cellMadeFromCoderRunsCommonInit() throws {
    let cell = try #require(ArchivedCell(coder: NSCoder()))
    #expect(cell.didCommonInit)
    #expect(cell.textLabel?.text == "Archived")
  }

  @Test func tableAndCollectionViewsMadeFromCoderWork() throws {
    let table = try #require(UITableView(coder: NSCoder()))
    #expect(table.style == .plain)
    let cell = try #require(UICollectionViewCell(coder: NSCoder()))
    #expect(cell.contentView.superview === cell)
  }

  /// NSObject's `isEqual(_:)` and `hash` are identity: `firstIndex(of:)` finds the very
  /// controller, and a set holds two equal-looking views twice.
  @Test func controllersCompareByIdentity() {
    let first = UIViewController()
    let second = UIViewController()
    let controllers = [first, second]
    #expect(controllers.firstIndex(of: second) == 1)
    #expect(first != second)
    #expect(first.isEqual(first))
    #expect(!first.isEqual(second))
  }

  @Test func viewsHashByIdentity() {
    let a = UIView()
    let b = UIView()
    let views: Set<UIView> = [a, b, a]
    #expect(views.count == 2)
    #expect(a.hash == a.hash)
    #expect(views.contains(b))
  }

  /// UIColor's `isEqual(_:)` compares colours by value, so two colours made alike are
  /// equal: https://developer.apple.com/documentation/uikit/uicolor
  @Test func hashableModelHoldingUIKitObjectsSynthesizes() {
    let view = UIView()
    let red = Swatch(name: "red", color: UIColor(red: 1, green: 0, blue: 0, alpha: 1), view: view)
    let sameRed = Swatch(
      name: "red", color: UIColor(red: 1, green: 0, blue: 0, alpha: 1), view: view)
    let otherView = Swatch(name: "red", color: .red, view: UIView())
    #expect(red == sameRed)
    #expect(red != otherView)
    #expect(Set([red, sameRed, otherView]).count == 2)
  }

  @Test func overriddenControlStatePropertiesRunTheirObservers() {
    let button = PressableButton()
    button.isHighlighted = true
    button.isHighlighted = false
    button.isEnabled = false
    #expect(button.highlightChanges == [true, false])
    #expect(button.alpha == 0.5)
  }

  @Test func overriddenViewPropertiesAreUsed() {
    let badge = TintedBadge()
    badge.backgroundColor = .systemBlue
    #expect(badge.tintColor == .systemPink)
    #expect(badge.layer.cornerRadius == 4)
    #expect(badge.intrinsicContentSize == CGSize(width: 20, height: 20))
  }

  @Test func barButtonItemsCanBeSubclassedAndCompareByIdentity() {
    let item = BadgeBarButtonItem(title: "Inbox")
    item.badge = 3
    let items: [UIBarButtonItem] = [UIBarButtonItem(title: "Edit"), item]
    #expect(items.firstIndex(of: item) == 1)
    #expect(item.title == "Inbox")
  }

  @Test func imagesAreHashable() throws {
    let star = try #require(UIImage(systemName: "star"))
    let sameStar = try #require(UIImage(systemName: "star"))
    let heart = try #require(UIImage(systemName: "heart"))
    #expect(Set([star, sameStar, heart]).count == 2)
  }

  /// `#imageLiteral(resourceName:)` makes a `UIImage` and `#colorLiteral` a `UIColor`, as
  /// UIKit's `_ImageLiteralType` and `_ColorLiteralType` make them; an image is an
  /// `NSObject` that a subclass may extend.
  @Test func literalsMakeUIKitImagesAndColors() {
    let logo = #imageLiteral(resourceName: "logo")
    #expect(logo.name == "logo")
    let red = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let view = UIView()
    view.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
    #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    let image: NSObject = TaggedImage(imageLiteralResourceName: "badge")
    #expect(image.isEqual(UIImage(imageLiteralResourceName: "badge")))
    #expect((image as? TaggedImage)?.tag == 0)
  }
}
