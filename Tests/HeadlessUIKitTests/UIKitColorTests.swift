import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

/// Colours from asset catalogs, as `UIColor(named:)` reads them on iOS: the test target
/// copies `Assets.xcassets` as a resource and adds it, as a package on Linux does.
// https://developer.apple.com/documentation/uikit/uicolor/init(named:)
// https://developer.apple.com/documentation/uikit/uicolor/init(named:in:compatiblewith:)
@MainActor
@Suite struct UIKitColorTests {
  init() throws {
    try UIColor.addAssetCatalogs(from: .module)
  }

  @Test func componentsAsFractionsHexBytesAndIntegers() throws {
    let brand = try #require(UIColor(named: "Brand"))
    #expect(brand.name == "Brand" && brand.hex == "#FF804F")
    #expect(try #require(UIColor(named: "Hex")).hex == "#216B40")
    let bytes = try #require(UIColor(named: "Bytes"))
    #expect(bytes.hex == "#9BB08780" && bytes.alpha == 0.5)
    #expect(try #require(UIColor(named: "Ink")).hex == "#333333", "a grey, in a folder")
  }

  @Test func aMissingNameIsNilAsInUIKit() {
    #expect(UIColor(named: "Nope") == nil)
    #expect(UIColor(named: "systemBlue") == nil, "system colours are not assets")
    #expect(UIImage(named: "Logo")?.name == "Logo")
    #expect(UIImage(named: "Nope") == nil)
  }

