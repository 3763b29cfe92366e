import HeadlessKitTesting
import HeadlessUIKit
import Testing

// List content views and configurations, and custom configurations in collection list
// cells and table section headers, as public iOS code writes them.

/// A contact row: a name and a status line, whose colour follows the cell's state.
private struct ContactConfiguration: UIContentConfiguration, Hashable {
  var name = ""
  var status = ""
  var isHighlighted = false

  func makeContentView() -> any UIView & UIContentView { ContactView(configuration: self) }

  func updated(for state: any UIConfigurationState) -> ContactConfiguration {
    var updated = self
    if let state = state as? UICellConfigurationState {
      updated.isHighlighted = state.isSelected || state.isHighlighted
    }
    return updated
  }
}

private final class ContactView: UIView, UIContentView {
  let nameLabel = UILabel()
  let statusLabel = UILabel()

  var configuration: any UIContentConfiguration {
    didSet { apply() }
  }

  init(configuration: ContactConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    let stack = UIStackView(arrangedSubviews: [nameLabel, statusLabel])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    apply()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func apply() {
    guard let configuration = configuration as? ContactConfiguration else { return }
    nameLabel.text = configuration.name
    statusLabel.text = configuration.status
    statusLabel.textColor = configuration.isHighlighted ? .systemBlue : .secondaryLabel
  }
}

/// A list cell that builds its configuration in `updateConfiguration(using:)`, as WWDC's
/// "Modern cell configuration" shows.
private final class ContactCell: UICollectionViewListCell {
  var contact: (name: String, status: String)? {
    didSet { setNeedsUpdateConfiguration() }
  }
  private(set) var updates = 0

  override func updateConfiguration(using state: UICellConfigurationState) {
    updates += 1
    guard let contact else { return }
    contentConfiguration = ContactConfiguration(name: contact.name, status: contact.status)
      .updated(for: state)
  }
}

private enum Section: Hashable, Sendable { case main }

private final class ContactsController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  var statuses = ["Ada": "Online", "Grace": "Away"]

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<ContactCell, String> {
      [unowned self] cell, _, name in
      cell.contact = (name, statuses[name] ?? "")
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["Ada", "Grace"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// A table whose section header shows a custom configuration.
private final class SectionedController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }

  override func tableView(
    _ tableView: UITableView, viewForHeaderInSection section: Int
  ) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    header?.contentConfiguration = ContactConfiguration(name: "Team", status: "3 people")
    return header
  }

  override func tableView(
    _ tableView: UITableView, heightForHeaderInSection section: Int
  ) -> CGFloat { 60 }
}

