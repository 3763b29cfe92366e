/// What an accessibility element is and how it behaves, as VoiceOver announces it: UIKit's
/// accessibility traits (`UIAccessibilityTraits` in HeadlessUIKit), with UIKit's values.
///
/// Widgets have UIKit's defaults (a button is ``button``, a label ``staticText``, a
/// slider ``adjustable``, a disabled control adds ``notEnabled``); set
/// ``View/accessibilityTraits`` to describe a custom view.
///
/// ```swift
/// title.accessibilityTraits = .header
/// ```
///
/// Apple's page: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Creates a set of traits from their bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = AccessibilityTraits([])
  /// The element is a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected (a selected segment, a selected row).
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// The element summarizes the screen when it appears.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is not enabled: it does not respond to the user.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// The element's label or value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// The element starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The element can be adjusted over a range of values (a slider).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// The element lets VoiceOver users touch it directly (a drawing area, a keyboard).
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// The element turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// The element is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
  /// The element is a header dividing content into sections.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)

  /// Every named trait with its name, in the order descriptions list them.
  static let named: [(AccessibilityTraits, String)] = [
    (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
    (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
    (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
    (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
    (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
    (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"),
    (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
  ]

  /// The traits' names, in a fixed order (`button`, `link`, `header`, …).
  public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

  /// The names joined by commas, `none` when empty.
  public var description: String { isEmpty ? "none" : names.joined(separator: ", ") }

  /// Whether an element with these traits is one a person acts on: a button, a link, an
  /// adjustable element, a keyboard key or a search field.
  public var isInteractive: Bool {
    !isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .searchField])
  }
}
