private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private struct ForegroundColorKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

private struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
  /// The font of text below; `nil` for the body style.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The maximum number of lines of text below; `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Whether controls below respond to the user (`disabled(_:)` turns it off).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The colour `foregroundStyle(_:)` set.
  var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  /// The colour `tint(_:)` set.
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}
