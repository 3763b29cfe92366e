/// Why a configuration could not be read; each case names the file and, where it
/// applies, the key.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
  /// The file does not exist or cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a property list (XML or binary).
  case malformed(path: String, reason: String)
  /// The property list's top level is not a dictionary.
  case notADictionary(path: String, found: String)
  /// A key holds a value of the wrong type.
  case wrongType(path: String, key: String, expected: String, found: String)

  /// One line naming the file, the key and what was expected.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read Info.plist '\(path)': \(reason)"
    case .malformed(let path, let reason):
      return "'\(path)' is not a valid property list (XML or binary): \(reason)"
    case .notADictionary(let path, let found):
      return "'\(path)': the top level must be a dictionary, found \(found)"
    case .wrongType(let path, let key, let expected, let found):
      return "'\(path)': key '\(key)' must be \(expected), found \(found)"
    }
  }
}
