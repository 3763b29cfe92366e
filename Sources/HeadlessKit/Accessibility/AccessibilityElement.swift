public import Foundation

/// An element for assistive technologies that is not a view: a part of a custom view
/// that draws several things (a chart's bars, a segmented control's segments), as
/// UIKit's `UIAccessibilityElement` (HeadlessUIKit's name for this class).
///
/// Put elements in the containing view's ``View/accessibilityElements``, in reading
/// order; set each one's frame in the container's coordinates.
///
/// ```swift
/// let bar = AccessibilityElement(accessibilityContainer: chart)
/// bar.isAccessibilityElement = true
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "42"
/// bar.accessibilityFrameInContainerSpace = Rect(x: 40, y: 0, width: 20, height: 100)
/// chart.accessibilityElements = [bar]
/// ```
///
/// Apple's page: https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor
open class AccessibilityElement: AccessibilityNode {
  /// The view (or element) that contains this element.
  public weak var accessibilityContainer: AnyObject?
  /// Whether assistive technologies read this element; `false` by default, as Apple's
  /// page documents for this class
  /// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement).
  open var isAccessibilityElement = false
  /// The element's short name.
  open var accessibilityLabel: String?
  /// The element's current value.
  open var accessibilityValue: String?
  /// What activating the element does.
  open var accessibilityHint: String?
  /// What the element is and how it behaves; none by default.
  open var accessibilityTraits: AccessibilityTraits = .none
  /// A name for tests and automation to find the element by (UIKit's
  /// `accessibilityIdentifier`).
  open var identifier: String?
  /// Actions offered besides activation.
  open var accessibilityCustomActions: [AccessibilityCustomAction]?
  /// The elements inside this one, in reading order, if it contains any.
  open var accessibilityElements: [Any]?
  /// Whether the elements of this element's siblings are ignored.
  open var accessibilityViewIsModal = false
  /// Whether the elements inside are read together.
  open var shouldGroupAccessibilityChildren = false
  /// Whether the element is hidden from assistive technologies.
  open var accessibilityElementsHidden = false

  /// The frame in the container's coordinates; `.null` (the default) when the frame is
  /// given in the window's coordinates by ``accessibilityFrame``.
  open var accessibilityFrameInContainerSpace = Rect.null

  /// The frame set through ``accessibilityFrame``, in the window's coordinates.
  private var windowFrame = Rect.zero

  /// The element's rectangle in the window's coordinates: the frame in the container's
  /// coordinates placed in the window, when one is set; else the frame set here.
  open var accessibilityFrame: Rect {
    get {
      guard !accessibilityFrameInContainerSpace.isNull else { return windowFrame }
      let origin =
        (accessibilityContainer as? any AccessibilityNode)?.accessibilityFrame.origin
        ?? .zero
      return accessibilityFrameInContainerSpace.offsetBy(dx: origin.x, dy: origin.y)
    }
    set {
      windowFrame = newValue
      accessibilityFrameInContainerSpace = .null
    }
  }

  /// Creates an element in a container.
  /// - Parameter container: The view that holds the element (kept weakly).
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
  }

  /// The elements inside, when ``accessibilityElements`` holds any.
  public var accessibilityChildNodes: [any AccessibilityNode] { [] }
  /// Always shown: an element has no visibility of its own.
  public var isShownToAccessibility: Bool { true }
  /// As the container reads.
  public var accessibilityReadsRightToLeft: Bool {
    (accessibilityContainer as? any AccessibilityNode)?.accessibilityReadsRightToLeft ?? false
  }
}
