/// Why a file could not be ported; each case names the file, and the line where there is one.
public enum PortError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is not valid UTF-8; `line` holds the first bad byte.
  case notUTF8(path: String, line: Int)
  /// A string literal opens on `line` and never closes.
  case unterminatedString(path: String, line: Int)
  /// A block comment opens on `line` and never closes.
  case unterminatedComment(path: String, line: Int)
  /// A closing bracket on `line` closes nothing, or closes the wrong bracket.
  case unexpectedBracket(path: String, line: Int, found: String, expected: String?)
  /// An opening bracket on `line` is never closed.
  case unclosedBracket(path: String, line: Int, bracket: String)
  /// A path given does not exist.
  case notFound(path: String)
  /// A file or directory could not be read.
  case unreadable(path: String, reason: String)
  /// A ported file could not be written; the original is untouched.
  case unwritable(path: String, reason: String)
  /// Two inputs would be written to the same output file.
  case outputClash(output: String, inputs: [String])

  init(_ error: LexError, path: String) {
    switch error {
    case .unterminatedString(let line): self = .unterminatedString(path: path, line: line)
    case .unterminatedComment(let line): self = .unterminatedComment(path: path, line: line)
    case .unexpectedBracket(let found, let line, let expected):
      self = .unexpectedBracket(path: path, line: line, found: found, expected: expected)
    case .unclosedBracket(let bracket, let line):
      self = .unclosedBracket(path: path, line: line, bracket: bracket)
    }
  }

  /// The file the error is about.
  public var path: String {
    switch self {
    case .notUTF8(let path, _), .unterminatedString(let path, _),
      .unterminatedComment(let path, _), .unexpectedBracket(let path, _, _, _),
      .unclosedBracket(let path, _, _), .notFound(let path), .unreadable(let path, _),
      .unwritable(let path, _):
      path
    case .outputClash(let output, _): output
    }
  }

  /// One line: the file, the line where there is one, the problem, and what to do.
  public var description: String {
    switch self {
    case .notUTF8(let path, let line):
      "\(path):\(line): not UTF-8 text; Swift sources must be UTF-8 (re-save the file as UTF-8)"
    case .unterminatedString(let path, let line):
      "\(path):\(line): a string literal that never closes; left unported"
    case .unterminatedComment(let path, let line):
      "\(path):\(line): a block comment that never closes; left unported"
    case .unexpectedBracket(let path, let line, let found, let expected):
      "\(path):\(line): unbalanced brackets: '\(found)' "
        + (expected.map { "where '\($0)' was expected" } ?? "closes nothing") + "; left unported"
    case .unclosedBracket(let path, let line, let bracket):
      "\(path):\(line): unbalanced brackets: '\(bracket)' is never closed; left unported"
    case .notFound(let path):
      "\(path): no such file or directory; give Swift files or directories that hold them"
    case .unreadable(let path, let reason):
      "\(path): cannot read: \(reason)"
    case .unwritable(let path, let reason):
      "\(path): cannot write: \(reason); nothing was half-written"
    case .outputClash(let output, let inputs):
      "\(output): \(inputs.joined(separator: " and ")) would both be written here; "
        + "give directories with different names"
    }
  }
}
