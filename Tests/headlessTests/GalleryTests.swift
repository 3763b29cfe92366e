import Foundation
import HeadlessKitTesting
import Testing

@testable import HeadlessScenarios
@testable import headless

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The gallery the README shows (`Samples/Gallery`, written by `headless gallery`): every
/// picture is well-formed SVG and matches its committed file. After a deliberate change,
/// run `swift run headless gallery` and look at the pictures before committing them.
@MainActor
@Suite struct GalleryTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/Gallery")

  @Test func everyScenarioHasItsPicturesIncludingTheOpenSheet() {
    let files = GalleryCommand.pictures(of: Scenarios.all).map(\.file)
    #expect(files.contains("theme-picker-sheet.svg"))
    for name in ["theme-picker", "counter", "list-feed", "feedback-loop"] {
      #expect(files.contains("\(name).svg"))
    }
  }

  @Test func everyPictureIsWellFormedXMLAndMatchesTheGallery() {
    for picture in GalleryCommand.pictures(of: Scenarios.all) {
      let parser = XMLParser(data: Data(picture.svg.utf8))
      #expect(
        parser.parse(),
        "\(picture.file) is well-formed XML: \(String(describing: parser.parserError))")
      let reference = Self.directory.appendingPathComponent(picture.file)
      let comparison = Snapshots.compare(picture.svg, withReferenceAt: reference)
      #expect(
        comparison == .match, "\(picture.file): \(comparison); run `swift run headless gallery`")
    }
  }

  @Test func galleryHasNoStrayFiles() throws {
    let committed = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path))
    #expect(committed == Set(GalleryCommand.pictures(of: Scenarios.all).map(\.file)))
  }
}
