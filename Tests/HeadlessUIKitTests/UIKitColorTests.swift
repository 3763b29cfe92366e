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
