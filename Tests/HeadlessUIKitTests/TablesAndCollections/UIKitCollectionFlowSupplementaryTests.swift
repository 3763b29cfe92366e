import HeadlessKitTesting
import HeadlessUIKit
import Testing

// A flow layout's section headers and footers: headerReferenceSize and
// footerReferenceSize give every section a header above and a footer below its items,
// whose views the data source makes for elementKindSectionHeader and
// elementKindSectionFooter.

private final class Caption: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Two sections of 4 tiles of 100 x 100: 3 a line in 390 points, so 2 lines, 210 high.
private final class CaptionedGrid: NSObject, UICollectionViewDataSource {
  var asked: [String] = []

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "caption", for: indexPath)
    let footer = kind == UICollectionView.elementKindSectionFooter
    asked.append("\(footer ? "footer" : "header") \(indexPath.section)")
    (view as? Caption)?.label.text = "\(footer ? "Footer" : "Header") \(indexPath.section)"
    return view
  }
}

@MainActor
@Suite struct UIKitCollectionFlowSupplementaryTests {
  /// headerReferenceSize and footerReferenceSize
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize,
  /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize):
  /// each section is its header (30), its items (210), its footer (20); the views come
  /// from collectionView(_:viewForSupplementaryElementOfKind:at:)
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:))
  /// and supplementaryView(forElementKind:at:) returns them
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)).
  @Test func headersAndFootersOfReferenceSize() throws {
    let source = CaptionedGrid()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        Caption.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "caption")
    }
    collectionView.dataSource = source
    let controller = UIViewController()
    controller.view.addSubview(collectionView)
    let host = TestHost()
    host.show(controller)
    // Two sections of 30 + 210 + 20.
    #expect(collectionView.contentSize.height == 520)
    let firstFooter = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0)) as? Caption)
    #expect(firstFooter.label.text == "Footer 0")
    #expect(firstFooter.frame == CGRect(x: 0, y: 240, width: 390, height: 20))
    let secondHeader = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)) as? Caption)
    #expect(secondHeader.frame == CGRect(x: 0, y: 260, width: 390, height: 30))
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 290)
    #expect(host.staticTexts["Footer 1"].exists)
    #expect(host.staticTexts["Header 0"].exists)
  }
}
