public import HeadlessKit

/// One accessibility problem an audit found (``TestHost/auditAccessibility(_:sourceLocation:)``):
/// what it is, the element it is on, and how to fix it.
public struct AccessibilityFinding: CustomStringConvertible {
  /// The kinds of problem the audit looks for.
  public enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Text whose contrast with what is drawn beneath it is below WCAG AA (4.5:1, or 3:1
    /// for text of 18 points and more).
    case lowContrast
    /// An interactive element smaller than 44 x 44 points.
    case smallTarget
    /// An interactive element without an accessibility label.
    case missingLabel
    /// Text clipped or truncated at the largest accessibility text size.
    case truncatedText
    /// An image that is an accessibility element but has no label.
    case unlabeledImage
    /// Interactive elements with the same label in one container.
    case duplicateLabel

    /// The kind's name.
    public var description: String { rawValue }
  }

  /// What the problem is.
  public let kind: Kind
  /// The element, named as diagnostics name views (`Button(save)`,
  /// `Label#2 in SettingsController.view`).
  public let element: String
  /// The view or accessibility element the problem is on.
  public let node: any AccessibilityNode
  /// The problem, with the figures that show it.
  public let problem: String
  /// What to change.
  public let fix: String

  /// `element: problem Fix: fix`, as the test issue says it.
  public var description: String { "\(element): \(problem) Fix: \(fix)" }

  /// The view the problem is on, when it is a view.
  public var view: View? { node as? View }
}
