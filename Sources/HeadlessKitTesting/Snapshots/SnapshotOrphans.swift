package import Foundation

/// Reference files that the last test run compared with nothing: the references of tests
/// that were renamed or removed.
///
/// Reads the ledger that snapshot assertions keep in the artifacts folder
/// (``SnapshotArtifacts``). A filtered run compared only some references, so after one
/// the answer is that it cannot tell.
package enum SnapshotOrphans {
  /// What the search found.
  package enum Finding: Equatable, Sendable {
    /// The reference files no test compared (absolute paths, sorted; empty when none).
    case orphans([String])
    /// Why the last run cannot say which references are orphans.
    case cannotTell(String)
  }

  /// Arguments that make a run compare only some references.
  package static let filteringArguments = ["--filter", "--skip"]

  /// Finds the orphans among the references under `root`.
  /// - Parameters:
  ///   - root: The package folder to search for `__Snapshots__` folders.
  ///   - environment: The process environment (for `HEADLESSKIT_ARTIFACTS`).
  /// - Returns: The orphans, or why it cannot tell.
  package static func find(in root: URL, environment: [String: String]) -> Finding {
    let folder =
      environment[SnapshotArtifacts.environmentVariable].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
      } ?? root.appendingPathComponent(".build/headlesskit-artifacts", isDirectory: true)
    let ledger = folder.appendingPathComponent(SnapshotArtifacts.ledgerName)
    guard let text = try? String(contentsOf: ledger, encoding: .utf8) else {
      return .cannotTell(
        "no test run has compared a snapshot here (no \(ledger.path)); run `swift test` first")
    }
    var lines = text.split(separator: "\n").map(String.init)
    guard let header = lines.first, header.hasPrefix(SnapshotArtifacts.ledgerHeader) else {
      return .cannotTell("\(ledger.path) is not a snapshot ledger")
    }
    lines.removeFirst()
    let arguments = header.dropFirst(SnapshotArtifacts.ledgerHeader.count)
      .split(separator: " ").map(String.init)
    if let filter = arguments.first(where: { argument in
      filteringArguments.contains { argument == $0 || argument.hasPrefix($0 + "=") }
    }) {
      return .cannotTell(
        "the last run was filtered (\(filter)), so it compared only some references; "
          + "run the whole suite, then ask again")
    }
    let compared = Set(lines.map(canonical))
    let orphans = references(under: root).filter { !compared.contains(canonical($0)) }
    return .orphans(orphans.sorted())
  }

  /// Every file inside a `__Snapshots__` folder under `root`, skipping `.build` and
  /// hidden folders.
  static func references(under root: URL) -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey],
        options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return [] }
    var found: [String] = []
    for case let url as URL in walker {
      let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isFolder {
        if url.lastPathComponent == ".build" { walker.skipDescendants() }
        continue
      }
      if url.pathComponents.contains("__Snapshots__") { found.append(url.path) }
    }
    return found
  }

  static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
