/// One change `port` made or could not make: where, what it was, what it became, and why.
public struct PortChange: Equatable, Sendable, CustomStringConvertible {
  /// What kind of change a report line is.
  public enum Kind: String, Sendable, CaseIterable {
    /// The source was rewritten.
    case rewritten
    /// The source needs the Objective-C runtime and was left as it is; the build fails
    /// on this line until it is rewritten by hand, as the message says.
    case notPorted = "not ported"
    /// Nothing was rewritten, but something behaves differently off iOS.
    case note
  }

  /// The file, as it was given.
  public var path: String
  /// The 1-based line in the original file.
  public var line: Int
  /// Whether it was rewritten, left, or is only a note.
  public var kind: Kind
  /// The original line or lines, whitespace runs shown as one space.
  public var before: String
  /// The same lines after the change; equal to ``before`` when nothing was rewritten.
  public var after: String
  /// What the rule did, or what to write instead.
  public var message: String

  /// Creates a report line.
  /// - Parameters:
  ///   - path: The file.
  ///   - line: The 1-based line in the original file.
  ///   - kind: Whether it was rewritten, left, or is a note.
  ///   - before: The original text.
  ///   - after: The text after the change.
  ///   - message: What the rule did, or what to write instead.
  public init(
    path: String, line: Int, kind: Kind, before: String, after: String, message: String
  ) {
    self.path = path
    self.line = line
    self.kind = kind
    self.before = before
    self.after = after
    self.message = message
  }

  /// `path:line: kind: message`, then `- before` and `+ after` when the text changed.
  public var description: String {
    var text = "\(path):\(line): \(kind.rawValue): \(message)"
    if before != after {
      text += "\n  - \(before)\n  + \(after)"
    } else if kind == .notPorted {
      text += "\n    \(before)"
    }
    return text
  }
}

/// A ported source: its new bytes and the report of every change.
public struct PortedSource: Sendable {
  /// The file, as it was given.
  public var path: String
  /// The ported text, byte-identical to the input when nothing was rewritten.
  public var bytes: [UInt8]
  /// Every change, in source order: rewritten, not ported, and notes.
  public var changes: [PortChange]
  /// Whether ``bytes`` differs from the input.
  public var isChanged: Bool
}

/// A source to port: its path, as reports name it, and its bytes.
public struct PortSource: Sendable {
  /// The path reports and errors name.
  public var path: String
  /// The path `#sourceLocation` directives name: where compiler errors should point.
  public var locationPath: String
  /// The file's bytes.
  public var bytes: [UInt8]

  /// Creates a source to port.
  /// - Parameters:
  ///   - path: The path reports and errors name.
  ///   - locationPath: The path compiler errors should name; `path` by default.
  ///   - bytes: The file's bytes.
  public init(path: String, locationPath: String? = nil, bytes: [UInt8]) {
    self.path = path
    self.locationPath = locationPath ?? path
    self.bytes = bytes
  }
}
