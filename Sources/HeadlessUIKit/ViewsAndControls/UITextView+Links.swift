public import Foundation
import HeadlessKit

/// How a person interacted with a link or attachment in a text view, as UIKit's
/// `UITextItemInteraction`.
/// https://developer.apple.com/documentation/uikit/uitextiteminteraction
public enum UITextItemInteraction: Int, Sendable {
  /// A tap: follow the link.
  case invokeDefaultAction = 0
  /// A touch and hold: show the actions.
  case presentActions = 1
  /// A preview.
  case preview = 2
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes`.
/// https://developer.apple.com/documentation/uikit/uidatadetectortypes
public struct UIDataDetectorTypes: OptionSet, Sendable {
  /// The raw bits.
  public var rawValue: UInt
  /// Creates a set from raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static let phoneNumber = Self(rawValue: 1 << 0)
  /// URLs.
  public static let link = Self(rawValue: 1 << 1)
  /// Addresses.
  public static let address = Self(rawValue: 1 << 2)
  /// Calendar events.
  public static let calendarEvent = Self(rawValue: 1 << 3)
  /// Shipment tracking numbers.
  public static let shipmentTrackingNumber = Self(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = Self(rawValue: 1 << 5)
  /// Lookup suggestions.
  public static let lookupSuggestion = Self(rawValue: 1 << 6)
  /// Amounts of money.
  public static let money = Self(rawValue: 1 << 7)
  /// Physical values (measurements).
  public static let physicalValue = Self(rawValue: 1 << 8)
  /// None.
  public static let none: Self = []
  /// Every kind.
  public static let all = Self(rawValue: UInt.max)
}

/// A text view's link settings: attached on first use.
@MainActor
final class TextViewLinkState {
  var dataDetectorTypes: UIDataDetectorTypes = []

  static func of(_ view: UITextView) -> TextViewLinkState {
    attachment(in: &view.attachments, TextViewLinkState.init)
  }

  static func existing(_ view: UITextView) -> TextViewLinkState? {
    view.attachments[ObjectIdentifier(TextViewLinkState.self)] as? TextViewLinkState
  }
}

extension UITextView {
  /// The kinds of data the text view turns into links, as UIKit's `dataDetectorTypes`;
  /// none by default (kept: links come from `.link` attributes here, nothing is
  /// detected).
  /// https://developer.apple.com/documentation/uikit/uitextview/datadetectortypes
  public var dataDetectorTypes: UIDataDetectorTypes {
    get { TextViewLinkState.existing(self)?.dataDetectorTypes ?? [] }
    set { TextViewLinkState.of(self).dataDetectorTypes = newValue }
  }

  /// Taps the link to `url` in the attributed text as a person would: the delegate's
  /// `textView(_:shouldInteractWith:in:interaction:)` is asked with the link's range and
  /// `.invokeDefaultAction`, and when it allows, `UIApplication.shared.open(_:)` opens the
  /// URL, as UIKit does. HeadlessUIKit's own, for tests.
  /// - Parameter url: The link's URL.
  /// - Returns: Whether the text has such a link.
  @discardableResult
  public func tapLink(_ url: URL) -> Bool {
    guard let text = attributedText else { return false }
    var found: NSRange?
    text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length)) {
      value, range, stop in
      let linked = (value as? URL) ?? (value as? String).flatMap(URL.init(string:))
      if linked == url {
        found = range
        stop.pointee = true
      }
    }
    guard let range = found else { return false }
    let follows =
      delegate?.textView(
        self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction)
      ?? true
    if follows { UIApplication.shared.open(url) }
    return true
  }
}