  @Test func theDarkVariantWhenAskedAndInDarkPictures() throws {
    let dark = UIColor(
      named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
    #expect(dark?.hex == "#FF9966")
    let light = try #require(UIColor(named: "Brand"))
    #expect(light.resolved(for: .dark).hex == "#FF9966")
    #expect(light.resolved(for: .light).hex == "#FF804F")
    #expect(UIColor.Hex.resolved(for: .dark) == UIColor.Hex, "no dark variant: the same")
    let host = TestHost()
    let root = UIViewController()
    root.view.backgroundColor = light
    host.show(root)
    #expect(host.window.renderSVG(style: .dark).contains("fill=\"#FF9966\""))
    #expect(host.window.renderSVG().contains("fill=\"#FF804F\""))
  }

  @Test func systemColoursAndGreys() {
    #expect(UIColor.label.resolved(for: .dark).hex == "#FFFFFF")
    #expect(UIColor.systemBackground.hex == "#FFFFFF")
    #expect(UIColor.clear.alpha == 0)
    #expect(UIColor(white: 0.2, alpha: 0.5).hex == "#33333380")
    #expect(UIColor.systemBlue.withAlphaComponent(0.5).alpha == 0.5)
  }

  /// UIKit's system colours, light and dark, at default contrast, as the Human Interface
  /// Guidelines' colour tables give them for iOS 13 to 18
  /// (https://developer.apple.com/design/human-interface-guidelines/color), under the
  /// names of https://developer.apple.com/documentation/uikit/standard-colors and
  /// https://developer.apple.com/documentation/uikit/ui-element-colors.
  @Test(arguments: [
    (UIColor.systemRed, "#FF3B30", "#FF453A"), (.systemBlue, "#007AFF", "#0A84FF"),
    (.systemPurple, "#AF52DE", "#BF5AF2"), (.systemGray6, "#F2F2F7", "#1C1C1E"),
    (.secondaryLabel, "#3C3C4399", "#EBEBF599"), (.systemFill, "#78788033", "#7878805C"),
    (.separator, "#3C3C434A", "#54545899"), (.systemGroupedBackground, "#F2F2F7", "#000000"),
    (.secondarySystemFill, "#78788029", "#78788052"),
  ])
  func systemColoursHaveUIKitsLightAndDarkValues(color: UIColor, light: String, dark: String) {
    #expect(color.hex == light)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hex == dark)
    #expect(color.resolved(for: .light).hex == light)
  }

  /// UIKit's fixed colours (https://developer.apple.com/documentation/uikit/uicolor,
  /// "Getting fixed colors": `red` is 1, 0, 0 in RGB, `darkGray` a grey level of 1/3…)
  /// are the same in both styles.
  @Test func fixedColoursArePureAndDoNotAdapt() {
    let expected: [(UIColor, String)] = [
      (.red, "#FF0000"), (.green, "#00FF00"), (.blue, "#0000FF"), (.cyan, "#00FFFF"),
      (.yellow, "#FFFF00"), (.magenta, "#FF00FF"), (.orange, "#FF8000"),
      (.purple, "#800080"), (.brown, "#996633"), (.gray, "#808080"),
      (.darkGray, "#555555"), (.lightGray, "#AAAAAA"), (.black, "#000000"),
      (.white, "#FFFFFF"), (.lightText, "#FFFFFF99"), (.darkText, "#000000"),
    ]
    for (color, hex) in expected {
      #expect(color.hex == hex)
      #expect(color.resolved(for: .dark) == color)
    }
  }

  /// A widget's default is UIKit's colour of that name, as on iOS (`UILabel.textColor`
  /// is `.label` by default: https://developer.apple.com/documentation/uikit/uilabel/textcolor).
  @Test func aLabelsDefaultTextColourIsLabel() {
    #expect(UILabel().textColor == UIColor.label)
  }

  /// `withAlphaComponent(_:)` sets the opacity in both styles, also for a colour whose
  /// dark value has its own.
  @Test func withAlphaComponentHoldsInBothStyles() {
    let fill = UIColor.systemFill.withAlphaComponent(0.5)
    #expect(fill.alpha == 0.5)
    #expect(fill.resolved(for: .dark).alpha == 0.5)
    #expect(UIColor.systemFill.resolved(for: .dark).alpha == 0.36)
  }

  /// `getRed(_:green:blue:alpha:)` and `getWhite(_:alpha:)`
  /// (https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)):
  /// the components; `getWhite` answers false for a colour that is not a grey.
  @Test func getRedAndGetWhiteGiveTheComponents() {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 0.5, 0, 1])
    var white: CGFloat = 0
    #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha) && white == 1 / 3)
    #expect(!UIColor.systemRed.getWhite(&white, alpha: nil))
  }

  @Test func darkPicturesDrawTheDarkValue() {
    let host = TestHost()
    let root = UIViewController()
    root.view.backgroundColor = .secondarySystemBackground
    host.show(root)
    #expect(host.window.renderSVG(style: .dark).contains("fill=\"#1C1C1E\""))
    #expect(host.window.renderSVG().contains("fill=\"#F2F2F7\""))
  }

  @Test func aMalformedColourSetNamesTheFileAndTheProblem() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Bad.xcassets/Broken.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = set.appendingPathComponent("Contents.json")
    try Data(
      #"{"colors":[{"color":{"components":{"red":"300","green":"0","blue":"0"}}}]}"#.utf8
    ).write(to: file)
    let bundle = try #require(Bundle(path: folder.path))
    #expect(throws: AssetCatalogError.badComponent(path: file.path, component: "red", value: "300"))
    {
      try UIColor.addAssetCatalogs(from: bundle)
    }
    #expect(UIColor(named: "Broken") == nil, "nothing of a failing catalog is added")
    #expect(
      AssetCatalogError.badComponent(path: "p", component: "red", value: "300").description
        == "'p': component 'red' is '300'; expected a decimal fraction (0.310), a hex byte "
        + "(0x4F) or an integer from 0 to 255 (79)")
    try Data("{}".utf8).write(to: file)
    #expect(throws: AssetCatalogError.invalid(path: file.path, what: "no \"colors\" array")) {
      try UIColor.addAssetCatalogs(from: bundle)
    }
  }
}

extension UIColor {
  fileprivate static var Hex: UIColor { UIColor(named: "Hex")! }
}
