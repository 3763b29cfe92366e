import HeadlessUIKit
import Testing

// A collection view cell as public iOS code writes it: UICollectionViewCell has no
// `textLabel`, `detailTextLabel` or `imageView`
// (https://developer.apple.com/documentation/uikit/uicollectionviewcell), so a subclass
// declares its own under those names. UITableViewCell's are UIKit's
// (https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel).

private final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()
  let textLabel = UILabel()
  let detailTextLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    for view in [imageView, textLabel, detailTextLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor struct UIKitCollectionCellNamesTests {
  @Test func aCollectionCellSubclassDeclaresItsOwnTextLabelAndImageView() {
    let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
    cell.textLabel.text = "Lake"
    cell.detailTextLabel.text = "2 photos"
    let contents = cell.contentView.subviews
    #expect(contents.contains { $0 === cell.imageView })
    #expect(contents.contains { $0 === cell.textLabel })
    #expect(contents.contains { $0 === cell.detailTextLabel })
    #expect(cell.textLabel.text == "Lake")
  }

  @Test func aTableCellKeepsUIKitsTextLabel() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    #expect(cell.textLabel?.text == "Title")
    #expect(cell.detailTextLabel?.text == "Detail")
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
  }
}
