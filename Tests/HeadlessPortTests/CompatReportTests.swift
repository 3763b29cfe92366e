import Testing

@testable import HeadlessPort

/// `headless compat` reads compiler errors into files that compile or not, each error
/// mapped to the API it lacks, and those APIs ranked.
@Suite struct CompatReportTests {
  static let diagnostics = """
    /app/A.swift:4:17: error: cannot find 'UIImpactFeedbackGenerator' in scope
    /app/A.swift:4:17: error: cannot find 'UIImpactFeedbackGenerator' in scope
    /app/A.swift:9:16: error: value of type 'CALayer?' has no member 'cornerCurve'
    /app/A.swift:9:16: warning: something else
    /scratch/app/B.swift:3:12: error: no exact matches in call to initializer
    /scratch/app/B.swift:5:3: error: cannot find type 'UIFeedbackGenerator' in scope
    /app/C.swift:2:1: error: cannot find 'UIImpactFeedbackGenerator' in scope
    /app/C.swift:7:1: error: expected expression
    /elsewhere/D.swift:1:1: error: not one of ours
    """

  @Test func errorsAreAttributedToTheirFilesAndMappedToTheAPIsTheyLack() {
    let lines = [
      "/app/B.swift": ["import UIKit", "", "  let s = UISwitch(frame: .zero, extra: 1)"]
    ]
    let report = CompatReport(
      diagnostics: Self.diagnostics,
      files: ["/app/A.swift", "/app/B.swift", "/app/C.swift", "/app/E.swift"],
      aliases: ["/scratch/app/B.swift": "/app/B.swift"],
      sourceLine: { path, line in lines[path].flatMap { line <= $0.count ? $0[line - 1] : nil } })
    #expect(report.files.map(\.compiles) == [false, false, false, true])
    #expect(report.compiling == 1)
    #expect(
      report.files[0].problems.map(\.api) == ["UIImpactFeedbackGenerator", "CALayer.cornerCurve"])
    #expect(report.files[1].problems.map(\.api) == ["UISwitch.init", "UIFeedbackGenerator"])
    #expect(report.files[2].problems.map(\.api) == ["UIImpactFeedbackGenerator", nil])
    #expect(
      report.missing.map { "\($0.files) \($0.api)" } == [
        "2 UIImpactFeedbackGenerator", "1 CALayer.cornerCurve", "1 UIFeedbackGenerator",
        "1 UISwitch.init",
      ])
    #expect(
      report.text.hasPrefix(
        "1 of 4 files compile\n/app/A.swift: 2 errors\n"
          + "  4: cannot find 'UIImpactFeedbackGenerator' in scope  [UIImpactFeedbackGenerator]\n"))
  }

  @Test func messagesNameTheirAPIs() {
    #expect(CompatReport.api(in: "no such module 'MapKit'", at: nil) == "module MapKit")
    #expect(
      CompatReport.api(in: "type 'UIColor' has no member 'systemMint'", at: nil)
        == "UIColor.systemMint")
    #expect(
      CompatReport.api(
        in: "incorrect argument label in call (have 'a:', expected 'b:')", at: "setTitle")
        == "setTitle")
    #expect(
      CompatReport.api(
        in: "type 'NSLayoutConstraint' (aka 'LayoutConstraint') has no member 'constraints'",
        at: nil) == "NSLayoutConstraint.constraints")
    #expect(CompatReport.api(in: "expected expression", at: "x") == nil)
    #expect(
      CompatReport.name(in: "  view.addGestureRecognizer(x)", at: 8) == "addGestureRecognizer")
  }

  /// An error about an argument (`extra argument 'coder' in call`) points at the argument:
  /// the API is the call holding it, with the type that qualifies it, never the argument.
  @Test func anArgumentErrorNamesTheCallNotTheArgument() {
    let font = "      if let aFont = UIFont(name: aFontName, size: fontSize) {"
    #expect(CompatReport.name(in: font, at: 35) == "UIFont")
    #expect(CompatReport.api(in: "extra argument 'name' in call", at: "UIFont") == "UIFont.init")
    let coder = "    super.init(coder: aDecoder)"
    #expect(CompatReport.name(in: coder, at: 23) == "super.init")
    let animate = "    UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseOut]) {"
    #expect(CompatReport.name(in: animate, at: 46) == "UIView.animate")
    #expect(
      CompatReport.api(in: "extra arguments at positions #3 in call", at: "UIView.animate")
        == "UIView.animate")
  }
}
