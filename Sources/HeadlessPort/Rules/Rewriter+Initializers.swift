/// The rule for initializer spellings that UIKit accepts through Objective-C import rules
/// and Swift does not: `override` added to or dropped from a class's `init()`, as the
/// HeadlessUIKit class it inherits from needs.
extension Rewriter {
  /// What a subclass's `init()` needs, by the HeadlessUIKit class it inherits from.
  enum InitPolicy {
    /// The class declares a designated `init()`: a subclass's `init()` overrides it.
    case overrideRequired
    /// The class has no designated `init()` (a convenience one, or one it inherits): a
    /// subclass's `init()` is its own and takes no `override`.
    case overrideForbidden
    /// The class declares a required `init()` (so its table or collection view can make
    /// any registered subclass): a subclass's `init()` must be `required`, which implies
    /// the override.
    case requiredNeeded
  }

  /// HeadlessUIKit's classes and what a subclass's `init()` needs, found by compiling
  /// both spellings against HeadlessUIKit (the DocC article "Bringing an iOS app's
  /// screens to Linux CI" lists them). A class missing here is left as written.
  static let initPolicies: [String: InitPolicy] = {
    var policies: [String: InitPolicy] = [:]
    for name in [
      "NSObject", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
      "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIPinchGestureRecognizer",
      "UIActivityIndicatorView",
    ] {
      policies[name] = .overrideRequired
    }
    for name in [
      "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView",
      "UIScrollView", "UITextField", "UITextView", "UISwitch", "UISlider",
      "UISegmentedControl", "UITableView", "UIWindow", "UIViewController",
      "UINavigationController",
      "UITabBarController",
    ] {
      policies[name] = .overrideForbidden
    }
    for name in [
      "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell",
      "UICollectionReusableView", "UITableViewHeaderFooterView",
    ] {
      policies[name] = .requiredNeeded
    }
    return policies
  }()

  /// HeadlessUIKit's view classes that are HeadlessKit's own views under UIKit's name,
  /// which have no `init?(coder:)` for a subclass's `super.init(coder:)` to call (the DocC
  /// article "Bringing an iOS app's screens to Linux CI" lists them).
  static let viewsWithoutCoderInit: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView",
    "UIScrollView", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl",
    "UICollectionView", "UIWindow",
  ]

  /// `super.init(coder: coder)` in a subclass of one of ``viewsWithoutCoderInit``:
  /// becomes `super.init(frame: .zero)`, which makes the same view (there are no archives
  /// to read on Linux), so the "init from code or coder, then `commonInit()`" pattern
  /// builds a working view.
  mutating func superInitFromCoder(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 1, file.hasLabel(arguments[0], "coder"),
      let type = outline.enclosingClass(of: index),
      let superclass = context.superclasses[type],
      Self.viewsWithoutCoderInit.contains(superclass)
    else { return }
    let close = Int(file.match[open])
    replace(
      bytes: Int(file.tokens[open].start)..<Int(file.tokens[close].end), with: "(frame: .zero)",
      "\(superclass) has no init(coder:) in HeadlessUIKit (there are no archives): "
        + "super.init(coder:) becomes super.init(frame: .zero)")
  }

  /// A call to a superclass initializer that UIKit declares designated and HeadlessUIKit
  /// convenience (so a subclass cannot call it through `super`), in a subclass of
  /// `superclass`: `super.init(image: x)` on `UIImageView`, `super.init(arrangedSubviews:
  /// x)` on `UIStackView`, `super.init(style: x)` on `UIActivityIndicatorView`. Each
  /// becomes `super.init(frame: .zero)` followed by what the convenience initializer does
  /// with the argument, evaluated once, on the same line.
  mutating func superInitFromConvenience(_ index: Int) {
    let open = index + 1
    let arguments = file.arguments(ofCallAt: open)
    guard arguments.count == 1, let type = outline.enclosingClass(of: index),
      let superclass = context.superclasses[type]
    else { return }
    let argument = arguments[0]
    let close = Int(file.match[open])
    let start = replacementStart
    switch superclass {
    case "UIImageView" where file.hasLabel(argument, "image"):
      write("(frame: .zero); self.image = ")
    case "UIStackView" where file.hasLabel(argument, "arrangedSubviews"):
      write("(frame: .zero); for view in ")
    case "UIActivityIndicatorView" where file.hasLabel(argument, "style"):
      write("(frame: .zero); self.style = ")
    default:
      return
    }
    write(from: argument.first, through: argument.last)
    if superclass == "UIStackView" { write(" { addArrangedSubview(view) }") }
    let label = file.text(argument.labelToken)
    replace(
      bytes: Int(file.tokens[open].start)..<Int(file.tokens[close].end), writtenFrom: start,
      "\(superclass).init(\(label):) is a convenience initializer in HeadlessUIKit, which "
        + "a subclass cannot call through super: super.init(frame: .zero), then what it does")
  }

  /// `init()` in a class: `override` added or dropped as its HeadlessUIKit ancestor needs.
  mutating func initializer(_ index: Int) {
    if file.isPunctuation(index - 1, "."), file.is(index - 2, "super") {
      superInitFromCoder(index)
      superInitFromConvenience(index)
      return
    }
    guard Outline.isBareInit(at: index, in: file), let type = outline.enclosingClass(of: index)
    else { return }
    var first = index
    var overrideToken: Int?
    while first > 0, file.isKind(first - 1, .identifier) {
      let modifier = file.text(first - 1)
      guard Self.initModifiers.contains(modifier) else { break }
      if modifier == "convenience" || modifier == "required" { return }
      if modifier == "override" { overrideToken = first - 1 }
      first -= 1
    }
    guard let (ancestor, policy) = initPolicy(forSubclassOf: type) else { return }
    switch (policy, overrideToken) {
    case (.overrideRequired, nil):
      let start = Int(file.tokens[index].start)
      replace(
        bytes: start..<start, with: "override ",
        "\(ancestor)'s init() is designated in HeadlessUIKit: 'override' added (UIKit's "
          + "Objective-C import lets a subclass leave it out)")
    case (.requiredNeeded, let token?):
      let start = Int(file.tokens[token].start)
      replace(
        bytes: start..<(start + "override".utf8.count), with: "required",
        "\(ancestor)'s init() is required in HeadlessUIKit (its views are made from their "
          + "class): 'override' replaced by 'required'")
    case (.requiredNeeded, nil):
      let start = Int(file.tokens[index].start)
      replace(
        bytes: start..<start, with: "required ",
        "\(ancestor)'s init() is required in HeadlessUIKit (its views are made from their "
          + "class): 'required' added")
    case (.overrideForbidden, let token?):
      remove(
        token, through: token,
        "\(ancestor) has no designated init() in HeadlessUIKit: 'override' dropped (UIKit's "
          + "Objective-C import lets a subclass write it)")
    default:
      break
    }
  }

  private static let initModifiers: Set<String> = [
    "override", "public", "private", "fileprivate", "internal", "open", "package",
    "convenience", "required", "nonisolated",
  ]

  /// The nearest HeadlessUIKit ancestor of `type` and its policy, unless a class of the
  /// app's own declares `init()` on the way (Swift's rules then hold as on iOS).
  private func initPolicy(forSubclassOf type: String) -> (String, InitPolicy)? {
    var current = context.superclasses[type]
    var steps = 0
    while let name = current, steps < 64 {
      if let policy = Self.initPolicies[name] { return (name, policy) }
      if context.classesDeclaringInit.contains(name) { return nil }
      current = context.superclasses[name]
      steps += 1
    }
    return nil
  }
}
