// Whether a view's inputs changed: SwiftUI compares a view's stored properties and skips its
// body when they are equal. Equatable values compare with `==`, objects by identity, bindings
// by what they point at; closures never compare equal (an extra run is allowed, a missed one
// is not).

/// Compares views' stored properties.
enum Inputs {
  /// Whether `old` and `new` have equal inputs.
  static func equal(_ old: Any, _ new: Any) -> Bool {
    if type(of: old) != type(of: new) { return false }
    if let comparable = old as? any InputComparable { return comparable.sameInput(as: new) }
    if let equatable = old as? any Equatable { return equatable.isEqual(to: new) }
    if type(of: old) is AnyClass { return (old as AnyObject) === (new as AnyObject) }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch oldMirror.displayStyle {
    case .struct, .tuple, .optional, .enum:
      break
    default:
      return false
    }
    if oldMirror.displayStyle == .enum {
      // Cases without payload reflect no children: compare their descriptions.
      if oldMirror.children.isEmpty && newMirror.children.isEmpty {
        return String(describing: old) == String(describing: new)
      }
    }
    guard oldMirror.children.count == newMirror.children.count else { return false }
    for (a, b) in zip(oldMirror.children, newMirror.children) {
      guard a.label == b.label, equal(a.value, b.value) else { return false }
    }
    // A function value reflects no children and is not a struct: caught above.
    return true
  }
}

/// A value with its own notion of "same input" (state, bindings, environment reads).
protocol InputComparable {
  /// Whether `other` is the same input.
  func sameInput(as other: Any) -> Bool
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
