public import Foundation
public import HeadlessKit

/// A layout guide that activates and deactivates constraints by how near it is to the
/// edges of its view, as UIKit's `UITrackingLayoutGuide`
/// (https://developer.apple.com/documentation/uikit/uitrackinglayoutguide).
///
/// HeadlessUIKit's one tracking guide is the keyboard's (``UIKeyboardLayoutGuide``), and
/// its keyboard is always docked (``SimulatedKeyboard``): the guide is near the bottom,
/// leading and trailing edges and away from the top, whether or not the keyboard shows.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  private var nearEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
  private var awayFromEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] =
    []

  /// Creates a guide, as UIKit's `init()`.
  public override init() { super.init() }

  /// The edges the guide is near now; a subclass says.
  var edgesNear: NSDirectionalRectEdge { [] }

  /// Tracks `trackingConstraints`: active while the guide is near `edge`, inactive
  /// otherwise, as UIKit's `setConstraints(_:activeWhenNearEdge:)`. Replaces the
  /// constraints tracked for that edge; the replaced ones are deactivated.
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhennearedge:)
  /// - Parameters:
  ///   - trackingConstraints: The constraints.
  ///   - edge: The edge.
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    for entry in nearEdge where entry.edge == edge {
      NSLayoutConstraint.deactivate(entry.constraints)
    }
    nearEdge.removeAll { $0.edge == edge }
    if !trackingConstraints.isEmpty { nearEdge.append((edge, trackingConstraints)) }
    updateTrackedConstraints()
  }

  /// Tracks `trackingConstraints`: active while the guide is away from `edge`, inactive
  /// near it, as UIKit's `setConstraints(_:activeWhenAwayFrom:)`. Replaces the constraints
  /// tracked for that edge; the replaced ones are deactivated.
  /// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhenawayfrom:)
  /// - Parameters:
  ///   - trackingConstraints: The constraints.
  ///   - edge: The edge.
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    for entry in awayFromEdge where entry.edge == edge {
      NSLayoutConstraint.deactivate(entry.constraints)
    }
    awayFromEdge.removeAll { $0.edge == edge }
    if !trackingConstraints.isEmpty { awayFromEdge.append((edge, trackingConstraints)) }
    updateTrackedConstraints()
  }

  /// The constraints tracked as active near `edge`, as UIKit's
  /// `constraints(activeWhenNearEdge:)`.
  /// - Parameter edge: The edge.
  /// - Returns: The constraints.
  public func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge)
    -> [NSLayoutConstraint]
  {
    nearEdge.first { $0.edge == edge }?.constraints ?? []
  }

  /// The constraints tracked as active away from `edge`, as UIKit's
  /// `constraints(activeWhenAwayFrom:)`.
  /// - Parameter edge: The edge.
  /// - Returns: The constraints.
  public func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge)
    -> [NSLayoutConstraint]
  {
    awayFromEdge.first { $0.edge == edge }?.constraints ?? []
  }

  /// Stops tracking every constraint, as UIKit's `removeAllTrackedConstraints()`; the
  /// constraints keep their current state.
  public func removeAllTrackedConstraints() {
    nearEdge = []
    awayFromEdge = []
  }

  /// Activates and deactivates the tracked constraints for the edges the guide is near.
  func updateTrackedConstraints() {
    let near = edgesNear
    for entry in nearEdge {
      let active = near.isSuperset(of: entry.edge)
      for constraint in entry.constraints where constraint.isActive != active {
        constraint.isActive = active
      }
    }
    for entry in awayFromEdge {
      let active = near.isDisjoint(with: entry.edge)
      for constraint in entry.constraints where constraint.isActive != active {
        constraint.isActive = active
      }
    }
  }
}

