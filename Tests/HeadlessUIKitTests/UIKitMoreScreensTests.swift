import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// The screens of UIKitScreensMore.swift, tested as their scratch package tested them.

@MainActor
@Suite struct UIKitMoreScreensTests {
  @Test func profileHeaderStacksAndAdjustsToTheTextSize() {
    let screen = ProfileStackViewController()
    let host = TestHost()
    host.show(screen)
    let header = screen.header
    // Margins 16 at a root view's sides: 358 wide; the avatar centred, 64 x 64.
    #expect(header.frame.minX == 16 && header.frame.width == 358)
    #expect(header.avatar.frame.size == CGSize(width: 64, height: 64))
    #expect(header.avatar.frame.midX == 179)
    #expect(header.nameLabel.font.pointSize == 17)
    host.setTraits { $0.preferredContentSizeCategory = .extraLarge }
    #expect(header.nameLabel.font.pointSize == 19)
    #expect(header.bioLabel.font.pointSize == 15, "no adjustsFontForContentSizeCategory")
  }

  @Test func settingsShowSectionsSwitchesAndOpenGeneralRows() {
    let screen = DiffableSettingsViewController()
    let host = TestHost()
    host.show(screen)
    #expect(host.view(withText: "General") != nil && host.view(withText: "Privacy") != nil)
    #expect(screen.switches.keys.sorted() == ["Analytics", "Location"])
    let location = screen.switches["Location"]!
    #expect(location.frame.maxX == 374)
    screen.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    screen.tableView.tapRow(at: IndexPath(row: 0, section: 1))
    #expect(screen.opened == ["About"])
    #expect(screen.tableView.indexPathForSelectedRow == nil, "the delegate deselects")
  }

  @Test func theLibraryTabPushesABook() {
    let tabs = MainTabBarController()
    let host = TestHost()
    host.show(tabs)
    #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Library", "Settings"])
    #expect(tabs.viewControllers?[1].tabBarItem.badgeValue == "1")
    let navigation = tabs.viewControllers?[0] as? UINavigationController
    let library = navigation?.topViewController as? LibraryViewController
    #expect(library?.collectionView.visibleCells.count == 3)
    library?.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    host.flush()
    #expect(navigation?.topViewController?.title == "Dune")
    #expect(host.view(withText: "Dune") != nil)
  }

  @Test func signingInTypesBothFieldsAndTheSliderSetsTheVolume() {
    let host = TestHost()
    let signIn = SignInViewController()
    host.show(signIn)
    #expect(signIn.usernameField.text == "" && signIn.volumeSlider.value == 0.5)
    #expect(host.type("username", "kim"))
    #expect(host.pressReturn("username"))
    #expect(signIn.passwordField.isFirstResponder)
    #expect(host.type("password", "secret"))
    #expect(host.pressReturn("password"))
    #expect(signIn.submitted == "kim:6")
    #expect(signIn.statusLabel.text == "Signed in as kim")
    #expect(host.slide("volume", to: 0.25))
    #expect(signIn.volume == 0.25)
    #expect(signIn.accounts.visibleCells.count == 2)
    let first = signIn.accounts.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(first?.textLabel?.text == "kim" && first?.detailTextLabel?.text == "remembered")
    #expect(signIn.usernameField.frame.minY >= 20)
    #expect(signIn.passwordField.frame.minY == signIn.usernameField.frame.maxY + 12)
  }
}
