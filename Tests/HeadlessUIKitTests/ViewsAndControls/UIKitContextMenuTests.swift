import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Context menus: https://developer.apple.com/documentation/uikit/uicontextmenuinteraction
// (a view's interaction asks its delegate for the configuration when the menu opens) and
// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)

private final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
  let photo = UIView()
  var chosen: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    photo.frame = CGRect(x: 20, y: 100, width: 200, height: 200)
    photo.accessibilityIdentifier = "photo"
    photo.addInteraction(UIContextMenuInteraction(delegate: self))
    view.addSubview(photo)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(
        title: "",
        children: [
          UIAction(title: "Share") { [weak self] _ in self?.chosen.append("share") },
          UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
            self?.chosen.append("delete")
          },
        ])
    }
  }
}

private final class InboxRowsController: UITableViewController {
  var deleted: [Int] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mail")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "mail", for: indexPath)
    cell.textLabel?.text = "Mail \(indexPath.row)"
    cell.accessibilityIdentifier = "mail-\(indexPath.row)"
    return cell
  }
  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard indexPath.row != 2 else { return nil }
    return UIContextMenuConfiguration(actionProvider: { _ in
      UIMenu(children: [
        UIAction(title: "Delete") { [weak self] _ in self?.deleted.append(indexPath.row) }
      ])
    })
  }
}

@MainActor
@Suite struct UIKitContextMenuTests {
  @Test func aViewsInteractionShowsItsDelegatesMenu() {
    let host = TestHost()
    let controller = PhotoController()
    host.show(controller)
    #expect(controller.photo.interactions.count == 1)
    #expect(host.openMenu("photo"))
    #expect(host.openMenuTitles == ["Share", "Delete"])
    host.chooseMenuElement(titled: "Delete")
    #expect(controller.chosen == ["delete"])

    controller.photo.removeInteraction(controller.photo.interactions[0])
    #expect(controller.photo.interactions.isEmpty)
  }

  @Test func aRowsContextMenuComesFromTheTableDelegate() {
    let host = TestHost()
    let inbox = InboxRowsController(style: .plain)
    host.show(inbox)
    host.flush()
    #expect(host.openMenu("mail-1"))
    #expect(host.openMenuTitles == ["Delete"])
    host.chooseMenuElement(titled: "Delete")
    #expect(inbox.deleted == [1])
    // A row the delegate gives no configuration opens nothing.
    #expect(!host.openMenu("mail-2"))
  }
}
