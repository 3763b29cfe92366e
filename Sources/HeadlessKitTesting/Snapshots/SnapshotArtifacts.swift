public import Foundation

/// Where snapshot assertions keep what a failure leaves behind, and the list of the
/// references the last run compared.
///
/// The folder is `HEADLESSKIT_ARTIFACTS` when that environment variable is set, and
/// otherwise `.build/headlesskit-artifacts` in the package that holds the test file. A
/// failing assertion writes, under `<folder>/<test file name>/`, the reference
/// (`<name>.reference.<extension>`), the actual value (`<name>.actual.<extension>`) and
/// their unified diff (`<name>.diff`), and attaches the same three to the test; Swift
/// Testing keeps attachments only when `swift test` is given `--attachments-path DIR`.
public enum SnapshotArtifacts {
  /// The environment variable that names the artifacts folder.
  public static let environmentVariable = "HEADLESSKIT_ARTIFACTS"

  /// The ledger's file name inside the artifacts folder.
  public static let ledgerName = "snapshot-run.txt"

  /// The first characters of the ledger's header line, before the run's arguments.
  public static let ledgerHeader = "# snapshot references compared by one test run; arguments:"

  /// The artifacts folder for a test file.
  /// - Parameters:
  ///   - filePath: A test file's path (`#filePath`).
  ///   - environment: The process environment.
  /// - Returns: `HEADLESSKIT_ARTIFACTS`, else `<package>/.build/headlesskit-artifacts`
  ///   (the package being the nearest folder above the file with a `Package.swift`),
  ///   else a folder in the temporary directory.
  public static func folder(forTestFile filePath: String, environment: [String: String])
    -> URL
  {
    if let path = environment[environmentVariable], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    if let root = packageRoot(containing: URL(fileURLWithPath: filePath)) {
      return root.appendingPathComponent(".build/headlesskit-artifacts", isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "headlesskit-artifacts", isDirectory: true)
  }

  /// The nearest folder at or above `url` that holds a `Package.swift`.
  static func packageRoot(containing url: URL) -> URL? {
    var folder = url.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The files a failure left, as written.
  struct Written: Equatable {
    var reference: URL?
    var actual: URL
    var diff: URL?
  }

  /// Writes a failure's reference (when there is one), actual value and diff.
  static func write(
    name: String, pathExtension: String, testFile: String, reference: String?,
    actual: String, diff: String, environment: [String: String]
  ) throws -> Written {
    let folder = folder(forTestFile: testFile, environment: environment)
      .appendingPathComponent(
        URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent,
        isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let actualURL = folder.appendingPathComponent("\(name).actual.\(pathExtension)")
    try Data(actual.utf8).write(to: actualURL, options: .atomic)
    var written = Written(reference: nil, actual: actualURL, diff: nil)
    if let reference {
      let referenceURL = folder.appendingPathComponent("\(name).reference.\(pathExtension)")
      try Data(reference.utf8).write(to: referenceURL, options: .atomic)
      written.reference = referenceURL
    }
    if !diff.isEmpty {
      let diffURL = folder.appendingPathComponent("\(name).diff")
      try Data(diff.utf8).write(to: diffURL, options: .atomic)
      written.diff = diffURL
    }
    return written
  }
}

/// The references one test process compared, written to the artifacts folder as they
/// are compared, so that `headless snapshots orphans` can list the reference files no
/// test compared. The first comparison of a process starts the file anew.
final class SnapshotLedger: @unchecked Sendable {
  static let shared = SnapshotLedger()

  // Guards `entries` and `files`; taken for the write too, so lines never interleave.
  private let lock = NSLock()
  private var entries: [URL: Set<String>] = [:]

  /// Adds `reference` to the ledger in `folder`.
  func note(_ reference: URL, in folder: URL, arguments: [String]) {
    lock.lock()
    defer { lock.unlock() }
    let ledger = folder.appendingPathComponent(SnapshotArtifacts.ledgerName)
    var set = entries[ledger] ?? []
    guard set.insert(reference.standardizedFileURL.path).inserted else { return }
    entries[ledger] = set
    let header = SnapshotArtifacts.ledgerHeader + " " + arguments.joined(separator: " ")
    let text = ([header] + set.sorted()).joined(separator: "\n") + "\n"
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: ledger, options: .atomic)
  }
}
