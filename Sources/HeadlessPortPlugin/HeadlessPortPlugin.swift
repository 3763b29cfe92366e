import Foundation
import PackagePlugin

/// Ports an iOS app's Swift files into the target that applies it, so the app's screens
/// compile against HeadlessUIKit with no file edited.
///
/// The target holds one Swift file at its top level and `headless-port.json`, naming the
/// app's folders relative to the target (folders outside the package are fine), and
/// excludes the JSON file:
///
/// ```json
/// { "folders": ["../../MyApp/Screens"] }
/// ```
///
/// Each `.swift` file under those folders is ported into the plugin's work directory as
/// `NAME+Ported.swift` (a name that cannot clash with the original's `#fileID`), with
/// `#sourceLocation` directives naming the original, and the target compiles the ports.
@main
struct HeadlessPortPlugin: BuildToolPlugin {
  /// The configuration file's shape.
  struct Configuration: Decodable {
    /// The app's folders, relative to the target's directory.
    var folders: [String]
  }

  /// Why the plugin cannot plan the port, naming the file and what it expects.
  enum ConfigurationError: Error, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    case noFolder(path: String, folder: String)

    var description: String {
      switch self {
      case .missing(let path):
        "\(path): no such file; a target applying HeadlessPortPlugin holds headless-port.json "
          + "naming the app's folders: {\"folders\": [\"../../MyApp/Screens\"]}"
      case .unreadable(let path, let reason):
        "\(path): \(reason); expected {\"folders\": [\"PATH\", ...]} with paths relative to "
          + "the target's directory"
      case .noFolder(let path, let folder):
        "\(path): the folder '\(folder)' does not exist; paths are relative to the target's "
          + "directory"
      }
    }
  }

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    // The target's directory, from the source file nearest its top (Target.directoryURL
    // needs tools 6.1): the target holds one Swift file at its top level.
    guard let module = target as? any SourceModuleTarget,
      let anchor = module.sourceFiles(withSuffix: ".swift").map(\.url)
        .min(by: { $0.pathComponents.count < $1.pathComponents.count })
    else { return [] }
    let directory = anchor.deletingLastPathComponent()
    let configuration = directory.appendingPathComponent("headless-port.json")
    guard FileManager.default.fileExists(atPath: configuration.path) else {
      throw ConfigurationError.missing(path: configuration.path)
    }
    let folders: [String]
    do {
      folders = try JSONDecoder().decode(
        Configuration.self, from: Data(contentsOf: configuration)
      ).folders
    } catch {
      throw ConfigurationError.unreadable(path: configuration.path, reason: "\(error)")
    }
    var inputs: [URL] = []
    for folder in folders {
      let root = directory.appendingPathComponent(folder).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ConfigurationError.noFolder(path: configuration.path, folder: folder)
      }
      let found =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      inputs += found.sorted { $0.path < $1.path }
    }
    var used: Set<String> = []
    var arguments: [String] = []
    var outputs: [URL] = []
    for input in inputs {
      let stem = input.deletingPathExtension().lastPathComponent
      var name = "\(stem)+Ported.swift"
      var number = 2
      while !used.insert(name).inserted {
        name = "\(stem)+Ported\(number).swift"
        number += 1
      }
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(name)
      arguments += [input.path, output.path]
      outputs.append(output)
    }
    guard !inputs.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "Porting \(inputs.count) iOS sources for \(target.name)",
        executable: try context.tool(named: "headless-port-tool").url, arguments: arguments,
        inputFiles: inputs + [configuration], outputFiles: outputs)
    ]
  }
}
