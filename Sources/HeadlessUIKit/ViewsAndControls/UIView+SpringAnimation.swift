public import HeadlessKit

extension View {
  /// Runs `animations` at once, as UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
  /// (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:))
  /// does with no screen: exactly as `animate(withDuration:delay:options:animations:completion:)`
  /// here, the changes apply immediately and `completion` runs once, with `true`, at the
  /// end of the next flush. The spring has no headless meaning: the views end where it
  /// would settle them.
  /// - Parameters:
  ///   - duration: The animation's length in seconds.
  ///   - delay: Seconds before it would start.
  ///   - dampingRatio: The spring's damping, 0 to 1; unused.
  ///   - velocity: The initial velocity; unused.
  ///   - options: How to animate, as for `animate(withDuration:delay:options:animations:completion:)`.
  ///   - animations: The changes to make.
  ///   - completion: Called once with `true` after the next flush.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }
}
