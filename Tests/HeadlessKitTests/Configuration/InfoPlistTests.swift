import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@Suite struct InfoPlistTests {
  private func write(_ contents: Data, name: String = "Info.plist") throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headlesskit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try contents.write(to: url)
    return url
  }

  private func xml(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">\(body)</plist>
      """.utf8)
  }

  @Test(arguments: [true, false])
  func readsTheKeyFromXML(value: Bool) throws {  // Rule 4.4
    let url = try write(
      xml("<dict><key>UIObservationTrackingEnabled</key><\(value)/></dict>"))
    let configuration = try Configuration(contentsOf: url, platform: .v18)
    #expect(configuration.observationTrackingEnabled == value)
    #expect(configuration.platform == .v18)
  }

  @Test func readsTheKeyFromBinary() throws {  // Rule 4.4
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["UIObservationTrackingEnabled": true, "CFBundleName": "App"],
      format: .binary, options: 0)
    #expect(data.starts(with: Array("bplist".utf8)))
    let configuration = try Configuration(contentsOf: try write(data))
    #expect(configuration.observationTrackingEnabled)
  }

  @Test func missingKeyMeansOff() throws {  // Rule 4.4
    let url = try write(xml("<dict><key>CFBundleName</key><string>App</string></dict>"))
    #expect(try Configuration(contentsOf: url).observationTrackingEnabled == false)
  }

  @Test func wrongTypeNamesTheFileAndTheKey() throws {  // Rule 4.4
    for body in ["<string>YES</string>", "<integer>1</integer>"] {
      let url = try write(xml("<dict><key>UIObservationTrackingEnabled</key>\(body)</dict>"))
      #expect {
        try Configuration(contentsOf: url)
      } throws: { error in
        let text = String(describing: error)
        return text.contains(url.path) && text.contains("UIObservationTrackingEnabled")
          && text.contains("Boolean")
      }
    }
  }

  // Rule 4.4
  @Test func malformedAndMissingFilesAndNonDictionariesAreErrorsNamingTheFile() throws {
    let malformed = try write(Data("<plist><dict><key>oops".utf8))
    let array = try write(xml("<array><true/></array>"))
    let missing = URL(fileURLWithPath: "/nonexistent/dir/Info.plist")
    for url in [malformed, array, missing] {
      #expect {
        try Configuration(contentsOf: url)
      } throws: { error in
        error is ConfigurationError && String(describing: error).contains(url.path)
      }
    }
  }

  @Test func emptyTruncatedAndDirectoryPlistsSayWhatIsWrong() throws {
    func message(_ url: URL) -> String {
      do {
        _ = try Configuration(contentsOf: url)
        return "no error"
      } catch {
        return error.description
      }
    }
    let empty = try write(Data())
    #expect(
      message(empty)
        == "'\(empty.path)' is not a valid property list (XML or binary): the file is empty")
    let full = xml("<dict><key>UIObservationTrackingEnabled</key><true/></dict>")
    let cutXML = try write(full.prefix(120))
    #expect(
      message(cutXML)
        == "'\(cutXML.path)' is not a valid property list (XML or binary): truncated at byte 120: "
        + "the XML ends before its closing </plist>")
    let binary = try PropertyListSerialization.data(
      fromPropertyList: ["UIObservationTrackingEnabled": true], format: .binary, options: 0)
    let cutBinary = try write(binary.prefix(binary.count - 10))
    #expect(message(cutBinary).contains("truncated at byte \(binary.count - 10)"))
    let directory = try write(Data()).deletingLastPathComponent()
    #expect(
      message(directory)
        == "cannot read Info.plist '\(directory.path)': it is a directory, not a file")
  }
}
