extension View {
  /// Options for ``animate(withDuration:delay:options:animations:completion:)``, as
  /// UIKit's `UIView.AnimationOptions`, with UIKit's bit values. HeadlessKit runs no
  /// animation: every option is accepted, and only ``flushUpdates`` changes what happens.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// Creates options from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow interaction while animating.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current state of an animation in flight.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Use this duration, not the enclosing animation's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Use this curve, not the enclosing animation's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animate by redrawing content.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide and show views instead of removing and adding them in transitions.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Do not inherit the enclosing animation's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Flush pending updates (traits, properties, constraints, layout) whenever the
    /// animation context changes, as iOS 26's `flushUpdates`: before entering the
    /// animation (for changes made before it), before entering a nested one (for the
    /// outer one's changes), before leaving one (for its own), before
    /// ``performWithoutAnimation(_:)`` or ``setAnimationsEnabled(_:)`` disables
    /// animations and before they are enabled again. Nested animations inherit it. So a
    /// model change inside the block is applied without `layoutIfNeeded()`.
    public static let flushUpdates = AnimationOptions(rawValue: 1 << 29)
  }

  /// Runs `animations` at once, as UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)` does with no screen:
  /// the changes apply immediately (the views end where the animation would end them),
  /// and `completion` runs once, with `true`, at the end of the next ``Application/flush()``
  /// of an application, after that flush's pass and appearance callbacks (in a live
  /// ``Application/run()``, the pass the changes caused). The duration and delay are kept
  /// for ``inheritedAnimationDuration`` only; nothing waits for them.
  ///
  /// With ``AnimationOptions/flushUpdates``, pending updates are flushed before the block
  /// and again after it, so hooks that read what it changed have run when it returns.
  /// The application flushed is the one that last showed a window or flushed (a program
  /// has one).
  /// Called inside a hook, where a flush does nothing, the updates run in the pass under
  /// way instead.
  /// - Parameters:
  ///   - duration: The animation's length in seconds.
  ///   - delay: Seconds before it would start.
  ///   - options: How to animate; see ``AnimationOptions``.
  ///   - animations: The changes to make.
  ///   - completion: Called once with `true` after the next flush.
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    AnimationContext.animate(duration: duration, options: options, animations, completion)
  }

  /// Runs `animations` at once, as UIKit's `animate(withDuration:animations:completion:)`.
  /// - Parameters:
  ///   - duration: The animation's length in seconds.
  ///   - animations: The changes to make.
  ///   - completion: Called once with `true` after the next flush.
  public static func animate(
    withDuration duration: Double, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    AnimationContext.animate(duration: duration, options: [], animations, completion)
  }

  /// Runs `actions` with animations disabled, as UIKit's `performWithoutAnimation(_:)`.
  /// Inside an animation with ``AnimationOptions/flushUpdates``, pending updates are
  /// flushed before and after.
  /// - Parameter actions: The changes to make.
  public static func performWithoutAnimation(_ actions: @MainActor () -> Void) {
    AnimationContext.withoutAnimation(actions)
  }

  /// Whether animations are enabled, as UIKit's `areAnimationsEnabled`; `true` unless
  /// ``setAnimationsEnabled(_:)`` or ``performWithoutAnimation(_:)`` turned them off.
  public static var areAnimationsEnabled: Bool { AnimationContext.enabled }

  /// Enables or disables animations, as UIKit's `setAnimationsEnabled(_:)`.
  /// - Parameter enabled: Whether animations run.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationContext.setEnabled(enabled)
  }

  /// The duration of the animation whose block is running, 0 outside one or while
  /// animations are disabled, as UIKit's `inheritedAnimationDuration`.
  public static var inheritedAnimationDuration: Double {
    AnimationContext.enabled ? AnimationContext.scopes.last?.duration ?? 0 : 0
  }
}

/// The animation scopes open now, the completions waiting for a flush, and the
/// application whose pending updates `flushUpdates` flushes.
@MainActor
enum AnimationContext {
  struct Scope {
    let duration: Double
    let flushes: Bool
  }
  // Main-actor statics read at every flush: `@exclusivity(unchecked)` for the reason
  // given on `TraitSystem`.
  @exclusivity(unchecked) static var scopes: [Scope] = []
  @exclusivity(unchecked) static var enabled = true
  /// Completions waiting for the end of the next flush.
  @exclusivity(unchecked) static var completions: [@MainActor (Bool) -> Void] = []
  /// The application that last showed a window or flushed: the one whose pending
  /// updates `flushUpdates` flushes (a program has one; tests may have several at once).
  private static weak var current: (any LoopHost)?
  /// `current`'s identity, compared first: a flush pays no weak store when the same
  /// application flushes again. Cleared when that application goes.
  @exclusivity(unchecked) private static var currentID: ObjectIdentifier?

  @inline(__always)
  static func register(_ application: any LoopHost) {
    let id = ObjectIdentifier(application)
    guard id != currentID else { return }
    currentID = id
    current = application
  }

  /// `application` is going: it is no longer current.
  static func forget(_ application: any LoopHost) {
    if currentID == ObjectIdentifier(application) { currentID = nil }
  }

  /// Whether the innermost scope (or an outer one, which nested ones inherit from)
  /// flushes.
  static var flushes: Bool { scopes.last?.flushes ?? false }

  /// Flushes the current application's pending updates.
  static func flushPendingUpdates() {
    current?.flush()
  }

  static func animate(
    duration: Double, options: View.AnimationOptions, _ animations: @MainActor () -> Void,
    _ completion: (@MainActor (Bool) -> Void)?
  ) {
    let flushes = options.contains(.flushUpdates) || self.flushes
    // Before entering: the changes made before the animation (or in the outer one).
    if flushes { flushPendingUpdates() }
    scopes.append(Scope(duration: duration, flushes: flushes))
    animations()
    // Before leaving: the changes made inside it.
    if flushes { flushPendingUpdates() }
    scopes.removeLast()
    if let completion { completions.append(completion) }
  }

  static func withoutAnimation(_ actions: @MainActor () -> Void) {
    let flushes = self.flushes
    if flushes { flushPendingUpdates() }
    let wasEnabled = enabled
    enabled = false
    actions()
    if flushes { flushPendingUpdates() }
    enabled = wasEnabled
  }

  static func setEnabled(_ value: Bool) {
    guard value != enabled else { return }
    if flushes { flushPendingUpdates() }
    enabled = value
  }

  /// Runs the completions that waited for a flush.
  static func runCompletions() {
    while !completions.isEmpty {
      let waiting = completions
      completions = []
      for completion in waiting { completion(true) }
    }
  }
}
