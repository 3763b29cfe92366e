import HeadlessKit

/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when no view above set one.
  static var defaultValue: Value { get }
}

/// The values a view's surroundings give it, as SwiftUI's `EnvironmentValues`.
///
/// Values that come from the trait collection (`colorScheme`, `dynamicTypeSize`) are read
/// from the HeadlessKit view hosting the body at the moment they are read, so a body that
/// reads one is re-evaluated when that trait changes (HeadlessKit's trait tracking).
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  /// The HeadlessKit view whose traits this environment reads.
  weak var traitSource: HeadlessKit.View?

  /// An environment holding every default.
  public init() {}

  /// The value for `key`, or its default.
  /// - Parameter key: The key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Most bodies see an environment nobody set anything in: no lookup, no cast.
      if values.isEmpty { return K.defaultValue }
      return values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The values set, for debugging.
  public var description: String { "EnvironmentValues(\(values.count) set)" }

  /// Whether `other` holds the same values and reads the same traits.
  func isSame(as other: EnvironmentValues) -> Bool {
    guard values.count == other.values.count, traitSource === other.traitSource else {
      return false
    }
    if values.isEmpty { return true }
    for (key, value) in values {
      guard let otherValue = other.values[key], Inputs.equal(value, otherValue) else {
        return false
      }
    }
    return true
  }

  func value<K: EnvironmentKey>(setFor key: K.Type) -> K.Value? {
    if values.isEmpty { return nil }
    return values[ObjectIdentifier(key)] as? K.Value
  }

  @MainActor var traits: TraitCollection? { traitSource?.traitCollection }
}

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// The size of text the user chose, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest accessibility size.
  case accessibility5

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  init(_ category: ContentSizeCategory) {
    switch category {
    case .extraSmall: self = .xSmall
    case .small: self = .small
    case .medium: self = .medium
    case .extraLarge: self = .xLarge
    case .extraExtraLarge: self = .xxLarge
    case .extraExtraExtraLarge: self = .xxxLarge
    case .accessibilityMedium: self = .accessibility1
    case .accessibilityLarge: self = .accessibility2
    case .accessibilityExtraLarge: self = .accessibility3
    case .accessibilityExtraExtraLarge: self = .accessibility4
    case .accessibilityExtraExtraExtraLarge: self = .accessibility5
    default: self = .large
    }
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  /// The color scheme: the hosting view's interface style, unless a view above set one.
  public var colorScheme: ColorScheme {
    get {
      if let set = value(setFor: ColorSchemeKey.self) { return set }
      let source = traitSource
      return MainActor.assumeIsolated {
        source?.traitCollection.userInterfaceStyle == .dark ? .dark : .light
      }
    }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The Dynamic Type size: the hosting view's content size category, unless a view above
  /// set one.
  public var dynamicTypeSize: DynamicTypeSize {
    get {
      if let set = value(setFor: DynamicTypeSizeKey.self) { return set }
      let source = traitSource
      return MainActor.assumeIsolated {
        source.map { DynamicTypeSize($0.traitCollection.preferredContentSizeCategory) } ?? .large
      }
    }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// Dismisses the presentation the view is in.
  public var dismiss: DismissAction { DismissAction(source: traitSource) }
}

/// Dismisses the sheet (or other presentation) the view is in, as SwiftUI's `DismissAction`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// var body: some View { Button("Done") { dismiss() } }
/// ```
@MainActor
public struct DismissAction {
  weak var source: HeadlessKit.View?

  /// Dismisses the presentation; does nothing when the view is not presented.
  public func callAsFunction() {
    guard let source else { return }
    var controller = enclosingController(of: source)
    while let current = controller {
      if current.presentingController != nil && current.parent == nil {
        current.dismiss()
        return
      }
      controller = current.parent
    }
  }
}
