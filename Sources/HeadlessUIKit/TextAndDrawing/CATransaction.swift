public import Foundation
import HeadlessKit

/// Groups layer changes into one transaction, as Core Animation's `CATransaction`
/// (https://developer.apple.com/documentation/quartzcore/catransaction).
///
/// HeadlessKit runs no frames, so layer changes apply at once; what a transaction keeps
/// is its settings (duration, timing function, disabled actions, values by key) for the
/// code that reads them back, and its completion block, which runs once after the next
/// flush following the outermost `commit()`, as an animation's completion does here.
/// Transactions nest: settings are the innermost open transaction's.
@MainActor
open class CATransaction: NSObject {
  private struct Settings {
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var disableActions = false
    var completion: (@MainActor () -> Void)?
    var values: [String: Any] = [:]
  }

  /// The implicit transaction's settings, then one per open `begin()`.
  private static var stack: [Settings] = [Settings()]
  /// Completion blocks of inner transactions, run with the outermost one's.
  private static var pendingCompletions: [@MainActor () -> Void] = []

  private static var current: Settings {
    get { stack[stack.count - 1] }
    set { stack[stack.count - 1] = newValue }
  }

  /// Opens a transaction, as Core Animation's `begin()`.
  open class func begin() { stack.append(Settings()) }

  /// Closes the innermost transaction, as Core Animation's `commit()`. Its completion
  /// block runs after the next flush once the outermost transaction is committed.
  open class func commit() {
    guard stack.count > 1 else { return }
    let closed = stack.removeLast()
    if let completion = closed.completion { pendingCompletions.append(completion) }
    guard stack.count == 1, !pendingCompletions.isEmpty else { return }
    let waiting = pendingCompletions
    pendingCompletions = []
    UIView.animate(withDuration: 0, animations: {}) { _ in
      for completion in waiting { completion() }
    }
  }

  /// Commits the implicit transaction, as Core Animation's `flush()`; nothing is pending
  /// headlessly.
  open class func flush() {}

  /// Takes the transaction lock, as Core Animation's `lock()`; transactions live on the
  /// main actor here, so there is nothing to lock.
  open class func lock() {}

  /// Releases the transaction lock, as Core Animation's `unlock()`.
  open class func unlock() {}

  /// The animation duration of the current transaction, as Core Animation's
  /// `animationDuration()`; 0.25 by default.
  /// - Returns: Seconds.
  open class func animationDuration() -> CFTimeInterval { current.duration }

  /// Sets the animation duration of the current transaction, as Core Animation's
  /// `setAnimationDuration(_:)`.
  /// - Parameter dur: Seconds.
  open class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }

  /// The timing function of the current transaction, as Core Animation's
  /// `animationTimingFunction()`.
  /// - Returns: The function, or `nil`.
  open class func animationTimingFunction() -> CAMediaTimingFunction? {
    current.timingFunction
  }

  /// Sets the timing function of the current transaction, as Core Animation's
  /// `setAnimationTimingFunction(_:)`.
  /// - Parameter function: The function.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }

  /// Whether the current transaction disables implicit actions, as Core Animation's
  /// `disableActions()`.
  /// - Returns: Whether actions are disabled.
  open class func disableActions() -> Bool { current.disableActions }

  /// Disables or enables implicit actions in the current transaction, as Core
  /// Animation's `setDisableActions(_:)`.
  /// - Parameter flag: Whether to disable them.
  open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

  /// The completion block of the current transaction, as Core Animation's
  /// `completionBlock()`.
  /// - Returns: The block, or `nil`.
  open class func completionBlock() -> (@MainActor () -> Void)? { current.completion }

  /// Sets the completion block of the current transaction, as Core Animation's
  /// `setCompletionBlock(_:)`: it runs once after the next flush following the outermost
  /// commit (or, set outside any `begin()`, after the next flush).
  /// - Parameter block: The block.
  open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    if stack.count == 1, let block {
      UIView.animate(withDuration: 0, animations: {}) { _ in block() }
      return
    }
    current.completion = block
  }

  /// A value of the current transaction, as Core Animation's `value(forKey:)`.
  /// - Parameter key: The key.
  /// - Returns: The value, or `nil`.
  open class func value(forKey key: String) -> Any? { current.values[key] }

  /// Sets a value of the current transaction, as Core Animation's `setValue(_:forKey:)`.
  /// - Parameters:
  ///   - anObject: The value, or `nil` to remove it.
  ///   - key: The key.
  open class func setValue(_ anObject: Any?, forKey key: String) {
    current.values[key] = anObject
  }
}
