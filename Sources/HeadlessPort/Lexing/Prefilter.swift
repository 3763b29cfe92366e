/// Whether a source may hold anything a rule rewrites or reports, found by scanning its
/// bytes for the rules' triggers before any lexing: a file with none (a model, a network
/// client) is passed through as it is, which is most of the cost of a tree (the `port`
/// row of headless-bench).
///
/// It may say yes wrongly (a trigger inside a comment), never no wrongly: each rule needs
/// one of these in the source. `import` of a module the import rule knows; `@objc`,
/// `@nonobjc`, `@IB…`, `@NSManaged`, `@GKInspectable`; `dynamic`; `#selector` (every
/// target-action rule, and a method a selector names is `@objc`); `removeObserver`;
/// `responds`; `Selector`; `NSSelectorFromString`; `init()` (an initializer whose
/// `override` may change); `init(coder:`, `init(image:`, `init(arrangedSubviews:` and
/// `init(style:` (a `super.init` call that may change); `override` (one in an extension
/// is reported); and, when the
/// files ported together declare optional requirements, `?(` or `!(` for calls of them. A
/// word counts only where a name starts, as the rules read whole tokens.
///
/// One pass over the bytes, a table look-up each; a name is skipped whole.
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
    let table = byteClasses
    return table.withUnsafeBufferPointer { table in
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress, let classes = table.baseAddress else { return false }
        let count = buffer.count
        func has(_ offset: Int, _ text: StaticString) -> Bool {
          let length = text.utf8CodeUnitCount
          guard offset + length <= count else { return false }
          let expected = text.utf8Start
          var index = 1
          while index < length {
            if base[offset + index] != expected[index] { return false }
            index += 1
          }
          return true
        }
        var index = 0
        while index < count {
          // Most bytes start no trigger: one table look-up each, no bounds checks. A name
          // is skipped whole, so a word trigger is only looked for where a token starts
          // (the rules read whole tokens: `dynamic`, never `isdynamic`).
          let kind = classes[Int(base[index])]
          if kind == 0 {
            index += 1
            continue
          }
          if kind == 1 {
            switch base[index] {
            case UInt8(ascii: "@"):
              if has(index, "@objc") || has(index, "@nonobjc") || has(index, "@IB")
                || has(index, "@NSManaged") || has(index, "@GKInspectable")
              {
                return true
              }
            case UInt8(ascii: "#"):
              if has(index, "#selector") { return true }
            default:  // `?` or `!`
              if index + 1 < count, base[index + 1] == UInt8(ascii: "(") {
                if let optionalNames {
                  if optionalNames.isEmpty
                    || optionalNames.contains(name(before: index, in: buffer))
                  {
                    return true
                  }
                } else if callNames != nil {
                  callNames!.append(name(before: index, in: buffer))
                }
              }
            }
            index += 1
            continue
          }
          if kind == 3 {
            switch base[index] {
            case UInt8(ascii: "d"):
              if has(index, "dynamic") { return true }
            case UInt8(ascii: "r"):
              if has(index, "removeObserver") || has(index, "responds") { return true }
            case UInt8(ascii: "S"):
              if has(index, "Selector") { return true }
            case UInt8(ascii: "N"):
              if has(index, "NSSelectorFromString") { return true }
            case UInt8(ascii: "o"):
              if has(index, "override") { return true }
            default:  // `i`
              if has(index, "import"), importsKnownModule(buffer, after: index + 6) { return true }
              if has(index, "init()") || has(index, "init(coder:") || has(index, "init(image:")
                || has(index, "init(arrangedSubviews:") || has(index, "init(style:")
              {
                return true
              }
            }
          }
          // The rest of the name.
          index += 1
          while index < count, classes[Int(base[index])] >= 2 { index += 1 }
        }
        return false
      }
    }
  }

  /// For each byte: 0 nothing, 1 a punctuation trigger (`@`, `#`, `?`, `!`), 2 a byte of a
  /// name, 3 the first byte of a word trigger (also a byte of a name).
  private static let byteClasses: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for byte in 0..<256 where isIdentifierByte(UInt8(byte)) || byte == 0x24 { table[byte] = 2 }
    for byte in "@#?!".utf8 { table[Int(byte)] = 1 }
    for byte in "drSNio".utf8 { table[Int(byte)] = 3 }
    return table
  }()

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
