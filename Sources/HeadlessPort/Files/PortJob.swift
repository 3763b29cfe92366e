/// Ports files and directories as `headless port` does: finds the Swift files, ports them
/// together, and reports, checks, rewrites them in place or writes them to another directory.
///
/// ```swift
/// let summary = PortJob(paths: ["App"], mode: .output(directory: "Ported")).run()
/// for change in summary.changes { print(change) }
/// ```
public struct PortJob: Sendable {
  /// What to do with the ported files.
  public enum Mode: Equatable, Sendable {
    /// Write nothing; report what would change.
    case report
    /// Write nothing; the summary says which files would change (`--check`).
    case check
    /// Rewrite changed files where they are, by temporary file and rename (`--in-place`).
    case inPlace
    /// Mirror each given path under `directory`, unchanged files copied, changed ones ported
    /// with `#sourceLocation` naming the originals (`--out DIR`).
    case output(directory: String)
  }

  /// The files and directories to port, as given.
  public var paths: [String]
  /// What to do with the result.
  public var mode: Mode

  /// Creates a job.
  /// - Parameters:
  ///   - paths: Swift files, and directories searched for `.swift` files (hidden entries
  ///     and `.build` skipped, symlinks followed, each directory once).
  ///   - mode: What to do with the result.
  public init(paths: [String], mode: Mode) {
    self.paths = paths
    self.mode = mode
  }

  /// A file found, with where its port goes.
  struct Input {
    var path: String
    var output: String?
  }

  /// Finds, ports and writes.
  /// - Returns: What was found, changed, written, and what went wrong, file by file.
  public func run() -> PortSummary {
    var summary = PortSummary()
    var inputs: [Input] = []
    for root in paths {
      collect(root, into: &inputs, summary: &summary)
    }
    var owners: [String: String] = [:]
    var sources: [PortSource] = []
    var kept: [Input] = []
    for input in inputs {
      if let output = input.output {
        if let other = owners[output] {
          summary.errors.append(.outputClash(output: output, inputs: [other, input.path]))
          continue
        }
        owners[output] = input.path
      }
      do throws(PortError) {
        let bytes = try FileSystem.readFile(input.path)
        sources.append(
          PortSource(
            path: input.path, locationPath: FileSystem.absolute(input.path), bytes: bytes))
        kept.append(input)
      } catch {
        summary.errors.append(error)
      }
    }
    let porter = Porter(emitsSourceLocations: mode != .inPlace)
    for (input, (source, result)) in zip(kept, zip(sources, porter.port(sources))) {
      summary.files.append(input.path)
      switch result {
      case .failure(let error):
        summary.errors.append(error)
      case .success(let ported):
        summary.changes += ported.changes
        if ported.isChanged { summary.changedFiles.append(input.path) }
        write(ported, from: source, to: input, summary: &summary)
      }
    }
    return summary
  }

  private func write(
    _ ported: PortedSource, from source: PortSource, to input: Input, summary: inout PortSummary
  ) {
    let destination: String
    switch mode {
    case .report, .check: return
    case .inPlace:
      guard ported.isChanged else { return }
      destination = input.path
    case .output:
      guard let output = input.output else { return }
      summary.outputs[input.path] = output
      // Unchanged content is not rewritten, so a build sees no new modification time.
      if FileSystem.kind(of: output) == .file,
        (try? FileSystem.readFile(output)) == ported.bytes
      {
        return
      }
      destination = output
    }
    do throws(PortError) {
      try FileSystem.writeAtomically(ported.bytes, to: destination)
      summary.written.append(destination)
    } catch {
      summary.errors.append(error)
    }
  }

  /// Adds the Swift files under `root`.
  private func collect(_ root: String, into inputs: inout [Input], summary: inout PortSummary) {
    let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    let base = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    var outputRoot: String?
    if case .output(let directory) = mode { outputRoot = directory + "/" + base }
    switch FileSystem.kind(of: trimmed) {
    case .missing:
      summary.errors.append(
        FileSystem.isSymlink(trimmed)
          ? .unreadable(path: trimmed, reason: "a symlink to nothing") : .notFound(path: trimmed))
    case .file, .other:
      inputs.append(Input(path: trimmed, output: outputRoot))
    case .directory:
      // The output directory counts as searched, so `port . --out Ported` never ports
      // its own output.
      var visited: Set<String> = []
      if case .output(let directory) = mode, let real = FileSystem.realPath(directory) {
        visited.insert(real)
      }
      walk(trimmed, output: outputRoot, visited: &visited, into: &inputs, summary: &summary)
    }
  }

  private func walk(
    _ directory: String, output: String?, visited: inout Set<String>, into inputs: inout [Input],
    summary: inout PortSummary
  ) {
    guard let real = FileSystem.realPath(directory), visited.insert(real).inserted else {
      if case .output(let output) = mode,
        FileSystem.realPath(output) == FileSystem.realPath(directory)
      {
        return
      }
      summary.changes.append(
        PortChange(
          path: directory, line: 0, kind: .note, before: "", after: "",
          message: "a symlink loop back to a directory already searched; skipped"))
      return
    }
    let names: [String]
    do throws(PortError) {
      names = try FileSystem.entries(of: directory)
    } catch {
      summary.errors.append(error)
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = directory + "/" + name
      let target = output.map { $0 + "/" + name }
      switch FileSystem.kind(of: path) {
      case .directory:
        walk(path, output: target, visited: &visited, into: &inputs, summary: &summary)
      case .missing where name.hasSuffix(".swift"):
        summary.errors.append(.unreadable(path: path, reason: "a symlink to nothing"))
      case .file where name.hasSuffix(".swift"), .other where name.hasSuffix(".swift"):
        inputs.append(Input(path: path, output: target))
      default:
        break
      }
    }
  }
}

/// What a ``PortJob`` found and did.
public struct PortSummary: Sendable {
  /// Every file read and ported, in order.
  public var files: [String] = []
  /// The files whose port differs from them.
  public var changedFiles: [String] = []
  /// The files written (in place, or under the output directory).
  public var written: [String] = []
  /// With an output directory: each file ported, to where its port is (written now or
  /// already there).
  public var outputs: [String: String] = [:]
  /// Every change, not-ported line and note, file by file in source order.
  public var changes: [PortChange] = []
  /// The files that could not be found, read, ported or written.
  public var errors: [PortError] = []

  /// The lines left unported.
  public var notPorted: [PortChange] { changes.filter { $0.kind == .notPorted } }
}
