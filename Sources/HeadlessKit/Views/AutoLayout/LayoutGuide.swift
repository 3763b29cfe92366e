public import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's
/// `UILayoutGuide`: a space between views, or one of a view's own guides
/// (``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide``).
///
/// ```swift
/// let gap = LayoutGuide()
/// view.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///   gap.leadingAnchor.constraint(equalTo: first.trailingAnchor),
///   second.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
/// ])
/// ```
@preconcurrency @MainActor
open class LayoutGuide: @MainActor CustomStringConvertible {
  /// Which guide this is: one you made, or one of a view's own.
  enum Role {
    case custom, margins, safeArea
    /// A scroll view's content area and frame (``ScrollView/contentLayoutGuide``,
    /// ``ScrollView/frameLayoutGuide``).
    case scrollContent, scrollFrame
  }

  let role: Role
  /// The view the guide belongs to (``View/addLayoutGuide(_:)``), as UIKit's
  /// `owningView`.
  public internal(set) weak var owningView: View?
  /// A name for descriptions, as UIKit's `identifier`.
  public var identifier = ""
  /// What constraints, anchors and reports hold of the guide (``LayoutItemReference``).
  var itemReference: LayoutItemReference?
  /// The guide's rectangle in its owning view's coordinates, as the last solution placed
  /// it, as UIKit's `layoutFrame`.
  public internal(set) var layoutFrame = Rect.zero
  /// A scroll view's guides: the content size and offset they are built from, kept up to
  /// date by the scroll view, and what it does with the content guide's solved size.
  var scrollSize = Size.zero
  var scrollOffset = Point.zero
  var sizeWasPlaced: (@MainActor (Size) -> Void)?

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init() { role = .custom }

  init(role: Role, owningView: View) {
    self.role = role
    self.owningView = owningView
  }

  /// `View(card).layoutMarginsGuide`, `View(card).safeAreaLayoutGuide`, or
  /// `View(card).guide(gap)` for one you made.
  public var description: String {
    let owner = owningView?.diagnosticName ?? "(no view)"
    switch role {
    case .margins: return owner + ".layoutMarginsGuide"
    case .safeArea: return owner + ".safeAreaLayoutGuide"
    case .custom: return owner + ".guide(\(identifier))"
    case .scrollContent: return owner + ".contentLayoutGuide"
    case .scrollFrame: return owner + ".frameLayoutGuide"
    }
  }
}

extension View {
  /// The guides added with ``addLayoutGuide(_:)``, as UIKit's `layoutGuides`.
  public var layoutGuides: [LayoutGuide] { layout?.guides ?? [] }

  /// Adds a guide to the view, as UIKit's `addLayoutGuide(_:)`; a guide in another view
  /// moves here.
  /// - Parameter guide: The guide.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    precondition(guide.role == .custom, "\(guide) belongs to its view; it cannot be added")
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutState.guides.append(guide)
  }

  /// Removes a guide, as UIKit's `removeLayoutGuide(_:)`; the constraints that refer to
  /// it are deactivated.
  /// - Parameter guide: The guide.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let layout, let index = layout.guides.firstIndex(where: { $0 === guide }) else {
      return
    }
    var ancestor: View? = self
    while let current = ancestor {
      for constraint in current.constraints
      where constraint.firstItem === guide || constraint.secondItem === guide {
        current.uninstall(constraint)
      }
      ancestor = current.superview
    }
    layout.guides.remove(at: index)
    guide.owningView = nil
    // The engine placing it forgets it: the constraints above left in place, but its
    // list of guides (whose layout frames each solution sets) is rebuilt without it.
    treeRoot.layout?.engine?.guideRemoved(guide)
  }

  /// The view's bounds inset by its ``layoutMargins`` (and its safe area), as UIKit's
  /// `layoutMarginsGuide`.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = layout?.marginsGuide { return guide }
    let guide = LayoutGuide(role: .margins, owningView: self)
    layoutState.marginsGuide = guide
    return guide
  }

  /// The view's bounds inset by its ``safeAreaInsets``, as UIKit's `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = layout?.safeAreaGuide { return guide }
    let guide = LayoutGuide(role: .safeArea, owningView: self)
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The space kept inside the view's edges for its content, as UIKit's `layoutMargins`:
  /// 8 points on each side, and 16 at the sides of a controller's root view (0 above and
  /// below), as UIKit's minimum margins on a phone. The ``layoutMarginsGuide`` adds the
  /// view's safe area to them.
  public var layoutMargins: EdgeInsets {
    get {
      if let margins = layout?.margins {
        guard layout?.marginsAreDirectional == true, isRightToLeft else { return margins }
        // Set by reading direction: leading is the right edge, right to left.
        return EdgeInsets(
          top: margins.top, left: margins.right, bottom: margins.bottom, right: margins.left)
      }
      return node.hasOwningController
        ? EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    set { setMargins(newValue, directional: false) }
  }

  /// ``layoutMargins`` by reading direction, as UIKit's `directionalLayoutMargins`: set
  /// this way, leading and trailing follow the view's layout direction (leading is the
  /// right edge, right to left), as UIKit's do.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return isRightToLeft
        ? DirectionalEdgeInsets(
          top: margins.top, leading: margins.right, bottom: margins.bottom,
          trailing: margins.left)
        : margins.directional
    }
    set { setMargins(newValue.edgeInsets, directional: true) }
  }

  /// Stores margins, by reading direction (leading as left) or not.
  private func setMargins(_ margins: EdgeInsets, directional: Bool) {
    let before = layoutMargins
    layoutState.margins = margins
    layoutState.marginsAreDirectional = directional
    guard layoutMargins != before else { return }
    setNeedsLayout()
    if layout?.marginsGuide != nil { setNeedsConstraintSolve() }
  }

  /// The part of the view the screen's edges cover (a status bar, a home indicator), as
  /// UIKit's `safeAreaInsets`: the window's ``Window/screenInsets`` where they overlap the
  /// view's frame, from its last layout. Zero for a view in no window.
  public var safeAreaInsets: EdgeInsets {
    guard let window, let screen = window.screenInsetsIfAny else { return .zero }
    let frame = convertToWindow(bounds)
    let windowBounds = window.bounds
    return EdgeInsets(
      top: max(0, screen.top - frame.minY),
      left: max(0, screen.left - frame.minX),
      bottom: max(0, frame.maxY - (windowBounds.height - screen.bottom)),
      right: max(0, frame.maxX - (windowBounds.width - screen.right)))
  }

  /// A rectangle in the view's coordinates, in its window's.
  private func convertToWindow(_ rect: Rect) -> Rect {
    var origin = rect.origin
    var current: View? = self
    while let view = current, !(view is Window) {
      origin.x += view.frame.minX
      origin.y += view.frame.minY
      current = view.superview
    }
    return Rect(origin: origin, size: rect.size)
  }
}
