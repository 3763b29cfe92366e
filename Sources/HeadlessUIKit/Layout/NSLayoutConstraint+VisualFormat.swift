import Foundation
public import HeadlessKit

extension LayoutConstraint {
  /// Options of ``constraints(withVisualFormat:options:metrics:views:)``, as UIKit's
  /// `NSLayoutConstraint.FormatOptions`
  /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/formatoptions),
  /// with UIKit's bit values: an alignment of every pair of neighbouring views, and the
  /// direction `H:` runs in.
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the left edges of the views.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of the views.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of the views.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of the views.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of the views.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of the views.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres of the views.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres of the views.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of the views.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of the views.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// `H:` runs from the leading edge to the trailing one (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// `H:` runs from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// `H:` runs from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Spacing runs from edge to edge (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing runs between baselines, as UIKit's option; here spacing is
    /// always edge to edge (the text metric keeps no baselines to space).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits of the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
  }

  /// The constraints a visual format string describes, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`
  /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/constraints(withvisualformat:options:metrics:views:)),
  /// inactive, in the order of the string. The language of Apple's Auto Layout Guide
  /// ("Visual Format Language"): an optional `H:` or `V:`, then `|` for the superview,
  /// views in brackets with optional size predicates (`[button(>=50@750)]`,
  /// `[a(==b)]`), and connections between them: nothing (0 points), `-` (the standard
  /// spacing: 8 points between views, 20 to the superview's edge), `-20-`,
  /// `-metric-` or `-(>=20@750)-`. Predicates are `==`, `>=` or `<=` (`==` when left
  /// out), a number, a metric's name or (for a view's size) another view's name, and an
  /// optional `@priority`. Options align every neighbouring pair and set the direction
  /// of `H:` (leading to trailing by default). Stops with a message naming the format
  /// and the position for a string it cannot parse, a name missing from `views` or
  /// `metrics`, or `|` on a view without a superview, as UIKit raises.
  /// - Parameters:
  ///   - format: The visual format string.
  ///   - opts: Alignment and direction options.
  ///   - metrics: Numbers named in the string (`Int`, `Double`, `CGFloat`, `Float` or
  ///     `NSNumber` values).
  ///   - views: The views named in the string.
  /// - Returns: The constraints, inactive.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    return parser.constraints(options: opts)
  }
}

/// Reads a visual format string into constraints (see
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
@MainActor
private struct VisualFormatParser {
  /// One `relation constant-or-view @priority` of a connection or a view's size.
  struct Predicate {
    var relation: LayoutConstraint.Relation = .equal
    var constant: Double = 0
    var view: View?
    var priority: Float = 1000
  }

  /// A connection: `nil` predicates for the standard spacing.
  struct Connection {
    var predicates: [Predicate]?
  }

