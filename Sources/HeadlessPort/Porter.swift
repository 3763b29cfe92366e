/// Rewrites Swift sources written for iOS into sources HeadlessUIKit compiles, and reports
/// every change.
///
/// It rewrites imports, removes attributes that need the Objective-C runtime, turns
/// `#selector` target-action into closures, and gives `@objc` protocols' optional methods
/// default implementations. What it cannot port it leaves as it is and reports, so the
/// build fails on that line rather than silently. Porting ported code changes nothing. A
/// source holding nothing any rule reads is passed through as it is, unlexed: it is not
/// checked for balanced brackets, since nothing in it needs them.
///
/// ```swift
/// let porter = Porter()
/// let ported = try porter.port("import UIKit\n", path: "Screen.swift")
/// print(ported.changes.map(\.description).joined(separator: "\n"))
/// ```
public struct Porter: Sendable {
  /// Whether changed outputs carry `#sourceLocation` directives naming the original lines.
  public var emitsSourceLocations: Bool

  /// Creates a porter.
  /// - Parameter emitsSourceLocations: Whether changed outputs carry `#sourceLocation`
  ///   directives, so compiler errors point at the original file and line; off for
  ///   rewriting files in place.
  public init(emitsSourceLocations: Bool = true) {
    self.emitsSourceLocations = emitsSourceLocations
  }

  /// Ports sources together: a `#selector` in one may name a method declared in another.
  /// - Parameter sources: The sources.
  /// - Returns: For each source, in order, its port or why it could not be read.
  public func port(_ sources: [PortSource]) -> [Result<PortedSource, PortError>] {
    var files: [Result<SourceFile?, PortError>] = []
    var outlines: [Outline] = []
    let nameTable = NameTable()
    // For each file passed through, the names before its `?(` and `!(`: one of them may be
    // an optional requirement another file declares.
    var callNames: [[String]?] = []
    for source in sources {
      var names: [String]? = []
      defer { callNames.append(names) }
      do throws(PortError) {
        if let offset = UTF8Check.firstInvalidByte(in: source.bytes) {
          throw .notUTF8(path: source.path, line: Lexer.lineNumber(at: offset, in: source.bytes))
        }
        // Nothing any rule reads: passed through unlexed (and so unchecked for brackets),
        // unless it calls an optional requirement (known once every outline is read).
        guard Prefilter.mayNeedPorting(source.bytes, optionalCalls: nil, callNames: &names)
        else {
          files.append(.success(nil))
          outlines.append(Outline())
          continue
        }
        let file = try SourceFile(path: source.path, bytes: source.bytes, checkedUTF8: true)
        files.append(.success(file))
        outlines.append(Outline(file, names: nameTable))
      } catch {
        files.append(.failure(error))
        outlines.append(Outline())
      }
    }
    let context = PortContext(outlines, names: nameTable)
    if !context.optionalRequirements.isEmpty {
      for (index, source) in sources.enumerated() {
        guard case .success(nil) = files[index],
          callNames[index]?.contains(where: context.optionalRequirements.contains) == true
        else { continue }
        files[index] = Result { () throws(PortError) in
          try SourceFile(path: source.path, bytes: source.bytes, checkedUTF8: true)
        }
      }
    }
    return zip(sources, zip(files, outlines)).map { source, pair in
      pair.0.map { file in
        guard let file else {
          return PortedSource(path: source.path, bytes: source.bytes, changes: [], isChanged: false)
        }
        var rewriter = Rewriter(
          file: file, outline: pair.1, context: context, locationPath: source.locationPath,
          emitsSourceLocations: emitsSourceLocations)
        rewriter.run()
        let result = rewriter.result()
        guard rewriter.movesOverrides else { return result }
        return ExtensionOverrides.move(
          result, original: file, outline: pair.1, locationLiteral: rewriter.locationLiteral,
          emitsSourceLocations: emitsSourceLocations) ?? result
      }
    }
  }

  /// Ports one source on its own.
  /// - Parameters:
  ///   - text: The source.
  ///   - path: The path reports, errors and `#sourceLocation` name.
  /// - Returns: The port.
  /// - Throws: ``PortError`` when the source cannot be read as Swift.
  public func port(_ text: String, path: String) throws(PortError) -> PortedSource {
    try port([PortSource(path: path, bytes: Array(text.utf8))])[0].get()
  }
}
