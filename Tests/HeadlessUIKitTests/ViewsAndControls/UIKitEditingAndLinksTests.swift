import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIKitEditingAndLinksTests {
  // UICollectionViewCell.isSelected is open and settable
  // (https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected):
  // a subclass observes selection by overriding it.
  final class BorderedCell: UICollectionViewCell {
    var seen: [Bool] = []
    override var isSelected: Bool {
      didSet { seen.append(isSelected) }
    }
  }

  final class Grid: UIViewController, UICollectionViewDataSource {
    lazy var collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    override func loadView() { view = collection }
    override func viewDidLoad() {
      super.viewDidLoad()
      collection.register(BorderedCell.self, forCellWithReuseIdentifier: "cell")
      collection.dataSource = self
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func aCellSubclassObservesItsSelection() throws {
    let grid = Grid()
    let host = TestHost()
    host.show(grid)
    grid.collection.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    host.flush()
    let cell = try #require(
      grid.collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? BorderedCell)
    #expect(cell.isSelected)
    #expect(cell.seen.last == true)
  }

  // editButtonItem (https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem):
  // "toggles its title and associated state between Edit and Done", calling
  // setEditing(_:animated:); a table view controller's setEditing sets its table's.
  final class List: UITableViewController {
    var editingCalls: [Bool] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      editingCalls.append(editing)
    }
  }

  @Test func theEditButtonTogglesEditing() {
    let list = List(style: .plain)
    let host = TestHost()
    host.show(list)
    let item = list.editButtonItem
    #expect(item === list.editButtonItem)
    #expect(item.title == "Edit")
    item.primaryAction?.perform(withSender: item, target: nil)
    #expect(list.isEditing)
    #expect(list.tableView.isEditing)
    #expect(item.title == "Done")
    #expect(item.style == .done)
    list.isEditing = false
    #expect(list.editingCalls == [true, false])
    #expect(item.title == "Edit")
    #expect(!list.tableView.isEditing)
  }

  // textView(_:shouldInteractWith:in:interaction:)
  // (https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:interaction:)-...):
  // returning true lets the text view open the URL.
  final class LinkDelegate: NSObject, UITextViewDelegate {
    var allow = false
    var asked: [NSRange] = []
    func textView(
      _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool {
      asked.append(characterRange)
      return allow
    }
  }

  @Test func tappingALinkAsksTheDelegateThenOpensTheURL() throws {
    let url = try #require(URL(string: "https://example.com"))
    let text = NSMutableAttributedString(string: "Read more at ")
    text.append(NSAttributedString(string: "example.com", attributes: [.link: url]))
    let view = UITextView()
    view.attributedText = text
    view.dataDetectorTypes = [.link]
    let delegate = LinkDelegate()
    view.delegate = delegate
    let before = UIApplication.shared.headless.openedURLs.count
    #expect(view.tapLink(url))
    #expect(delegate.asked == [NSRange(location: 13, length: 11)])
    #expect(UIApplication.shared.headless.openedURLs.count == before)
    delegate.allow = true
    view.tapLink(url)
    #expect(UIApplication.shared.headless.openedURLs.last == url)
    #expect(!view.tapLink(try #require(URL(string: "https://other.example"))))
    #expect(view.dataDetectorTypes == .link)
  }

  // UIActivityIndicatorView.init(style:)
  // (https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)).
  @Test func anIndicatorMadeInAStyleKeepsIt() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.style == .large)
    #expect(!spinner.isAnimating)
    spinner.color = .red
    #expect(spinner.color == UIColor.red)
    #expect(UIActivityIndicatorView().style == .medium)
  }
}

// CALayer.cornerCurve (https://developer.apple.com/documentation/quartzcore/calayer/cornercurve):
// `.circular` by default; and maskedCorners
// (https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners): all four.
@MainActor
@Suite struct UIKitLayerCornerTests {
  @Test func cornersDefaultAsCoreAnimationsAndKeepWhatIsSet() {
    let view = UIView()
    #expect(view.layer.cornerCurve == .circular)
    #expect(view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
    view.layer.cornerCurve = .continuous
    view.layer.maskedCorners = [.layerMinXMinYCorner]
    #expect(view.layer.cornerCurve == .continuous)
    #expect(view.layer.maskedCorners == [.layerMinXMinYCorner])
  }
}

// UIControl.effectiveContentHorizontalAlignment
// (https://developer.apple.com/documentation/uikit/uicontrol/effectivecontenthorizontalalignment):
// leading and trailing resolved by the layout direction.
@MainActor
@Suite struct UIKitControlAlignmentTests {
  @Test func leadingResolvesByLayoutDirection() {
    let button = UIButton(type: .system)
    #expect(button.contentHorizontalAlignment == .center)
    button.contentHorizontalAlignment = .leading
    #expect(button.effectiveContentHorizontalAlignment == .left)
    button.semanticContentAttribute = .forceRightToLeft
    #expect(button.effectiveContentHorizontalAlignment == .right)
    button.contentVerticalAlignment = .top
    #expect(button.contentVerticalAlignment == .top)
  }
}
