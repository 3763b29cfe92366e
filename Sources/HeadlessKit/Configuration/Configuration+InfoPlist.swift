public import Foundation

extension Configuration {
  /// The Info.plist key that opts iOS 18 into observation tracking.
  public static let observationTrackingKey = "UIObservationTrackingEnabled"

  /// Reads `UIObservationTrackingEnabled` from an Info.plist, XML or binary.
  ///
  /// A missing key means `false`, as on iOS. A missing or unreadable file, a file that
  /// is not a property list, a top level that is not a dictionary and a key whose value
  /// is not a Boolean all throw a ``ConfigurationError`` naming the file and the key.
  ///
  /// ```swift
  /// let configuration = try Configuration(contentsOf: url, platform: .v18)
  /// ```
  /// - Parameters:
  ///   - infoPlist: The property list file.
  ///   - platform: The generation to emulate; `.v26` by default.
  /// - Throws: ``ConfigurationError``.
  public init(contentsOf infoPlist: URL, platform: Platform = .v26) throws(ConfigurationError) {
    let path = infoPlist.path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ConfigurationError.unreadable(path: path, reason: "it is a directory, not a file")
    }
    // Said before reading: corelibs Foundation's `Data(contentsOf:)` leaks a 4 KB buffer on
    // every read of an empty file (seen under LeakSanitizer).
    if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int,
      size == 0
    {
      throw ConfigurationError.malformed(path: path, reason: "the file is empty")
    }
    let data: Data
    do {
      data = try Data(contentsOf: infoPlist)
    } catch {
      throw ConfigurationError.unreadable(path: path, reason: Self.reason(error))
    }
    try self.init(infoPlistData: data, path: path, platform: platform)
  }

  /// Reads `UIObservationTrackingEnabled` from Info.plist bytes (XML or binary).
  /// - Parameters:
  ///   - data: The property list's bytes.
  ///   - path: The name used in errors.
  ///   - platform: The generation to emulate.
  /// - Throws: ``ConfigurationError``.
  public init(infoPlistData data: Data, path: String, platform: Platform = .v26)
    throws(ConfigurationError)
  {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw ConfigurationError.malformed(path: path, reason: Self.malformedReason(data, error))
    }
    guard let dictionary = root as? [String: Any] else {
      throw ConfigurationError.notADictionary(path: path, found: Self.typeName(of: root))
    }
    var enabled = false
    if let value = dictionary[Self.observationTrackingKey] {
      guard let flag = Self.boolean(value) else {
        throw ConfigurationError.wrongType(
          path: path, key: Self.observationTrackingKey, expected: "a Boolean (<true/> or <false/>)",
          found: Self.typeName(of: value))
      }
      enabled = flag
    }
    self.init(platform: platform, observationTrackingEnabled: enabled)
  }

  /// A Boolean from a property list value; numbers and strings are not Booleans.
  private static func boolean(_ value: Any) -> Bool? {
    // Foundation on Linux bridges plist booleans to Bool; NSNumber also answers `as? Bool`
    // for integers, so check the integer form is not what was stored.
    if let number = value as? NSNumber {
      let type = String(cString: number.objCType)
      guard type == "c" || type == "B" else { return nil }
      return number.boolValue
    }
    return value as? Bool
  }

  private static func typeName(of value: Any) -> String {
    switch value {
    case is String: return "a string"
    case let n as NSNumber:
      let type = String(cString: n.objCType)
      return type == "c" || type == "B" ? "a Boolean" : "a number"
    case is [Any]: return "an array"
    case is [String: Any]: return "a dictionary"
    case is Data: return "data"
    case is Date: return "a date"
    default: return "a value of type \(type(of: value))"
    }
  }

  /// Why `data` is not a property list, in a user's words: empty, truncated (and where),
  /// or Foundation's reason.
  private static func malformedReason(_ data: Data, _ error: any Error) -> String {
    if data.isEmpty { return "the file is empty" }
    let bytes = [UInt8](data)
    if bytes.starts(with: Array("bplist".utf8)) {
      // A binary property list ends in a 32-byte trailer whose last 8 bytes give the
      // offset table's position; a cut file has no valid trailer.
      guard bytes.count >= 40 else {
        return "truncated at byte \(bytes.count): a binary property list ends in a 32-byte trailer"
      }
      let tableOffset = bytes.suffix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      if tableOffset >= UInt64(bytes.count - 32) {
        return "truncated at byte \(bytes.count): its trailer points past the end of the file"
      }
    } else if let text = String(bytes: bytes, encoding: .utf8),
      text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "<",
      !text.contains("</plist>")
    {
      return "truncated at byte \(bytes.count): the XML ends before its closing </plist>"
    }
    return "neither an XML nor a binary property list (\(reason(error)))"
  }

  private static func reason(_ error: any Error) -> String {
    let text = (error as NSError).localizedDescription
    return text.isEmpty ? String(describing: error) : text
  }
}
