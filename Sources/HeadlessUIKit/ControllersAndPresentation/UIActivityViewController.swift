public import Foundation
import HeadlessKit

/// A service that acts on items, as UIKit's `UIActivity`: subclass it to offer your own
/// action in a `UIActivityViewController`.
/// https://developer.apple.com/documentation/uikit/uiactivity
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// An activity's kind, as UIKit's `UIActivity.ActivityType`, with UIKit's raw values.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String
    /// Creates a kind.
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a kind.
    /// - Parameter rawValue: The identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Post to Facebook.
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Post to X (Twitter).
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    /// Post to Weibo.
    public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
    /// Send in Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Send in Mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Print.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copy to the pasteboard.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assign to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Save to the photo library.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Add to the reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// Post to Flickr.
    public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
    /// Post to Vimeo.
    public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
    /// Post to Tencent Weibo.
    public static let postToTencentWeibo = ActivityType(
      "com.apple.UIKit.activity.TencentWeibo")
    /// Send with AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Open in Books.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Mark up as PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    /// Share with SharePlay.
    public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
    /// Invite to collaborate with a link.
    public static let collaborationInviteWithLink = ActivityType(
      "com.apple.UIKit.activity.CollaborationInviteWithLink")
    /// Copy a collaboration link.
    public static let collaborationCopyLink = ActivityType(
      "com.apple.UIKit.activity.CollaborationCopyLink")
    /// Add to the Home Screen.
    public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
  }

  /// Where an activity shows, as UIKit's `UIActivity.Category`.
  public enum Category: Int, Sendable {
    /// An action on the items.
    case action = 0
    /// A way to share them.
    case share = 1
  }

  /// Creates an activity.
  public override init() { super.init() }

  /// The category, as UIKit's `activityCategory`; `.action` by default.
  open class var activityCategory: Category { .action }
  /// The kind, as UIKit's `activityType`; `nil` by default.
  open var activityType: ActivityType? { nil }
  /// The title shown, as UIKit's `activityTitle`; `nil` by default.
  open var activityTitle: String? { nil }
  /// The image shown, as UIKit's `activityImage`; `nil` by default.
  open var activityImage: UIImage? { nil }
  /// Whether it can act on the items, as UIKit's `canPerform(withActivityItems:)`;
  /// `false` by default.
  /// - Parameter activityItems: The items.
  /// - Returns: Whether it can.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Takes the items before acting, as UIKit's `prepare(withActivityItems:)`.
  /// - Parameter activityItems: The items.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Acts, as UIKit's `perform()`; call ``activityDidFinish(_:)`` when done.
  open func perform() { activityDidFinish(false) }
  /// A controller to show instead of ``perform()``, as UIKit's `activityViewController`.
  open var activityViewController: UIViewController? { nil }

  /// Called by the activity when it finished, as UIKit's `activityDidFinish(_:)`: the
  /// activity view controller that ran it reports the result and is dismissed.
  /// - Parameter completed: Whether it completed.
  open func activityDidFinish(_ completed: Bool) {
    owner?.finish(activityType, completed: completed)
  }

  weak var owner: UIActivityViewController?
}

/// The share sheet, as UIKit's `UIActivityViewController`
/// (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller).
///
/// Presented, it shows the available activities' titles: the app's own `UIActivity`s that
/// can perform on the items, then the system's (without the excluded ones). No system
/// service exists headlessly: a test chooses one with
/// ``chooseActivity(_:completed:)`` (HeadlessUIKit's own), which reports it through
/// ``completionWithItemsHandler`` as UIKit does and dismisses the sheet, or cancels with
/// ``cancel()``.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// What UIKit's completion handler is told: the activity (nil when cancelled), whether
  /// it completed, the items it returned, and an error.
  public typealias CompletionWithItemsHandler =
    @MainActor (
      UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
    ) -> Void

  /// The items to share, as given.
  public let activityItems: [Any]
  /// The app's own activities, as given.
  public let applicationActivities: [UIActivity]?
  /// The system activities not to offer, as UIKit's `excludedActivityTypes`.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when an activity finished or the sheet was cancelled, as UIKit's
  /// `completionWithItemsHandler`.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// Whether a prominent activity may show, as UIKit's `allowsProminentActivity`.
  open var allowsProminentActivity = true

  /// The system activities HeadlessUIKit offers, in order.
  public static let systemActivityTypes: [UIActivity.ActivityType] = [
    .airDrop, .message, .mail, .copyToPasteboard, .print, .saveToCameraRoll,
    .addToReadingList, .assignToContact,
  ]

  /// Creates a share sheet for items, as UIKit's
  /// `init(activityItems:applicationActivities:)`.
  /// - Parameters:
  ///   - activityItems: The items (strings, URLs, images…).
  ///   - applicationActivities: The app's own activities, or `nil`.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available, as in UIKit: make it with ``init(activityItems:applicationActivities:)``.
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The activities offered now: the app's own that can perform on the items, then the
  /// system's not excluded.
  public var availableActivityTypes: [UIActivity.ActivityType] {
    let own = (applicationActivities ?? [])
      .filter { $0.canPerform(withActivityItems: activityItems) }
      .compactMap(\.activityType)
    let excluded = Set(excludedActivityTypes ?? [])
    return own + Self.systemActivityTypes.filter { !excluded.contains($0) }
  }

  /// Lists the activities' titles in a stack.
  open override func viewDidLoad() {
    super.viewDidLoad()
    let list = UIStackView()
    list.axis = .vertical
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    for type in availableActivityTypes {
      let label = UILabel()
      let own = applicationActivities?.first { $0.activityType == type }
      label.text = own?.activityTitle ?? type.rawValue.components(separatedBy: ".").last
      label.accessibilityIdentifier = type.rawValue
      list.addArrangedSubview(label)
    }
    view.addSubview(list)
  }

  /// Chooses an activity, as a person does in the share sheet (HeadlessUIKit's own): an
  /// app activity is prepared and performed (the sheet waits for its
  /// `activityDidFinish(_:)`); a system activity finishes at once with `completed`.
  /// - Parameters:
  ///   - type: The activity, one of ``availableActivityTypes``.
  ///   - completed: Whether a system activity completes; `true` by default.
  public func chooseActivity(_ type: UIActivity.ActivityType, completed: Bool = true) {
    let available = availableActivityTypes
    precondition(
      available.contains(type),
      "UIActivityViewController: \(type.rawValue) is not offered; choose one of "
        + available.map(\.rawValue).joined(separator: ", "))
    if let own = applicationActivities?.first(where: { $0.activityType == type }) {
      own.owner = self
      own.prepare(withActivityItems: activityItems)
      own.perform()
      return
    }
    finish(type, completed: completed)
  }

  /// Cancels, as a person closing the share sheet does: the handler hears `nil` and
  /// `false`.
  public func cancel() { finish(nil, completed: false) }

  func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
    let handler = completionWithItemsHandler
    dismiss(animated: true) {
      handler?(type, completed, nil, nil)
    }
  }
}
