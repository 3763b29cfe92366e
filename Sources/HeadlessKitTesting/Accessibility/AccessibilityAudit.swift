import Foundation
import HeadlessKit

/// The checks behind ``TestHost/auditAccessibility(_:sourceLocation:)``: each reads the
/// screen as it is and returns what it finds, in reading order.
@MainActor
struct AccessibilityAudit {
  let application: Application
  let window: Window

  /// The smallest side of a target, in points (Apple's Human Interface Guidelines).
  static let minimumTarget = 44.0
  /// WCAG AA's contrast for text, and for large text (18 points and more).
  static let normalTextContrast = 4.5
  static let largeTextContrast = 3.0
  static let largeTextSize = 18.0

  /// Runs the checks in `kinds`.
  func run(_ kinds: Set<AccessibilityFinding.Kind>) -> [AccessibilityFinding] {
    var findings: [AccessibilityFinding] = []
    let elements = AccessibilityReadingOrder.elements(in: window)
    if !kinds.isDisjoint(with: [.missingLabel, .unlabeledImage, .smallTarget]) {
      findings += elementChecks(elements, kinds)
    }
    if kinds.contains(.duplicateLabel) { findings += duplicateLabels(elements) }
    if kinds.contains(.lowContrast) { findings += lowContrast() }
    if kinds.contains(.truncatedText) { findings += truncatedText() }
    return findings
  }

  /// Whether a person acts on `element`: interactive traits, or a control (a text field
  /// has no public trait).
  static func isInteractive(_ element: any AccessibilityNode) -> Bool {
    element.accessibilityTraits.isInteractive || element is Control
  }

  private func name(_ element: any AccessibilityNode) -> String {
    View.accessibilityName(of: element)
  }

  /// The element's label without the white space around it ("" when it has none).
  private func label(of element: any AccessibilityNode) -> String {
    Self.trimmed(element.accessibilityLabel ?? "")
  }

  /// `text` without white space or line breaks at either end. The common case, a label
  /// with neither, returns it untouched: trimming through Foundation for every element
  /// was a tenth of an audit.
  static func trimmed(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return text
    }
    if !first.properties.isWhitespace, !last.properties.isWhitespace { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether `text` shows a letter or a digit (else it is a glyph, an icon).
  static func hasAlphanumerics(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let value = scalar.value
        if (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
          || (0x61...0x7A).contains(value)
        {
          return true
        }
      } else if CharacterSet.alphanumerics.contains(scalar) {
        return true
      }
    }
    return false
  }

  /// Labels, images and target sizes, element by element.
  private func elementChecks(
    _ elements: [any AccessibilityNode], _ kinds: Set<AccessibilityFinding.Kind>
  ) -> [AccessibilityFinding] {
    var findings: [AccessibilityFinding] = []
    let checksLabels = kinds.contains(.missingLabel)
    let checksImages = kinds.contains(.unlabeledImage)
    let checksTargets = kinds.contains(.smallTarget)
    for element in elements {
      let interactive = Self.isInteractive(element)
      let traits = element.accessibilityTraits
      if interactive, checksLabels, label(of: element).isEmpty {
        findings.append(
          AccessibilityFinding(
            kind: .missingLabel, element: name(element), node: element,
            problem:
              "an interactive element [\(traits)] with no accessibility label: VoiceOver "
              + "announces only what kind of element it is.",
            fix: "set accessibilityLabel to what it does (\"Add\", \"Dark mode\"), or give it "
              + "a title."))
      } else if !interactive, checksImages, traits.contains(.image),
        label(of: element).isEmpty
      {
        findings.append(
          AccessibilityFinding(
            kind: .unlabeledImage, element: name(element), node: element,
            problem: "an image that is an accessibility element has no label.",
            fix: "set accessibilityLabel to what the image shows, or isAccessibilityElement "
              + "= false when it is decoration."))
      }
      guard interactive, checksTargets else { continue }
      let frame = element.accessibilityFrame
      if frame.width < Self.minimumTarget || frame.height < Self.minimumTarget,
        !Self.hasExtendedHitRegion(element)
      {
        findings.append(
          AccessibilityFinding(
            kind: .smallTarget, element: name(element), node: element,
            problem:
              "its target is \(points(frame.width))x\(points(frame.height)) points, under "
              + "the 44x44 points a finger needs.",
            fix: "make its frame (or its constraints) at least 44x44 points; a small "
              + "glyph can sit in a larger button."))
      }
    }
    return findings
  }

  /// Switches and sliders: the system draws them smaller than 44 points and takes
  /// touches around them, so their frames are not their targets.
  static func hasExtendedHitRegion(_ element: any AccessibilityNode) -> Bool {
    element is Switch || element is SliderControl
  }

  /// Interactive elements that share a label with another in the same container.
  private func duplicateLabels(_ elements: [any AccessibilityNode]) -> [AccessibilityFinding] {
    /// A label within a container.
    struct Key: Hashable {
      var container: ObjectIdentifier?
      var label: String
    }
    var seen: [Key: any AccessibilityNode] = [:]
    var findings: [AccessibilityFinding] = []
    for element in elements where Self.isInteractive(element) {
      let text = label(of: element)
      guard !text.isEmpty else { continue }
      let container: AnyObject? =
        (element as? View)?.superview ?? (element as? AccessibilityElement)?.accessibilityContainer
      let key = Key(container: container.map(ObjectIdentifier.init), label: text)
      guard let first = seen[key] else {
        seen[key] = element
        continue
      }
      let where_ = container.flatMap { $0 as? any AccessibilityNode }.map(name) ?? "the window"
      findings.append(
        AccessibilityFinding(
          kind: .duplicateLabel, element: name(element), node: element,
          problem:
            "it and \(name(first)) are both labelled \"\(text)\" in \(where_): VoiceOver and "
            + "Voice Control users cannot tell them apart.",
          fix: "give each a label of its own (\"Delete draft\", \"Delete photo\")."))
    }
    return findings
  }

