/// A key a terminal sent, decoded from its bytes.
enum Key: Equatable {
  case character(Character)
  case enter, tab, backspace, delete
  case left, right, up, down, home, end
  /// Ctrl and a letter (`control("a")` is Ctrl-A), for the letters with no key of their own.
  case control(Character)
  /// A sequence the editor does not know (ignored, never typed into the line).
  case unknown
}

/// Turns the bytes a terminal in raw mode sends into keys: UTF-8 characters, control
/// characters and the ANSI/VT escape sequences of the arrow, Home, End and Delete keys.
/// A pure value: feed it bytes as they arrive; an incomplete sequence waits for the rest.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// Decodes `bytes` (appended to any incomplete sequence from before) into keys.
  mutating func feed(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    while let (key, used) = Self.decode(pending) {
      keys.append(key)
      pending.removeFirst(used)
    }
    return keys
  }

  /// The first key of `bytes` and how many bytes it took, or `nil` when `bytes` is empty
  /// or starts with an incomplete sequence.
  private static func decode(_ bytes: [UInt8]) -> (Key, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x1B: return escape(bytes)
    case 0x01...0x1A:
      return (.control(Character(UnicodeScalar(first + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (.unknown, 1)
    default: return utf8(bytes)
    }
  }

  /// ESC [ A…D (arrows), ESC [ H / F and ESC O H / F (Home, End), ESC [ n ~ (1 and 7
  /// Home, 4 and 8 End, 3 Delete).
  private static func escape(_ bytes: [UInt8]) -> (Key, Int)? {
    guard bytes.count >= 2 else { return nil }
    let introducer = bytes[1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.unknown, 1)  // a lone Escape
    }
    guard bytes.count >= 3 else { return nil }
    switch bytes[2] {
    case UInt8(ascii: "A"): return (.up, 3)
    case UInt8(ascii: "B"): return (.down, 3)
    case UInt8(ascii: "C"): return (.right, 3)
    case UInt8(ascii: "D"): return (.left, 3)
    case UInt8(ascii: "H"): return (.home, 3)
    case UInt8(ascii: "F"): return (.end, 3)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      // Parameters up to the final byte (0x40…0x7E).
      guard let final = bytes[2...].firstIndex(where: { (0x40...0x7E).contains($0) }) else {
        return bytes.count > 16 ? (.unknown, bytes.count) : nil
      }
      let parameter = String(decoding: bytes[2..<final], as: UTF8.self)
      guard bytes[final] == UInt8(ascii: "~") else { return (.unknown, final + 1) }
      switch parameter {
      case "1", "7": return (.home, final + 1)
      case "4", "8": return (.end, final + 1)
      case "3": return (.delete, final + 1)
      default: return (.unknown, final + 1)
      }
    default:
      return (.unknown, 3)
    }
  }

  /// One UTF-8 character (2 to 4 bytes), or `nil` until all its bytes arrived.
  private static func utf8(_ bytes: [UInt8]) -> (Key, Int)? {
    let first = bytes[0]
    let length =
      first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
    guard length > 0 else { return (.unknown, 1) }
    guard bytes.count >= length else { return nil }
    let text = String(decoding: bytes[0..<length], as: UTF8.self)
    guard let character = text.first, text.count == 1 else { return (.unknown, length) }
    return (.character(character), length)
  }
}