  let format: String
  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var position = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    self.format = format
    self.characters = Array(format)
    self.metrics = metrics
    self.views = views
  }

  /// Stops with UIKit's kind of message: what was wrong, the format, the position.
  func fail(_ problem: String) -> Never {
    let marker = String(repeating: " ", count: position) + "^"
    preconditionFailure(
      "constraints(withVisualFormat:): unable to parse constraint format: \(problem)\n"
        + "\(format)\n\(marker)")
  }

  var current: Character? { position < characters.count ? characters[position] : nil }

  mutating func skip(_ character: Character) -> Bool {
    guard current == character else { return false }
    position += 1
    return true
  }

  mutating func expect(_ character: Character) {
    if !skip(character) { fail("expected '\(character)'") }
  }

  /// A name: letters, digits and underscores, not starting with a digit.
  mutating func name() -> String? {
    guard let first = current, first.isLetter || first == "_" else { return nil }
    var text = ""
    while let c = current, c.isLetter || c.isNumber || c == "_" {
      text.append(c)
      position += 1
    }
    return text
  }

  /// A number, with an optional sign and fraction.
  mutating func number() -> Double? {
    let start = position
    var text = ""
    if current == "-" || current == "+" {
      text.append(current!)
      position += 1
    }
    while let c = current, c.isNumber || c == "." {
      text.append(c)
      position += 1
    }
    guard let value = Double(text) else {
      position = start
      return nil
    }
    return value
  }

  func metric(named name: String) -> Double? {
    switch metrics[name] {
    case let value as Double: value
    case let value as Int: Double(value)
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  func view(named name: String) -> View? {
    guard let value = views[name] else { return nil }
    guard let view = value as? View else {
      fail("views[\"\(name)\"] is \(type(of: value)), not a view")
    }
    return view
  }

  /// A constant: a number or a metric's name.
  mutating func constant() -> Double {
    if let value = number() { return value }
    let start = position
    guard let name = name() else { fail("expected a number or a metric name") }
    guard let value = metric(named: name) else {
      position = start
      fail("'\(name)' is not a key in the metrics dictionary")
    }
    return value
  }

  /// `(relation)? (constant | view) (@priority)?`; views only when `allowsViews`.
  mutating func predicate(allowsViews: Bool) -> Predicate {
    var result = Predicate()
    if skip("=") {
      expect("=")
    } else if skip(">") {
      expect("=")
      result.relation = .greaterThanOrEqual
    } else if skip("<") {
      expect("=")
      result.relation = .lessThanOrEqual
    }
    if let value = number() {
      result.constant = value
    } else {
      let start = position
      guard let name = name() else { fail("expected a number, a metric or a view name") }
      if let value = metric(named: name) {
        result.constant = value
      } else if allowsViews, let other = view(named: name) {
        result.view = other
      } else {
        position = start
        fail(
          "'\(name)' is not a key in the metrics dictionary"
            + (allowsViews ? " or the views dictionary" : ""))
      }
    }
    if skip("@") {
      let priority = constant()
      guard priority >= 1, priority <= 1000 else { fail("a priority is from 1 to 1000") }
      result.priority = Float(priority)
    }
    return result
  }

  /// `(predicate, predicate…)`, the opening parenthesis already read.
  mutating func predicateList(allowsViews: Bool) -> [Predicate] {
    var list = [predicate(allowsViews: allowsViews)]
    while skip(",") { list.append(predicate(allowsViews: allowsViews)) }
    expect(")")
    return list
  }

  /// A connection after a view or `|`: `nil` when none is written (the views touch).
  mutating func connection() -> Connection? {
    guard skip("-") else { return nil }
    // "-" followed by "[" or "|": the standard spacing.
    if current == "[" || current == "|" { return Connection(predicates: nil) }
    let predicates: [Predicate]
    if skip("(") {
      predicates = predicateList(allowsViews: false)
    } else {
      predicates = [predicate(allowsViews: false)]
    }
    expect("-")
    return Connection(predicates: predicates)
  }

  mutating func constraints(options: LayoutConstraint.FormatOptions) -> [LayoutConstraint] {
    var vertical = false
    if characters.count >= 2, characters[1] == ":" {
      switch characters[0] {
      case "H": vertical = false
      case "V": vertical = true
      default: fail("the orientation is H: or V:")
      }
      position = 2
    }
    let direction = options.intersection(.directionMask)
    let (leadingEdge, trailingEdge, size):
      (LayoutConstraint.Attribute, LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
        vertical
        ? (.top, .bottom, .height)
        : direction == .directionLeftToRight
          ? (.left, .right, .width)
          : direction == .directionRightToLeft
            ? (.right, .left, .width) : (.leading, .trailing, .width)
    // Right to left: a spacing after a view goes towards smaller x.
    let reversed = !vertical && direction == .directionRightToLeft

    var result: [LayoutConstraint] = []
    var placed: [View] = []
    var pending: Connection?
    var startsAtSuperview = false

    // Each spacing: later.laterEdge (relation) earlier.earlierEdge + constant; right to
    // left, the earlier view is the one at larger x, so the sides swap.
    func spacing(
      _ connection: Connection?, from earlier: View, _ earlierEdge: LayoutConstraint.Attribute,
      to later: View, _ laterEdge: LayoutConstraint.Attribute, toSuperview: Bool
    ) {
      let predicates =
        connection.map {
          $0.predicates ?? [Predicate(constant: toSuperview ? 20 : View.systemSpacing)]
        } ?? [Predicate()]
      for p in predicates {
        let constraint =
          reversed
          ? LayoutConstraint(
            item: earlier, attribute: earlierEdge, relatedBy: p.relation, toItem: later,
            attribute: laterEdge, multiplier: 1, constant: p.constant)
          : LayoutConstraint(
            item: later, attribute: laterEdge, relatedBy: p.relation, toItem: earlier,
            attribute: earlierEdge, multiplier: 1, constant: p.constant)
        constraint.priority = LayoutPriority(rawValue: p.priority)
        result.append(constraint)
      }
    }

    func superview(of view: View) -> View {
      guard let parent = view.superview else {
        fail("\(view) has no superview, so '|' cannot stand for it")
      }
      return parent
    }

    if skip("|") {
      startsAtSuperview = true
      pending = connection()
    }
    while skip("[") {
      let start = position
      guard let viewName = name() else { fail("expected a view name") }
      guard let view = view(named: viewName) else {
        position = start
        fail("'\(viewName)' is not a key in the views dictionary")
      }
      if skip("(") {
        for p in predicateList(allowsViews: true) {
          let constraint = LayoutConstraint(
            item: view, attribute: size, relatedBy: p.relation, toItem: p.view,
            attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1,
            constant: p.view == nil ? p.constant : 0)
          constraint.priority = LayoutPriority(rawValue: p.priority)
          result.append(constraint)
        }
      }
      expect("]")
      if let previous = placed.last {
        spacing(pending, from: previous, trailingEdge, to: view, leadingEdge, toSuperview: false)
      } else if startsAtSuperview {
        spacing(
          pending, from: superview(of: view), leadingEdge, to: view, leadingEdge,
          toSuperview: true)
      }
      placed.append(view)
      pending = connection()
    }
    guard let last = placed.last else { fail("expected a view in brackets") }
    if skip("|") {
      // [view]-c-|: superview.trailing (rel) view.trailing + c
      spacing(
        pending, from: last, trailingEdge, to: superview(of: last), trailingEdge,
        toSuperview: true)
    } else if pending != nil {
      fail("a connection must end at a view or '|'")
    }
    if current != nil { fail("unexpected '\(current!)'") }

    // Alignment of each neighbouring pair.
    let alignments: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading),
      (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
      (.alignAllFirstBaseline, .firstBaseline),
    ]
    for (option, attribute) in alignments where options.contains(option) {
      let horizontal = [.left, .right, .leading, .trailing, .centerX].contains(attribute)
      guard horizontal == vertical else {
        fail("option \(attribute) aligns along the layout's own axis")
      }
      for (first, second) in zip(placed, placed.dropFirst()) {
        result.append(
          LayoutConstraint(
            item: first, attribute: attribute, relatedBy: .equal, toItem: second,
            attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return result
  }
}