/// The space the keyboard takes in a view's layout, as UIKit's `UIKeyboardLayoutGuide`
/// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide): a view's
/// `UIView.keyboardLayoutGuide`.
///
/// Its leading, trailing and bottom edges are the view's; its top is the keyboard's top
/// while ``SimulatedKeyboard`` shows in the view's window, and the bottom of the view's
/// safe area otherwise (the view's bottom when ``usesBottomSafeArea`` is `false`), as
/// Apple documents. The top follows the keyboard when it shows, hides or changes height,
/// computed from the view's frame in its window at that moment.
///
/// ```swift
/// NSLayoutConstraint.activate([
///   sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
/// ])
/// ```
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked, as UIKit's
  /// `followsUndockedKeyboard`; `false` by default. The simulated keyboard is always
  /// docked, so this changes nothing headlessly.
  public var followsUndockedKeyboard = false

  /// Whether, with the keyboard hidden, the guide's top is the bottom of the view's safe
  /// area (`true`, the default) or the view's bottom (`false`), as UIKit's
  /// `usesBottomSafeArea`.
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea
  public var usesBottomSafeArea = true {
    didSet {
      guard usesBottomSafeArea != oldValue else { return }
      makeTopConstraint()
      follow()
    }
  }

  /// Padding above the keyboard that a scroll-to-dismiss gesture starts at, as UIKit's
  /// `keyboardDismissPadding`; `0` by default, negative values treated as `0`. No
  /// gesture dismisses the simulated keyboard: it is kept and read back.
  public var keyboardDismissPadding: CGFloat = 0 {
    didSet { if keyboardDismissPadding < 0 { keyboardDismissPadding = 0 } }
  }

  private var topConstraint: NSLayoutConstraint?

  /// Creates a guide. A view makes its own (`UIView.keyboardLayoutGuide`).
  public override init() {
    super.init()
    identifier = "UIViewKeyboardLayoutGuide"
    SimulatedKeyboard.install()
  }

  override var edgesNear: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

  /// Pins the guide to `view`; called once, when the view adds it.
  fileprivate func attach(to view: UIView) {
    view.addLayoutGuide(self)
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    makeTopConstraint()
    follow()
    Self.all.append(Weak(guide: self))
  }

  private func makeTopConstraint() {
    guard let view = owningView else { return }
    topConstraint?.isActive = false
    let base = usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
    let top = topAnchor.constraint(equalTo: base)
    top.isActive = true
    topConstraint = top
  }

  /// Moves the top to the keyboard's top in the view, or back to the bottom.
  private func follow() {
    guard let view = owningView, let topConstraint else { return }
    var lift: CGFloat = 0
    if let window = view.window, let keyboard = SimulatedKeyboard.frame(in: window) {
      let viewBottom = view.convert(view.bounds, to: nil).maxY
      let overlap = max(0, viewBottom - keyboard.minY)
      let base = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
      lift = max(0, overlap - base)
    }
    if topConstraint.constant != -lift { topConstraint.constant = -lift }
    updateTrackedConstraints()
  }

  private struct Weak { weak var guide: UIKeyboardLayoutGuide? }
  private static var all: [Weak] = []

  /// Every keyboard guide of `window` follows the keyboard.
  static func keyboardChanged(in window: UIWindow) {
    all.removeAll { $0.guide == nil }
    for entry in all {
      guard let guide = entry.guide, guide.owningView?.window === window else { continue }
      guide.follow()
    }
  }
}

extension UIView {
  /// The guide of the space the keyboard takes in this view, as UIKit's
  /// `keyboardLayoutGuide`: made and added to the view on first use.
  /// https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    for guide in layoutGuides {
      if let keyboard = guide as? UIKeyboardLayoutGuide { return keyboard }
    }
    let guide = UIKeyboardLayoutGuide()
    guide.attach(to: self)
    return guide
  }
}

extension NSValue {
  /// A value holding a point, as UIKit's `init(cgPoint:)`.
  /// - Parameter point: The point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding a size, as UIKit's `init(cgSize:)`.
  /// - Parameter size: The size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A value holding a rectangle, as UIKit's `init(cgRect:)` (the keyboard notifications'
  /// frames are such values).
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The point held, as UIKit's `cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }
  /// The size held, as UIKit's `cgSizeValue`.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle held, as UIKit's `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }
}
