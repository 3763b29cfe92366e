import HeadlessKit
/// Why an asset catalog's colour set could not be read; each case names the file.
public enum AssetCatalogError: Error, Equatable, CustomStringConvertible {
  /// The `Contents.json` file cannot be read or is not JSON.
  case unreadable(path: String, reason: String)
  /// The file is JSON but not a colour set: `what` says which part is missing or wrong.
  case invalid(path: String, what: String)
  /// A component is not a number UIKit's catalogs use.
  case badComponent(path: String, component: String, value: String)

  /// One line naming the file and what is wrong.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read colour set '\(path)': \(reason)"
    case .invalid(let path, let what):
      return "'\(path)' is not a colour set: \(what)"
    case .badComponent(let path, let component, let value):
      return "'\(path)': component '\(component)' is '\(value)'; expected a decimal "
        + "fraction (0.310), a hex byte (0x4F) or an integer from 0 to 255 (79)"
    }
  }
}

/// The colour sets of the asset catalogs HeadlessUIKit knows: `Bundle.main`'s, read on
/// first use, and those added with `UIColor.addAssetCatalogs(from:)`.
final class AssetCatalogs: Sendable {
  static let shared = AssetCatalogs()

  struct RGBA: Equatable, Sendable {
    var red, green, blue, alpha: Double
  }

  struct ColorSet: Equatable, Sendable {
    let light: RGBA
    let dark: RGBA?
  }

  private struct State {
    var mainLoaded = false
    /// Colour sets by bundle path, then by name.
    var sets: [String: [String: ColorSet]] = [:]
    /// Bundle paths in the order they were added (the main bundle first).
    var order: [String] = []
    /// Image set names of every catalog read.
    var imageSets: Set<String> = []
  }

  private let state = Locked(State())

  /// The set named `name`: in `bundle` first when given, else in the main bundle and the
  /// added ones, in the order they were added.
  func colorSet(named name: String, in bundle: Bundle?) -> ColorSet? {
    loadMainBundle()
    if let bundle {
      // A bundle asked for by name is read on first use, as the main bundle is.
      if state.withLock({ $0.sets[bundle.bundlePath] == nil }) { try? add(bundle) }
      if let set = state.withLock({ $0.sets[bundle.bundlePath]?[name] }) { return set }
    }
    return state.withLock { s in
      for path in s.order { if let set = s.sets[path]?[name] { return set } }
      return nil
    }
  }

  /// Whether a catalog read so far has an image set of that name.
  func hasImageSet(named name: String) -> Bool {
    loadMainBundle()
    return state.withLock { $0.imageSets.contains(name) }
  }

  /// Whether a catalog has an image set of that name, reading `bundle`'s catalogs first
  /// when they were not read yet (as ``colorSet(named:in:)`` does).
  func hasImageSet(named name: String, in bundle: Bundle?) -> Bool {
    loadMainBundle()
    if let bundle, state.withLock({ $0.sets[bundle.bundlePath] == nil }) { try? add(bundle) }
    return state.withLock { $0.imageSets.contains(name) }
  }

  /// Reads every `*.xcassets` at the top of the bundle's resources; adds nothing when one
  /// fails.
  func add(_ bundle: Bundle) throws {
    let (sets, images) = try Self.readCatalogs(in: bundle)
    state.withLock { s in
      s.imageSets.formUnion(images)
      if s.sets[bundle.bundlePath] == nil { s.order.append(bundle.bundlePath) }
      s.sets[bundle.bundlePath, default: [:]].merge(sets) { _, new in new }
    }
  }

  private func loadMainBundle() {
    let first = state.withLock { s -> Bool in
      defer { s.mainLoaded = true }
      return !s.mainLoaded
    }
    // A malformed catalog in the main bundle makes `UIColor(named:)` return nil for its
    // colours, as a missing one would; `addAssetCatalogs(from:)` reports the error.
    if first { try? add(Bundle.main) }
  }

  /// The colour sets and the image set names of the bundle's catalogs.
  static func readCatalogs(in bundle: Bundle) throws -> ([String: ColorSet], Set<String>) {
    let fileManager = FileManager.default
    guard let root = bundle.resourceURL,
      let entries = try? fileManager.contentsOfDirectory(atPath: root.path)
    else { return ([:], []) }
    var sets: [String: ColorSet] = [:]
    var images: Set<String> = []
    for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
      let catalogURL = root.appendingPathComponent(catalog)
      guard let enumerator = fileManager.enumerator(atPath: catalogURL.path) else { continue }
      for case let relative as String in enumerator {
        if relative.hasSuffix(".imageset") {
          images.insert(String(relative.split(separator: "/").last!.dropLast(".imageset".count)))
        }
        guard relative.hasSuffix(".colorset") else { continue }
        let name = String(relative.split(separator: "/").last!.dropLast(".colorset".count))
        let file = catalogURL.appendingPathComponent(relative).appendingPathComponent(
          "Contents.json")
        sets[name] = try readColorSet(at: file)
      }
    }
    return (sets, images)
  }

  /// Reads one `NAME.colorset/Contents.json`.
  static func readColorSet(at file: URL) throws -> ColorSet {
    let path = file.path
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    } catch {
      throw AssetCatalogError.unreadable(path: path, reason: error.localizedDescription)
    }
    guard let top = object as? [String: Any], let colors = top["colors"] as? [[String: Any]]
    else { throw AssetCatalogError.invalid(path: path, what: "no \"colors\" array") }
    var light: RGBA?
    var dark: RGBA?
    for entry in colors {
      guard let color = entry["color"] as? [String: Any],
        let components = color["components"] as? [String: Any]
      else { throw AssetCatalogError.invalid(path: path, what: "an entry has no color components") }
      let rgba = try parse(components, path: path)
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }
      switch luminosity?["value"] as? String {
      case nil, "light"?: if light == nil || luminosity != nil { light = rgba }
      case "dark"?: dark = rgba
      default: continue
      }
    }
    guard let light else {
      throw AssetCatalogError.invalid(path: path, what: "no colour for the light appearance")
    }
    return ColorSet(light: light, dark: dark)
  }

  /// Components as Xcode writes them: a decimal fraction ("0.310"), a hex byte ("0x4F")
  /// or an integer from 0 to 255 ("79"); a grey is a `white` component.
  private static func parse(_ components: [String: Any], path: String) throws -> RGBA {
    func value(_ key: String) throws -> Double? {
      guard let raw = components[key] else { return nil }
      let text = (raw as? String) ?? "\(raw)"
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let result: Double?
      if trimmed.lowercased().hasPrefix("0x") {
        result = UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
      } else if trimmed.contains(".") {
        result = Double(trimmed).flatMap { (0...1).contains($0) ? $0 : nil }
      } else {
        result = UInt8(trimmed).map { Double($0) / 255 }
      }
      guard let result else {
        throw AssetCatalogError.badComponent(path: path, component: key, value: text)
      }
      return result
    }
    let alpha = try value("alpha") ?? 1
    if let white = try value("white") {
      return RGBA(red: white, green: white, blue: white, alpha: alpha)
    }
    guard let red = try value("red"), let green = try value("green"), let blue = try value("blue")
    else {
      throw AssetCatalogError.invalid(path: path, what: "components need red, green and blue")
    }
    return RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }
}
