import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

/// ``RedeclarableMembers``: a subclass's own property named like a HeadlessKit member is
/// the subclass's; the engine and lookups read the class's storage.
@MainActor
@Suite struct RedeclarableMembersTests {
  final class CardCell: ListCell {
    let label = Label()
    var identifier = 0
    var style = "card"
    var indexPath = "none"
  }

  final class TagButton: Button {
    var title = 3
    var image = false
  }

  final class Badge: View {
    var shadow = "soft"
    var identifier: UUID?
  }

  @Test func aCellsOwnLabelIsNotTheCellsTextLabel() {
    let cell = CardCell(style: .subtitle)
    cell.label.text = "own"
    (cell as ListCell).label.text = "text"
    cell.identifier = 7
    #expect(cell.label.text == "own")
    #expect((cell as ListCell).label.text == "text")
    #expect((cell as ListCell).style == .subtitle)
    #expect((cell as ListCell).detailLabel != nil)
    #expect((cell as ListCell).indexPath == nil)
    #expect(cell.style == "card" && cell.indexPath == "none" && cell.identifier == 7)
    #expect((cell as ListCell).label.superview === cell)
    #expect(cell.label.superview == nil)
  }

  @Test func aButtonDrawsItsStoredTitleNotTheSubclasssProperty() {
    let button = TagButton(title: "Tag")
    button.title = 4
    button.frame = Rect(x: 0, y: 0, width: 120, height: 44)
    let root = Controller()
    root.view.addSubview(button)
    let host = TestHost()
    host.show(root)
    #expect((button as Button).title == "Tag")
    #expect((button as Button).image == nil)
    #expect(button.title == 4 && !button.image)
    #expect(host.window.renderSVG().contains("Tag"))
  }

  @Test func lookupsReadTheViewsIdentifierNotTheSubclasss() {
    let root = View()
    let badge = Badge()
    badge.identifier = UUID()
    (badge as View).identifier = "badge"
    (badge as View).shadow = Shadow(opacity: 0.3)
    root.addSubview(badge)
    #expect(root.view(withIdentifier: "badge") === badge)
    #expect(root.firstView(withIdentifier: "badge") === badge)
    #expect(badge.shadow == "soft")
    #expect((badge as View).shadow == Shadow(opacity: 0.3))
  }
}
