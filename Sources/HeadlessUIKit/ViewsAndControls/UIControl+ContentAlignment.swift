public import HeadlessKit

/// A control's content alignment: attached on first use.
@MainActor
final class ControlAlignmentState {
  var horizontal = Control.ContentHorizontalAlignment.center
  var vertical = Control.ContentVerticalAlignment.center
}

extension Control {
  /// How a control places its content across, as UIKit's
  /// `UIControl.ContentHorizontalAlignment`.
  /// https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// At the left edge.
    case left = 1
    /// At the right edge.
    case right = 2
    /// Stretched to fill.
    case fill = 3
    /// At the leading edge (left, or right in right-to-left layouts).
    case leading = 4
    /// At the trailing edge.
    case trailing = 5
  }

  /// How a control places its content up and down, as UIKit's
  /// `UIControl.ContentVerticalAlignment`.
  /// https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center = 0
    /// At the top.
    case top = 1
    /// At the bottom.
    case bottom = 2
    /// Stretched to fill.
    case fill = 3
  }

  private var alignmentState: ControlAlignmentState {
    attachment(in: &attachments, ControlAlignmentState.init)
  }

  private var existingAlignmentState: ControlAlignmentState? {
    attachments[ObjectIdentifier(ControlAlignmentState.self)] as? ControlAlignmentState
  }

  /// Where the content sits across, as UIKit's `contentHorizontalAlignment`; `.center`
  /// by default (kept: pictures centre a control's content).
  public var contentHorizontalAlignment: ContentHorizontalAlignment {
    get { existingAlignmentState?.horizontal ?? .center }
    set { alignmentState.horizontal = newValue }
  }

  /// Where the content sits, after right-to-left flipping, as UIKit's
  /// `effectiveContentHorizontalAlignment`: `.leading` and `.trailing` become `.left` or
  /// `.right` by the control's layout direction.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
    case let other: other
    }
  }

  /// Where the content sits up and down, as UIKit's `contentVerticalAlignment`;
  /// `.center` by default (kept).
  public var contentVerticalAlignment: ContentVerticalAlignment {
    get { existingAlignmentState?.vertical ?? .center }
    set { alignmentState.vertical = newValue }
  }
}
