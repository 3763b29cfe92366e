public import HeadlessKit

extension ActivityIndicator {
  /// The size and colour of an activity indicator, as UIKit's
  /// `UIActivityIndicatorView.Style`.
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int, Sendable {
    /// A large white indicator (deprecated in UIKit).
    case whiteLarge = 0
    /// A white indicator (deprecated in UIKit).
    case white = 1
    /// A gray indicator (deprecated in UIKit).
    case gray = 2
    /// The default size.
    case medium = 100
    /// The large size.
    case large = 101
  }

  /// Creates a stopped indicator in a style, as UIKit's `init(style:)`.
  /// - Parameter style: The style.
  public convenience init(style: Style) {
    self.init()
    self.style = style
  }

  /// The indicator's style, as UIKit's `style`; `.medium` by default (kept: pictures draw
  /// one spinner).
  public var style: Style {
    get { existingStyleState?.style ?? .medium }
    set { attachment(in: &attachments, ActivityIndicatorStyle.init).style = newValue }
  }

  /// The spinner's colour, as UIKit's `color`; `nil` means the style's (kept).
  public var color: UIColor! {
    get { existingStyleState?.color ?? .gray }
    set { attachment(in: &attachments, ActivityIndicatorStyle.init).color = newValue }
  }

  private var existingStyleState: ActivityIndicatorStyle? {
    attachments[ObjectIdentifier(ActivityIndicatorStyle.self)] as? ActivityIndicatorStyle
  }
}

/// An activity indicator's UIKit settings.
@MainActor
final class ActivityIndicatorStyle {
  var style = ActivityIndicator.Style.medium
  var color: UIColor?
}
