import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// A file may import HeadlessKit and HeadlessUIKit together: each name means one thing.
@MainActor
@Suite struct BothModulesTests {
  @Test func uikitsFailableColorInitializerNeedsNoContextualType() {
    let coral = UIColor(named: "sage")
    #expect(coral != nil)
    #expect(UIColor(named: "no-such-colour") == nil, "UIKit's init(named:) is failable")
    let palette: Color = Color(named: "sage")
    // Within 8 bits: another test may have added a catalog that defines the name.
    #expect(abs((coral?.green ?? 0) - palette.green) < 1.0 / 255)
  }

  @Test func eachModuleSpellsItsOwnContainerLookups() {
    let plain = Controller()
    let navigation = NavigationController(rootController: plain)
    let uikit = UIViewController()
    let uiNavigation = UINavigationController(rootViewController: uikit)
    let found: NavigationController? = plain.enclosingNavigationController
    let uikitFound: UINavigationController? = uikit.navigationController
    #expect(found === navigation)
    #expect(uikitFound === uiNavigation)
    #expect(uikit.enclosingNavigationController == nil, "a UINavigationController is UIKit's")
  }

  @Test func eachModuleKeepsItsOwnValueTypes() {
    let slider: Double = Slider(value: 0.5).value
    let uiSlider: Float = UISlider().value
    let text: String = TextField(text: "a").text
    let uiText: String? = UITextField().text
    let cell = ListCell(style: .subtitle)
    let uiCell = UITableViewCell(style: .subtitle, reuseIdentifier: "x")
    #expect(slider == 0.5)
    #expect(uiSlider == 0)
    #expect(text == "a")
    #expect(uiText == "")
    #expect(cell.reuseIdentifier == nil)
    #expect(uiCell.reuseIdentifier == "x")
  }
}
