// SwiftUI's custom detents: `.height(_:)`, `.fraction(_:)`, `.custom(_:)`, and the
// selection of `presentationDetents(_:selection:)`.
// https://developer.apple.com/documentation/swiftui/presentationdetent
// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)

import HeadlessKitTesting
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// Apple's example on the `CustomPresentationDetent` page: at least 44 points, else a tenth
/// of the height the sheet appears in.
/// https://developer.apple.com/documentation/swiftui/custompresentationdetent
private struct BarDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    max(44, context.maxDetentValue * 0.1)
  }
}

private struct DetentShareKey: EnvironmentKey {
  static var defaultValue: CGFloat? { 0.5 }
}

extension EnvironmentValues {
  fileprivate var detentShare: CGFloat? {
    get { self[DetentShareKey.self] }
    set { self[DetentShareKey.self] = newValue }
  }
}

/// A share of the height read from the environment; inactive when the share is `nil`.
/// https://developer.apple.com/documentation/swiftui/presentationdetent/context
private struct SharedDetent: CustomPresentationDetent {
  static func height(in context: Context) -> CGFloat? {
    context.detentShare.map { context.maxDetentValue * $0 }
  }
}

private struct FixedDetentsScreen: View {
  @State private var showsSheet = false
  let detents: Set<PresentationDetent>

  var body: some View {
    Button("Open") { showsSheet = true }
      .sheet(isPresented: $showsSheet) {
        Text("Sheet").presentationDetents(detents)
      }
  }
}

private struct SelectingScreen: View {
  @State private var showsSheet = false
  @State private var detent = PresentationDetent.fraction(0.5)

  var body: some View {
    Button("Open") { showsSheet = true }
      .sheet(isPresented: $showsSheet) {
        VStack {
          Button("Small") { detent = .height(120) }
          Button("Full") { detent = .large }
          Button("Elsewhere") { detent = .medium }
        }
        .presentationDetents([.height(120), .fraction(0.5), .large], selection: $detent)
      }
  }
}

private struct EnvironmentDetentScreen: View {
  @State private var showsSheet = false
  @State private var share: CGFloat? = 0.25

  var body: some View {
    Button("Open") { showsSheet = true }
      .sheet(isPresented: $showsSheet) {
        Button("Off") { share = nil }
          .presentationDetents([.custom(SharedDetent.self), .large])
          .environment(\.detentShare, share)
      }
  }
}

@MainActor
@Suite struct PresentationDetentTests {
  /// Opens `screen`'s sheet and returns its controller.
  private func openSheet<V: View>(
    _ screen: V, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (TestHost, UIViewController, UIHostingController<V>) {
    let hosting = UIHostingController(rootView: screen)
    let host = TestHost()
    host.show(hosting)
    #expect(host.tapButton(titled: "Open"), sourceLocation: sourceLocation)
    let sheet = try #require(
      hosting.presentedController as? UIViewController, sourceLocation: sourceLocation)
    return (host, sheet, hosting)
  }

  @Test func aHeightAndAFractionSizeTheSheetAtTheSmallerOfThem() throws {
    // 200 points, and a quarter of the 844-point window (211): the sheet rests at the
    // smaller, as at the smallest of UIKit's detents.
    let (host, sheet, _) = try openSheet(
      FixedDetentsScreen(detents: [.height(200), .fraction(0.25)]))
    #expect(sheet.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
    #expect(sheet.selectedDetent?.name == "height(200.0)")
    // The picture draws the sheet as a card from its top edge.
    #expect(host.renderSVG(appearance: .light).contains("<path d=\"M0,656 "))
    sheet.selectedDetent = .custom(name: "fraction(0.25)") { _ in nil }  // matched by name
    host.flush()
    #expect(sheet.view.frame == CGRect(x: 0, y: 633, width: 390, height: 211))
  }

  @Test func aHeightTallerThanTheWindowIsClampedToIt() throws {
    let (_, sheet, _) = try openSheet(FixedDetentsScreen(detents: [.height(2000)]))
    #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func aCustomDetentTakesItsHeightFromItsType() throws {
    let (_, sheet, _) = try openSheet(FixedDetentsScreen(detents: [.custom(BarDetent.self)]))
    #expect(sheet.view.frame.height == 84.4, "a tenth of 844")
    #expect(sheet.view.frame.minY == 844 - 84.4)
  }

  @Test func aCustomDetentReadsTheEnvironmentAndNilMakesItInactive() throws {
    let (host, sheet, _) = try openSheet(EnvironmentDetentScreen())
    #expect(sheet.view.frame.height == 211, "a quarter of 844")
    #expect(host.tapButton(titled: "Off"))
    #expect(sheet.view.frame.height == 844, "the custom detent is inactive: large")
  }

  @Test func theSelectionPlacesTheSheetAndMovesItWhenItChanges() throws {
    let (host, sheet, hosting) = try openSheet(SelectingScreen())
    #expect(sheet.view.frame.height == 422, "the selection, not the smallest detent")
    #expect(host.tapButton(titled: "Small"))
    #expect(sheet.view.frame == CGRect(x: 0, y: 724, width: 390, height: 120))
    #expect(host.tapButton(titled: "Full"))
    #expect(sheet.view.frame.height == 844)
    // A value that is not one of the detents leaves the sheet where it is.
    #expect(host.tapButton(titled: "Elsewhere"))
    #expect(sheet.view.frame.height == 844)
    #expect(hosting.presentedController === sheet)
  }

  @Test func detentsAreEqualWhenMadeTheSameWayWithTheSameValue() {
    #expect(PresentationDetent.height(100) == .height(100))
    #expect(PresentationDetent.height(100) != .height(120))
    #expect(PresentationDetent.fraction(0.5) != .height(0.5))
    #expect(PresentationDetent.custom(BarDetent.self) == .custom(BarDetent.self))
    #expect(PresentationDetent.custom(BarDetent.self) != .custom(SharedDetent.self))
    #expect(Set<PresentationDetent>([.medium, .large, .medium, .height(1)]).count == 3)
  }
}