@MainActor
@Suite struct UIKitListContentViewTests {
  private func contactView(
    in cell: UICollectionViewCell?, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ContactView {
    let views = cell?.contentView.subviews.compactMap { $0 as? ContactView } ?? []
    #expect(views.count == 1, sourceLocation: sourceLocation)
    return try #require(views.first, sourceLocation: sourceLocation)
  }

  /// UICollectionViewListCell.updateConfiguration(using:)
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:))
  /// sets a custom configuration; setNeedsUpdateConfiguration()
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration())
  /// runs it again, and the configuration reaches the view made the first time
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k).
  @Test func aListCellBuildsItsCustomConfigurationInUpdateConfiguration() throws {
    let screen = ContactsController()
    let host = TestHost()
    host.show(screen)
    let cell = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    let view = try contactView(in: cell)
    #expect(view.nameLabel.text == "Ada")
    #expect(view.statusLabel.textColor == .secondaryLabel)
    #expect(host.staticTexts["Online"].exists)
    let contactCell = try #require(cell as? ContactCell)
    let updates = contactCell.updates
    contactCell.contact = ("Ada", "Busy")
    host.flush()
    #expect(contactCell.updates == updates + 1)
    #expect(try contactView(in: cell) === view)
    #expect(view.statusLabel.text == "Busy")
    screen.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    host.flush()
    #expect(cell?.isSelected == true)
    #expect(try contactView(in: cell) === view)
    #expect(view.statusLabel.textColor == .systemBlue, "updated(for:) saw isSelected")
  }

  /// configurationUpdateHandler runs with the cell's state after each change
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-swift.property),
  /// and can set a custom configuration too.
  @Test func aConfigurationUpdateHandlerSetsACustomConfiguration() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    cell.configurationUpdateHandler = { cell, state in
      cell.contentConfiguration = ContactConfiguration(
        name: "Linus", status: state.isHighlighted ? "Pressed" : "Idle")
    }
    let holder = UIViewController()
    holder.view.addSubview(cell)
    let host = TestHost()
    host.show(holder)
    let view = try contactView(in: cell)
    #expect(view.statusLabel.text == "Idle")
    #expect(view.frame == CGRect(x: 0, y: 0, width: cell.contentView.bounds.width, height: 60))
    cell.isHighlighted = true
    host.flush()
    #expect(try contactView(in: cell) === view)
    #expect(view.statusLabel.text == "Pressed")
  }

  /// UITableViewHeaderFooterView.contentConfiguration
  /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-6b4eg):
  /// a custom configuration's view fills the header; a list configuration set later
  /// replaces it with the header's labels.
  @Test func aSectionHeaderShowsACustomConfiguration() throws {
    let screen = SectionedController(style: .plain)
    let host = TestHost()
    host.show(screen)
    let header = try #require(screen.tableView.headerView(forSection: 0))
    let views = header.contentView.subviews.compactMap { $0 as? ContactView }
    let view = try #require(views.first)
    #expect(views.count == 1)
    #expect(view.frame == header.contentView.bounds)
    #expect(header.bounds.height == 60)
    #expect(host.staticTexts["3 people"].exists)
    var content = header.defaultContentConfiguration()
    content.text = "Everyone"
    header.contentConfiguration = content
    host.flush()
    #expect(view.superview == nil)
    #expect(header.textLabel?.text == "Everyone")
    #expect(!host.staticTexts["3 people"].exists)
  }

  /// UIListContentView(configuration:)
  /// (https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:))
  /// lays out the image, then the text with the secondary text beneath it (a subtitle
  /// cell), inside the configuration's margins; the layout guides follow each part
  /// (https://developer.apple.com/documentation/uikit/uilistcontentview/textlayoutguide).
  @Test func aListContentViewPlacesImageTextAndSubtitle() throws {
    var content = UIListContentConfiguration.subtitleCell()
    content.image = UIImage(systemName: "star")
    content.text = "Favorites"
    content.secondaryText = "12 items"
    let view = UIListContentView(configuration: content)
    let host = showInPlainController(view, frame: CGRect(x: 0, y: 0, width: 320, height: 80))
    let image = try #require(view.imageLayoutGuide?.layoutFrame)
    let text = try #require(view.textLayoutGuide?.layoutFrame)
    let secondary = try #require(view.secondaryTextLayoutGuide?.layoutFrame)
    #expect(image.minX == 16, "the configuration's leading margin")
    #expect(image.midY == 40, "centred vertically")
    #expect(text.minX == image.maxX + content.imageToTextPadding)
    #expect(abs(text.maxX - (320 - 16)) < 0.01)
    #expect(secondary.minX == text.minX)
    #expect(secondary.minY == text.maxY + content.textToSecondaryTextVerticalPadding)
    #expect(abs((text.minY + secondary.maxY) / 2 - 40) < 0.5, "the texts centred as one")
    #expect(host.staticTexts["Favorites"].exists)
    #expect(host.staticTexts["12 items"].exists)
    #expect((view.configuration as? UIListContentConfiguration)?.text == "Favorites")
  }

  /// A configuration without secondary text or image removes their guides ("the system
  /// removes this layout guide from the view",
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/secondarytextlayoutguide);
  /// a nil text clears the text.
  @Test func clearingTextAndImageRemovesThemAndTheirGuides() throws {
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(systemName: "star")
    content.text = "Title"
    content.secondaryText = "Detail"
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let holder = UIViewController()
    holder.view.addSubview(view)
    let host = TestHost()
    host.show(holder)
    let textGuide = try #require(view.textLayoutGuide)
    #expect(view.layoutGuides.contains { $0 === textGuide })
    content.image = nil
    content.secondaryText = nil
    view.configuration = content
    host.flush()
    #expect(view.imageLayoutGuide == nil)
    #expect(view.secondaryTextLayoutGuide == nil)
    #expect(view.textLayoutGuide === textGuide, "the text's guide stays")
    #expect(view.textLayoutGuide?.layoutFrame.minX == 16, "the text moves to the margin")
    #expect(!host.staticTexts["Detail"].exists)
    content.text = nil
    view.listConfiguration = content
    host.flush()
    #expect(view.textLayoutGuide == nil)
    #expect(!view.layoutGuides.contains { $0 === textGuide })
    #expect(!host.staticTexts["Title"].exists)
  }

  /// valueCell() puts the secondary text beside the text, at the trailing edge
  /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell(),
  /// prefersSideBySideTextAndSecondaryText,
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext);
  /// makeContentView() makes a UIListContentView, which supports only list
  /// configurations (https://developer.apple.com/documentation/uikit/uilistcontentview/supports(_:)).
  @Test func aValueCellConfigurationPutsTheValueAtTheTrailingEdge() throws {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Version"
    content.secondaryText = "2.1"
    #expect(content.prefersSideBySideTextAndSecondaryText)
    let view = try #require(content.makeContentView() as? UIListContentView)
    #expect(view.supports(UIListContentConfiguration.cell()))
    #expect(!view.supports(ContactConfiguration()))
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let holder = UIViewController()
    holder.view.addSubview(view)
    let host = TestHost()
    host.show(holder)
    let text = try #require(view.textLayoutGuide?.layoutFrame)
    let value = try #require(view.secondaryTextLayoutGuide?.layoutFrame)
    #expect(text.minX == 16)
    #expect(abs(value.maxX - (320 - 16)) < 0.01)
    #expect(value.minX >= text.maxX + content.textToSecondaryTextHorizontalPadding)
    #expect(text.midY == value.midY)
  }

  /// A list content view sizes itself to its content when nothing fixes its height:
  /// "its height adjusts dynamically according to its width and the space it needs"
  /// (https://developer.apple.com/documentation/uikit/uilistcontentview).
  @Test func aListContentViewIsAsTallAsItsContentAndMargins() throws {
    var content = UIListContentConfiguration.cell()
    content.text = "One line"
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 10, trailing: 20)
    let view = UIListContentView(configuration: content)
    view.translatesAutoresizingMaskIntoConstraints = false
    let holder = UIViewController()
    holder.view.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: holder.view.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: holder.view.trailingAnchor),
      view.topAnchor.constraint(equalTo: holder.view.topAnchor, constant: 100),
    ])
    let host = TestHost()
    host.show(holder)
    let text = try #require(view.textLayoutGuide?.layoutFrame)
    #expect(text.height > 0)
    #expect(view.frame.height == text.height + 20)
    #expect(text.minX == 20)
  }

  /// A list configuration in a table cell shows its image before the text
  /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image),
  /// and setting the text or image to nil clears them.
  @Test func aListConfigurationsImageAndTextInATableCell() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    var content = cell.defaultContentConfiguration()
    content.image = UIImage(systemName: "star")
    content.text = "Starred"
    cell.contentConfiguration = content
    let holder = UIViewController()
    holder.view.addSubview(cell)
    let host = TestHost()
    host.show(holder)
    #expect(host.staticTexts["Starred"].exists)
    #expect(abs(cell.label.frame.minX - (16 + 24 + 16)) < 0.01, "the text moves past the image")
    content.image = nil
    content.text = nil
    cell.contentConfiguration = content
    host.flush()
    #expect(!host.staticTexts["Starred"].exists)
    #expect(cell.label.frame.minX == 16)
  }

  /// The factory configurations Apple lists
  /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct):
  /// headers and footers draw secondary text, a value cell places it beside the text.
  @Test func theFactoryConfigurationsHaveTheirStyles() {
    #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
    #expect(UIListContentConfiguration.plainFooter().textProperties.color == .secondaryLabel)
    #expect(
      UIListContentConfiguration.plainFooter().textProperties.font.pointSize
        < UIListContentConfiguration.cell().textProperties.font.pointSize)
    #expect(UIListContentConfiguration.sidebarCell().textProperties.color == .label)
    #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    #expect(UIListContentConfiguration.cell().secondaryTextProperties.color == .secondaryLabel)
    #expect(
      UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize
        > UIListContentConfiguration.groupedHeader().textProperties.font.pointSize)
    var text = UIListContentConfiguration.cell().textProperties
    text.colorTransformer = .grayscale
    #expect(text.resolvedColor() == UIConfigurationColorTransformer.grayscale(.label))
    #expect(UIListContentConfiguration.cell() == UIListContentConfiguration.cell())
  }
}
