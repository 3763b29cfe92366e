import HeadlessKit
public import Testing

extension TestHost {
  /// Audits the screen for accessibility problems and records each as a test issue at the
  /// caller, naming the element and the fix; returns them too, so a test can assert on
  /// them.
  ///
  /// The checks, each a ``AccessibilityFinding/Kind``:
  /// - **lowContrast**: text whose colour, against what is drawn beneath it (both
  ///   resolved for the view's appearance), has a WCAG 2 contrast ratio under 4.5:1, or
  ///   3:1 for text of 18 points and more. Disabled controls are exempt, as in WCAG.
  /// - **smallTarget**: an interactive element (a button, a link, an adjustable element,
  ///   a control) whose frame is under 44 x 44 points. Switches and sliders, whose
  ///   touch areas extend past their frames, are exempt.
  /// - **missingLabel**: an interactive element without an accessibility label.
  /// - **truncatedText**: a label or a button title that does not fit its view once the
  ///   window is laid out at the largest accessibility text size
  ///   (`accessibilityExtraExtraExtraLarge`), measured as the view measures it (a
  ///   label of several lines wraps at the view's width, one of one line does not); the
  ///   window's traits are put back, and the screen laid out again, before this returns.
  /// - **unlabeledImage**: an image that is an accessibility element without a label.
  /// - **duplicateLabel**: interactive elements with the same label in one container.
  ///
  /// ```swift
  /// host.show(SettingsController())
  /// let findings = host.auditAccessibility()
  /// #expect(findings.isEmpty)
  /// ```
  ///
  /// Outside a running test nothing is recorded; the findings are only returned.
  /// - Parameters:
  ///   - kinds: The checks to run; every check by default.
  ///   - sourceLocation: Where the issues are recorded (defaults to the caller).
  /// - Returns: The findings, the elements' in reading order within each check.
  @discardableResult
  public func auditAccessibility(
    _ kinds: Set<AccessibilityFinding.Kind> = Set(AccessibilityFinding.Kind.allCases),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [AccessibilityFinding] {
    let findings = accessibilityFindings(kinds)
    if Test.current != nil {
      for finding in findings {
        Issue.record(
          Comment(rawValue: "Accessibility (\(finding.kind)): \(finding)"),
          sourceLocation: sourceLocation)
      }
    }
    return findings
  }

  /// The accessibility problems on the screen now, as ``auditAccessibility(_:sourceLocation:)``
  /// finds them, without recording anything: for tools and scenarios.
  /// - Parameter kinds: The checks to run; every check by default.
  /// - Returns: The findings.
  public func accessibilityFindings(
    _ kinds: Set<AccessibilityFinding.Kind> = Set(AccessibilityFinding.Kind.allCases)
  ) -> [AccessibilityFinding] {
    AccessibilityAudit(application: application, window: window).run(kinds)
  }
}