  /// Text below WCAG AA against what is drawn beneath it, one finding per view.
  private func lowContrast() -> [AccessibilityFinding] {
    var reported: Set<ObjectIdentifier> = []
    var findings: [AccessibilityFinding] = []
    for text in window.drawnTexts() {
      // WCAG does not ask it of controls that are disabled; an image view's text is the
      // picture's stand-in for its pixels.
      if let control = text.view as? Control, !control.isEnabled { continue }
      if text.view is ImageView { continue }
      let ratio = Color.contrastRatio(text.foreground, text.background)
      // Enough for any text: the rest of the checks are for what falls short.
      guard ratio < Self.normalTextContrast else { continue }
      let large = text.fontSize >= Self.largeTextSize
      // A glyph without letters or digits (a check mark) is an icon: WCAG 1.4.11 asks
      // 3:1 of graphics.
      let glyph = !Self.hasAlphanumerics(text.string)
      let needed = large || glyph ? Self.largeTextContrast : Self.normalTextContrast
      guard ratio < needed, reported.insert(ObjectIdentifier(text.view)).inserted else {
        continue
      }
      findings.append(
        AccessibilityFinding(
          kind: .lowContrast, element: name(text.view), node: text.view,
          problem:
            "\"\(text.string)\" is drawn \(text.foreground.hex.prefix(7)) on "
            + "\(text.background.hex.prefix(7)), a contrast of "
            + "\(String(format: "%.2f", ratio)):1; WCAG AA asks \(points(needed)):1 for "
            + (glyph
              ? "icons." : large ? "text of 18 points and more." : "text under 18 points."),
          fix: "darken the text or lighten what is beneath it (or the reverse) until the "
            + "ratio reaches \(points(needed)):1."))
    }
    return findings
  }

  /// Texts that do not fit their views at the largest accessibility size: the window's
  /// content size is overridden, the screen laid out, the texts measured, and the
  /// override put back.
  private func truncatedText() -> [AccessibilityFinding] {
    let saved = window.traitOverrides
    var overrides = saved
    overrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    window.traitOverrides = overrides
    application.flush()
    defer {
      window.traitOverrides = saved
      application.flush()
    }
    var findings: [AccessibilityFinding] = []
    var texts: [View] = []
    func collect(_ view: View) {
      guard !view.isHidden, view.alpha > 0 else { return }
      if view is Label || view is Button { texts.append(view) }
      for child in view.subviews { collect(child) }
    }
    collect(window)
    for view in texts {
      let text: String
      let fontSize: Double
      var lineLimit = 0
      // What the text takes as the view measures it (HeadlessKit's fixed text metric): a
      // multi-line label's text wrapped at its width (the label's shared wrapping
      // measure), so it runs out of height; one line per `\n` otherwise, so a long line
      // runs past the view's edge.
      let needed: Size
      let lineHeight: Double
      switch view {
      case let label as Label:
        text = label.text ?? ""
        fontSize = label.font.size
        lineLimit = label.numberOfLines
        needed = label.measuredTextSize
        lineHeight = label.measuredLineHeight
      case let button as Button:
        text = button.title ?? ""
        fontSize = Font.body.size
        lineLimit = 1
        needed = TextMetrics.size(of: text, fontSize: fontSize)
        lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
      default:
        continue
      }
      guard !text.isEmpty else { continue }
      let size = view.bounds.size
      let lines = max(1, Int((needed.height / lineHeight).rounded()))
      let shownLines = lineLimit > 0 ? min(lines, lineLimit) : lines
      let tolerance = 0.5
      let cutLines = lineLimit > 0 && lines > lineLimit
      let tooWide = needed.width > size.width + tolerance
      let tooTall = Double(shownLines) * lineHeight > size.height + tolerance
      guard cutLines || tooWide || tooTall else { continue }
      var needs: [String] = []
      if tooWide { needs.append("\(points(needed.width)) points of width") }
      if tooTall || cutLines || !tooWide {
        needs.append(
          "\(lines) line\(lines == 1 ? "" : "s"), \(points(Double(lines) * lineHeight)) "
            + "points of height")
      }
      findings.append(
        AccessibilityFinding(
          kind: .truncatedText, element: name(view), node: view,
          problem:
            "at the largest accessibility text size (\(points(fontSize))-point text) "
            + "\"\(text)\" needs " + needs.joined(separator: " and ")
            + " but the view is \(points(size.width))x\(points(size.height))"
            + (cutLines ? ", and shows \(lineLimit) of its \(lines) lines." : "."),
          fix: tooWide && lineLimit != 1
            ? "widen the view, or break the text into shorter lines: a label's styled "
              + "text lays out a new line only at a line break (\\n)."
            : "let the text wrap (numberOfLines = 0) and let the view grow with it "
              + "(constraints or a stack, not a fixed frame or height)."))
    }
    return findings
  }

  private func points(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
  }
}
