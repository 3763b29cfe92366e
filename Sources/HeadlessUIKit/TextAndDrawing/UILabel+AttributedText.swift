public import Foundation
public import HeadlessKit

extension Label {
  /// The styled text, as UIKit's `attributedText`: pictures draw each run in its font
  /// size, its `.foregroundColor` and its `.backgroundColor`, with its underline and
  /// strikethrough; the label places the text by the first paragraph style's
  /// `alignment`. Setting it sets `text` to its characters; setting `text` afterwards
  /// removes the styling, and reading then gives the text with the label's font, colour
  /// and alignment. Attributes a run lacks take the label's font and text colour when
  /// the text is set.
  /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
  public var attributedText: NSAttributedString? {
    get {
      if textRuns != nil, let stored = LabelUIKitState.of(self).attributedText { return stored }
      guard let text else { return nil }
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = alignment
      paragraph.lineBreakMode = lineBreakMode
      return NSAttributedString(
        string: text,
        attributes: [.font: font, .foregroundColor: textColor, .paragraphStyle: paragraph])
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      LabelUIKitState.of(self).attributedText = newValue.copy() as? NSAttributedString
      if let style = newValue.firstParagraphStyle {
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
      }
      textRuns = newValue.textRuns(font: font, color: textColor)
    }
  }

  /// How lines that do not fit break or truncate, as UIKit's `lineBreakMode`:
  /// `.byTruncatingTail` by default (kept: the fixed metric measures, it does not wrap).
  public var lineBreakMode: NSLineBreakMode {
    get { LabelUIKitState.of(self).lineBreakMode }
    set { LabelUIKitState.of(self).lineBreakMode = newValue }
  }

  /// How lines break, as UIKit's `lineBreakStrategy` (kept).
  public var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
    get { LabelUIKitState.of(self).lineBreakStrategy }
    set { LabelUIKitState.of(self).lineBreakStrategy = newValue }
  }

  /// Whether the font shrinks to fit the width, as UIKit's `adjustsFontSizeToFitWidth`:
  /// `false` by default (kept: the fixed metric never shrinks).
  public var adjustsFontSizeToFitWidth: Bool {
    get { LabelUIKitState.of(self).adjustsFontSizeToFitWidth }
    set { LabelUIKitState.of(self).adjustsFontSizeToFitWidth = newValue }
  }

  /// The smallest scale the font shrinks to, as UIKit's `minimumScaleFactor`: 0 by
  /// default (kept).
  public var minimumScaleFactor: CGFloat {
    get { LabelUIKitState.of(self).minimumScaleFactor }
    set { LabelUIKitState.of(self).minimumScaleFactor = newValue }
  }

  /// Whether characters tighten before truncation, as UIKit's
  /// `allowsDefaultTighteningForTruncation`: `false` by default (kept).
  public var allowsDefaultTighteningForTruncation: Bool {
    get { LabelUIKitState.of(self).allowsTightening }
    set { LabelUIKitState.of(self).allowsTightening = newValue }
  }

  /// The text colour while highlighted, as UIKit's `highlightedTextColor`: `nil` by
  /// default (kept).
  public var highlightedTextColor: UIColor? {
    get { LabelUIKitState.of(self).highlightedTextColor }
    set { LabelUIKitState.of(self).highlightedTextColor = newValue }
  }

  /// The text's shadow colour, as UIKit's `shadowColor`: `nil` by default (kept, not
  /// drawn).
  public var shadowColor: UIColor? {
    get { LabelUIKitState.of(self).shadowColor }
    set { LabelUIKitState.of(self).shadowColor = newValue }
  }

  /// The text's shadow offset, as UIKit's `shadowOffset`: (0, -1) by default (kept).
  public var shadowOffset: CGSize {
    get { LabelUIKitState.of(self).shadowOffset }
    set { LabelUIKitState.of(self).shadowOffset = newValue }
  }

  /// How text that shrinks keeps its baseline, as UIKit's `baselineAdjustment`:
  /// `.alignBaselines` by default (kept).
  public var baselineAdjustment: UIBaselineAdjustment {
    get { LabelUIKitState.of(self).baselineAdjustment }
    set { LabelUIKitState.of(self).baselineAdjustment = newValue }
  }

  /// Whether truncated text shows whole on a long press, as UIKit's
  /// `showsExpansionTextWhenTruncated`: `false` by default (kept).
  public var showsExpansionTextWhenTruncated: Bool {
    get { LabelUIKitState.of(self).showsExpansionText }
    set { LabelUIKitState.of(self).showsExpansionText = newValue }
  }

  /// The rectangle the text takes in `bounds`, as UIKit's
  /// `textRect(forBounds:limitedToNumberOfLines:)`: the text's size (limited to the
  /// lines), at the bounds' origin, no larger than the bounds.
  /// - Parameters:
  ///   - bounds: The rectangle to fit in.
  ///   - numberOfLines: The most lines; 0 for no limit.
  /// - Returns: The text's rectangle.
  public func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    var size =
      textRuns.map { TextRun.size(of: $0) }
      ?? TextMetrics.size(
        of: text ?? "", fontSize: font.size)
    if numberOfLines > 0 {
      size.height = min(
        size.height, Double(numberOfLines) * TextMetrics.lineHeight(fontSize: font.size))
    }
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
  }
}

/// How a label's baseline moves when its text shrinks, as UIKit's
/// `UIBaselineAdjustment` (kept).
public enum UIBaselineAdjustment: Int, Sendable {
  /// The baselines stay aligned.
  case alignBaselines = 0
  /// The text is centred.
  case alignCenters = 1
  /// The text's top left stays.
  case none = 2
}

/// The UIKit state a `Label` does not keep itself.
@MainActor
final class LabelUIKitState {
  var attributedText: NSAttributedString?
  var lineBreakMode = NSLineBreakMode.byTruncatingTail
  var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy()
  var adjustsFontSizeToFitWidth = false
  var minimumScaleFactor: CGFloat = 0
  var allowsTightening = false
  var highlightedTextColor: Color?
  var shadowColor: Color?
  var shadowOffset = CGSize(width: 0, height: -1)
  var baselineAdjustment = UIBaselineAdjustment.alignBaselines
  var showsExpansionText = false

  static func of(_ label: Label) -> LabelUIKitState {
    attachment(in: &label.attachments, LabelUIKitState.init)
  }
}
