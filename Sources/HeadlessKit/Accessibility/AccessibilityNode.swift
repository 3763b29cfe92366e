public import Foundation

/// Something an assistive technology can meet on the screen: a view or an
/// ``AccessibilityElement``. UIKit declares these properties on every object (the
/// informal protocol `UIAccessibility`); HeadlessKit declares them on the two kinds of
/// object that have them.
///
/// ``AccessibilityReadingOrder`` walks nodes to find the elements VoiceOver reads, in
/// its order.
///
/// Apple's page: https://developer.apple.com/documentation/uikit/uiaccessibility-protocol
@MainActor
public protocol AccessibilityNode: AnyObject {
  /// Whether the node is one element an assistive technology reads and activates.
  var isAccessibilityElement: Bool { get }
  /// A short name for the element ("Save", not "Save button").
  var accessibilityLabel: String? { get }
  /// The element's current value, when its label does not say it ("50%").
  var accessibilityValue: String? { get }
  /// What activating the element does, when its label does not make it plain.
  var accessibilityHint: String? { get }
  /// What the element is and how it behaves.
  var accessibilityTraits: AccessibilityTraits { get }
  /// The element's rectangle in the window's coordinates.
  var accessibilityFrame: Rect { get }
  /// The nodes inside this one, in the order to read them, when the node says so itself;
  /// `nil` leaves the order to their positions.
  var accessibilityElements: [Any]? { get }
  /// Actions offered besides activation.
  var accessibilityCustomActions: [AccessibilityCustomAction]? { get }
  /// Whether assistive technologies ignore the elements of this node's siblings.
  var accessibilityViewIsModal: Bool { get }
  /// Whether the elements inside are read together, ordered among themselves, wherever
  /// they are on the screen.
  var shouldGroupAccessibilityChildren: Bool { get }
  /// Whether the elements inside (and the node itself) are hidden from assistive
  /// technologies.
  var accessibilityElementsHidden: Bool { get }
  /// The nodes directly inside this one (a view's subviews), back to front.
  var accessibilityChildNodes: [any AccessibilityNode] { get }
  /// Whether the node is on screen at all (a view that is not hidden or transparent).
  var isShownToAccessibility: Bool { get }
  /// Whether the node's content reads right to left, so leading is the right edge.
  var accessibilityReadsRightToLeft: Bool { get }
}
