/// A relation between two views' edges, centres or sizes that the layout engine keeps,
/// as UIKit's `NSLayoutConstraint`: `first.attribute relation multiplier * second.attribute
/// + constant`, at a priority.
///
/// Make constraints with anchors and activate them together:
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
///   label.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
/// ])
/// ```
///
/// An active constraint is installed on the nearest common ancestor of its views; the
/// engine of the tree they are in solves all of them before the layout phase and sets
/// the frames of views whose `translatesAutoresizingMaskIntoConstraints` is `false`.
/// Changing ``constant``, ``priority`` or ``isActive`` lays the tree out again in the
/// next pass.
@preconcurrency @MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
  /// What of a view a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`
  /// (UIKit's raw values). Leading and trailing are left and right: HeadlessKit lays out
  /// left to right.
  public enum Attribute: Int, Sendable, CustomStringConvertible {
    /// No attribute: the second item of a constraint on a constant.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (the left, left to right).
    case leading = 5
    /// The trailing edge (the right, left to right).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge of a view without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom edge of a view without text).
    case firstBaseline = 12

    /// The name UIKit prints: `leading`, `centerX`.
    public var description: String {
      switch self {
      case .notAnAttribute: "notAnAttribute"
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      }
    }

    /// Whether the attribute is horizontal (edges, centre and width along x).
    var isHorizontal: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX: true
      default: false
      }
    }

    /// Whether the attribute is a size.
    var isDimension: Bool { self == .width || self == .height }
  }

  /// How the two sides compare, as UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable, CustomStringConvertible {
    /// `first <= second`.
    case lessThanOrEqual = -1
    /// `first == second`.
    case equal = 0
    /// `first >= second`.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// An axis of layout, as UIKit's `NSLayoutConstraint.Axis`: what content hugging and
  /// compression resistance priorities apply to.
  public enum Axis: Int, Sendable {
    /// Along x: widths.
    case horizontal = 0
    /// Along y: heights.
    case vertical = 1
  }

  /// The view (or layout guide) on the left of the relation; `nil` once it is gone (held
  /// weakly, as UIKit holds it).
  public var firstItem: AnyObject? { firstReference?.item }
  private weak var firstReference: LayoutItemReference?
  /// What of the first view is related.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The view (or layout guide) on the right of the relation; `nil` for a constant (or
  /// once it is gone).
  public var secondItem: AnyObject? { secondReference?.item }
  private weak var secondReference: LayoutItemReference?
  /// What of the second view is related; `.notAnAttribute` for a constant.
  public let secondAttribute: Attribute
  /// The factor on the second item's attribute.
  public let multiplier: Double

  /// The value added to the right side. Changing it lays the tree out again without
  /// calling `updateConstraints()`. A value that is not finite stops with a message
  /// naming the constraint, as it would corrupt every frame.
  public var constant: Double {
    didSet {
      precondition(
        constant.isFinite, "\(self): constant \(constant) is not a finite number")
      if constant != oldValue { setNeedsSolve() }
    }
  }

  /// How much the constraint matters, `.required` by default. As in UIKit, an active
  /// constraint cannot change between required and not required (stops with a message);
  /// any other change lays the tree out again.
  public var priority: LayoutPriority = .required {
    didSet {
      precondition(
        priority.rawValue >= 1 && priority.rawValue <= 1000,
        "\(self): priority \(priority) is not a number from 1 to 1000")
      // UIKit's words (NSInternalInconsistencyException).
      precondition(
        !isActive || (priority == .required) == (oldValue == .required),
        "Mutating a priority from required to not on an installed constraint (or vice-versa) "
          + "is not supported.  You passed priority \(priority) and the existing priority was "
          + "\(oldValue).")
      if priority != oldValue { setNeedsSolve() }
    }
  }

  /// A name shown in descriptions and diagnostics, as UIKit's `identifier`.
  public var identifier: String?

  /// Whether the engine keeps the constraint. Activating installs it on the nearest
  /// common ancestor of its views; two views with no common ancestor stop with a message
  /// naming both, as UIKit raises. Deactivating removes it.
  public var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { Self.activate([self]) } else { Self.deactivate([self]) }
    }
  }

  /// Whether the constraint changed (its constant or priority, or activated or
  /// deactivated) since the engine first solved it: the engine then gives it a marker in
  /// the solver, so its next changes are made in place. Constraints that never change
  /// have none, which keeps the solver's rows short.
  var changesAtRuntime = false
  /// Where it was appended to its view's ``View/constraints`` when installed.
  var installedIndex = 0

  /// The view whose ``View/constraints`` holds the constraint while it is active.
  var installedOn: View? {
    get { installedOnReference.map { unsafeDowncast($0.item, to: View.self) } }
    set { installedOnReference = newValue.map { LayoutItemReference.of($0) } }
  }
  private weak var installedOnReference: LayoutItemReference?

  /// Makes a constraint `first.attribute relation multiplier * second.attribute +
  /// constant`, inactive.
  init(
    _ first: AnyObject, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?,
    _ secondAttribute: Attribute, multiplier: Double, constant: Double
  ) {
    precondition(
      multiplier.isFinite && constant.isFinite,
      "constraint on \(Self.name(of: first)).\(firstAttribute): multiplier \(multiplier) and "
        + "constant \(constant) must be finite numbers")
    firstReference = LayoutItemReference.of(first)
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondReference = second.map { LayoutItemReference.of($0) }
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Makes a constraint from items and attributes, as UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. Stops with a
  /// message for what UIKit refuses: an item that is not a view, an attribute of
  /// `.notAnAttribute` on a view, a position related to a constant or to a size, or
  /// values that are not finite.
  /// - Parameters:
  ///   - view1: The first view.
  ///   - attr1: Its attribute.
  ///   - relation: How the sides compare.
  ///   - view2: The second view, or `nil` for a constant (then `attr2` is
  ///     `.notAnAttribute`).
  ///   - attr2: Its attribute.
  ///   - multiplier: The factor on the second attribute.
  ///   - c: The constant.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: Double, constant c: Double
  ) {
    guard let first = Self.layoutItem(view1) else {
      preconditionFailure(
        "\(Self.spelledName(view1, view2)): item \(view1) is not a view or a layout guide")
    }
    let second: AnyObject?
    if let view2 {
      guard let item = Self.layoutItem(view2) else {
        preconditionFailure(
          "\(Self.spelledName(view1, view2)): toItem \(view2) is not a view or a layout guide")
      }
      second = item
    } else {
      second = nil
    }
    precondition(
      attr1 != .notAnAttribute && (second == nil || attr2 != .notAnAttribute),
      "\(Self.spelledName(view1, view2)): a view's attribute cannot be .notAnAttribute")
    precondition(
      second != nil || attr1.isDimension,
      "\(Self.spelledName(view1, view2)): \(Self.name(of: first)).\(attr1) cannot equal a "
        + "constant; only .width and .height can")
    precondition(
      second == nil || attr1.isDimension == attr2.isDimension,
      "\(Self.spelledName(view1, view2)): \(Self.name(of: first)).\(attr1) and \(attr2) are "
        + "not both sizes or both positions")
    precondition(
      second == nil || attr1.isDimension || attr1.isHorizontal == attr2.isHorizontal,
      "\(Self.spelledName(view1, view2)): \(Self.name(of: first)).\(attr1) and \(attr2) are "
        + "on different axes")
    self.init(first, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
  }

  /// Activates constraints, as UIKit's `activate(_:)`: all of them are checked first, so
  /// a constraint whose views have no common ancestor stops with a message before any
  /// is activated.
  /// - Parameter constraints: The constraints.
  public static func activate(_ constraints: [LayoutConstraint]) {
    var ancestors: [View] = []
    for constraint in constraints {
      guard let first = constraint.firstItem.flatMap(Self.view(of:)) else {
        preconditionFailure(
          "Unable to activate \(constraint): its view is gone or its layout guide is in no view")
      }
      let second = constraint.secondItem.flatMap(Self.view(of:))
      guard constraint.secondItem == nil || second != nil,
        let ancestor = first.nearestCommonAncestor(with: second)
      else {
        preconditionFailure(
          "Unable to activate \(constraint): \(first.diagnosticName) and "
            + "\(second?.diagnosticName ?? Self.name(of: constraint.secondItem)) have no common "
            + "ancestor. Add both views to one view hierarchy before activating.")
      }
      ancestors.append(ancestor)
    }
    for (constraint, ancestor) in zip(constraints, ancestors) where !constraint.isActive {
      ancestor.install(constraint)
    }
  }

  /// Deactivates constraints, as UIKit's `deactivate(_:)`; inactive ones are skipped.
  /// - Parameter constraints: The constraints.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.installedOn?.uninstall(constraint) }
  }

  /// Tells the engine of the constraint's tree that its constant or priority changed.
  private func setNeedsSolve() {
    if let view = firstItem as? View, isOwnSizeConstraint(of: view), view.isArrangedInStack {
      // The stack sizes the view from it; the engine never saw it.
      view.superview?.arrangedSizeDidChange()
      return
    }
    installedOn?.engineOfTree().constraintChanged(self)
  }

  /// Whether this is a required constraint fixing `view`'s width or height to a constant
  /// (no second item), the kind a stack view honours for an arranged view.
  func isOwnSizeConstraint(of view: View) -> Bool {
    isActive && firstItem === view && secondItem == nil && relation == .equal
      && priority == .required && (firstAttribute == .width || firstAttribute == .height)
  }

  /// Whether the engine leaves this constraint to a stack: it fixes the size of a view
  /// the stack arranges.
  var isLeftToStack: Bool {
    guard let view = firstItem as? View else { return false }
    return isOwnSizeConstraint(of: view) && view.isArrangedInStack
  }

  /// The view of a layout item: the view itself, or a guide's owning view.
  static func view(of item: AnyObject) -> View? {
    (item as? View) ?? (item as? LayoutGuide)?.owningView
  }

  /// How the item-based initializer's messages name this class: as the layer that made the
  /// constraint spells it (the name the nearest controller of one of its views gives it,
  /// ``Controller/name(ofClass:)``), else by its own name.
  private static func spelledName(_ items: Any?...) -> String {
    for case let item? in items {
      if let object = layoutItem(item), let controller = view(of: object)?.nearestController,
        let name = Swift.type(of: controller).name(ofClass: LayoutConstraint.self)
      {
        return name
      }
    }
    return String(describing: LayoutConstraint.self)
  }

  /// A view or layout guide, or `nil` for anything else.
  private static func layoutItem(_ item: Any) -> AnyObject? {
    if let view = item as? View { return view }
    if let guide = item as? LayoutGuide { return guide }
    return nil
  }

  /// How descriptions name an item: `Label(title)`, `View(card).layoutMarginsGuide`.
  static func name(of item: AnyObject?) -> String {
    if let view = item as? View { return view.diagnosticName }
    if let guide = item as? LayoutGuide { return guide.description }
    return "(gone)"
  }

  /// `Label(title).leading == View.leading + 16 @750 (name)`, as UIKit describes one.
  public var description: String {
    func name(_ item: AnyObject?) -> String { Self.name(of: item) }
    var text = "\(name(firstItem)).\(firstAttribute) \(relation) "
    if let secondItem {
      text +=
        (multiplier == 1 ? "" : "\(formatted(multiplier)) * ")
        + "\(name(secondItem)).\(secondAttribute)"
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatted(abs(constant)) }
    } else {
      text += formatted(constant)
    }
    if priority != .required { text += " @\(priority)" }
    if let identifier { text += " (\(identifier))" }
    return text
  }

  private func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
