/// Whether a source may hold anything a rule rewrites or reports, found by scanning its
/// bytes for the rules' triggers before any lexing: a file with none (a model, a network
/// client) is passed through as it is, which is most of the cost of a tree (the `port`
/// row of headless-bench).
///
/// It may say yes wrongly (a trigger inside a comment), never no wrongly: each rule needs
/// one of these in the source. `import` of a module the import rule knows; `@objc`,
/// `@nonobjc`, `@IB…`, `@NSManaged`, `@GKInspectable`; `dynamic`; `#selector` (every
/// target-action rule, and a method a selector names is `@objc`); `removeObserver`;
/// `responds`; `Selector`; `init()` (an initializer whose `override` may change); and,
/// when the files ported together declare optional
/// requirements, `?(` or `!(` for calls of them.
enum Prefilter {
  /// The modules the import rule rewrites or reports.
  static let modules: Set<String> = Set(Rewriter.importReplacements.keys).union(
    Rewriter.unavailableFrameworks)

  /// Whether `bytes` may need porting.
  /// - Parameters:
  ///   - bytes: The source.
  ///   - optionalCalls: Whether `?(` and `!(` count (some file declares an optional
  ///     requirement that gets a default implementation).
  static func mayNeedPorting(_ bytes: [UInt8], optionalCalls: Bool) -> Bool {
    mayNeedPorting(bytes, optionalCalls: optionalCalls ? [] : nil)
  }

  /// Whether `bytes` may need porting, `?(` and `!(` counting only after one of
  /// `optionalNames` (`delegate?.done?(…)`, not `onChange?(items)`); an empty set counts
  /// every one, `nil` none.
  static func mayNeedPorting(_ bytes: [UInt8], optionalCalls optionalNames: Set<String>?)
    -> Bool
  {
    var names: [String]? = nil
    return mayNeedPorting(bytes, optionalCalls: optionalNames, callNames: &names)
  }

  /// Whether `bytes` may need porting, as ``mayNeedPorting(_:optionalCalls:)``; when
  /// `optionalNames` is `nil` and `callNames` is not, each name before a `?(` or `!(` is
  /// appended to it, so a later look for optional calls need not scan again.
  static func mayNeedPorting(
    _ bytes: [UInt8], optionalCalls optionalNames: Set<String>?, callNames: inout [String]?
  ) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      func has(_ offset: Int, _ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard offset + length <= count else { return false }
        return text.withUTF8Buffer { expected in
          for index in 1..<length where buffer[offset + index] != expected[index] {
            return false
          }
          return true
        }
      }
      var index = 0
      while index < count {
        switch buffer[index] {
        case UInt8(ascii: "@"):
          if has(index, "@objc") || has(index, "@nonobjc") || has(index, "@IB")
            || has(index, "@NSManaged") || has(index, "@GKInspectable")
          {
            return true
          }
        case UInt8(ascii: "#"):
          if has(index, "#selector") { return true }
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
          if index + 1 < count, buffer[index + 1] == UInt8(ascii: "(") {
            if let optionalNames {
              if optionalNames.isEmpty || optionalNames.contains(name(before: index, in: buffer)) {
                return true
              }
            } else if callNames != nil {
              callNames!.append(name(before: index, in: buffer))
            }
          }
        case UInt8(ascii: "d"):
          if has(index, "dynamic") { return true }
        case UInt8(ascii: "r"):
          if has(index, "removeObserver") || has(index, "responds") { return true }
        case UInt8(ascii: "S"):
          if has(index, "Selector") { return true }
        case UInt8(ascii: "i"):
          if has(index, "import"), importsKnownModule(buffer, after: index + 6) { return true }
          if has(index, "init()") { return true }
        default:
          break
        }
        index += 1
      }
      return false
    }
  }

  /// The identifier that ends just before `offset`.
  private static func name(before offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
    var start = offset
    while start > 0, isIdentifierByte(buffer[start - 1]) { start -= 1 }
    return String(decoding: buffer[start..<offset], as: UTF8.self)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      || byte == 0x5F || byte >= 0x80
  }

  /// Whether the name after `offset` (past spaces) is one the import rule knows.
  private static func importsKnownModule(_ buffer: UnsafeBufferPointer<UInt8>, after offset: Int)
    -> Bool
  {
    var start = offset
    while start < buffer.count, buffer[start] == 0x20 || buffer[start] == 0x09 { start += 1 }
    var end = start
    while end < buffer.count,
      (buffer[end] | 0x20 >= 0x61 && buffer[end] | 0x20 <= 0x7A)
        || (buffer[end] >= 0x30 && buffer[end] <= 0x39) || buffer[end] == 0x5F
    {
      end += 1
    }
    guard end > start else { return false }
    return modules.contains(String(decoding: buffer[start..<end], as: UTF8.self))
  }
}
