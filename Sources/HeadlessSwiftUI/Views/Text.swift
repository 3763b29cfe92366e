import HeadlessKit

/// A string a view builder shows, written with interpolations, as SwiftUI's
/// `LocalizedStringKey` (there is no localization table: the key is the text).
nonisolated public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation
{
  let text: String

  /// Creates a key from a string literal.
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) { text = value }

  /// Creates a key from an interpolated string.
  /// - Parameter stringInterpolation: The interpolation.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Creates a key from a string.
  /// - Parameter value: The string.
  public init(_ value: String) { text = value }

  /// Collects an interpolated key's parts.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// Reserves room.
    /// - Parameters:
    ///   - literalCapacity: The literal characters' count.
    ///   - interpolationCount: The interpolations' count.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }
    /// Appends a literal part.
    /// - Parameter literal: The part.
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// Appends a value, described.
    /// - Parameter value: The value.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    /// Appends a string.
    /// - Parameter string: The string.
    public mutating func appendInterpolation(_ string: String) { text += string }
    /// Appends a text's string.
    /// - Parameter text: The text.
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
  }
}

/// A line (or lines) of read-only text, as SwiftUI's `Text`; drawn by a HeadlessKit `Label`.
///
/// ```swift
/// Text("Count: \(counter.value)")
///   .font(.headline)
///   .foregroundStyle(.secondary)
/// ```
nonisolated public struct Text: View, Equatable {
  /// The string shown.
  let content: String
  var font: Font?
  var weight: Font.Weight?
  var color: Color?
  var isItalic = false

  /// Shows a string as it is.
  /// - Parameter content: The string.
  public init(verbatim content: String) { self.content = content }

  /// Shows a string.
  /// - Parameter content: The string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Shows a localized string (the key itself: there are no tables).
  /// - Parameters:
  ///   - key: The key.
  ///   - tableName: Ignored.
  ///   - bundle: Ignored.
  ///   - comment: Ignored.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    content = key.text
  }

  /// A primitive view.
  public typealias Body = Never

  /// The text in `font`.
  /// - Parameter font: The font; `nil` uses the environment's.
  /// - Returns: The text.
  public func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }

  /// The text with a weight.
  /// - Parameter weight: The weight.
  /// - Returns: The text.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text.weight = weight
    return text
  }

  /// The text in bold.
  /// - Returns: The text.
  public func bold() -> Text { fontWeight(.bold) }

  /// The text in italics.
  /// - Returns: The text.
  public func italic() -> Text {
    var text = self
    text.isItalic = true
    return text
  }

  /// The text in a colour.
  /// - Parameter color: The colour; `nil` uses the environment's.
  /// - Returns: The text.
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.color = color
    return text
  }

  /// The text in a style.
  /// - Parameter style: The style (a colour).
  /// - Returns: The text.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    foregroundColor(style as? Color)
  }

  /// Two texts joined.
  /// - Parameters:
  ///   - lhs: The first.
  ///   - rhs: The second.
  /// - Returns: The joined text, styled as the first.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = Text(verbatim: lhs.content + rhs.content)
    text.font = lhs.font
    text.weight = lhs.weight
    text.color = lhs.color
    return text
  }
}

@MainActor
extension Text: RenderedView {
  /// A plain HeadlessKit label, not a subclass: HeadlessKit runs its own classes' drawing
  /// untracked, where a subclass's `draw(in:)` would be user code in a tracking scope.
  func makePlatformView() -> HeadlessKit.View { HeadlessKit.Label() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let label = platformView as? HeadlessKit.Label else { return }
    update(label, environment: element.environment)
  }

  /// Brings `label` up to date with this text in `environment`: what a body whose result
  /// is this text calls directly, without an element; `host` (that body's view) then
  /// resolves the font, remembering a text style's.
  func update(_ label: HeadlessKit.Label, environment: EnvironmentValues, host: BodyHostView? = nil)
  {
    if label.text != content { label.text = content }
    let chosenFont = self.font ?? environment.font ?? .body
    let font =
      host?.resolvedTextFont(chosenFont, environment: environment)
      ?? chosenFont.resolved(in: environment.traits)
    if label.font != font { label.font = font }
    let chosen: Color? = self.color ?? environment.foregroundColor
    // `primary` is the label colour, made once (UIKit's `.label` makes it at every call).
    let color: HeadlessKit.Color = chosen?.headless ?? Color.primary.headless
    if label.textColor != color { label.textColor = color }
    let lines = environment.lineLimit ?? 0
    if label.numberOfLines != lines { label.numberOfLines = lines }
  }
}

@MainActor
extension Text: ButtonTitleSource {
  var buttonTitle: String? { content }
  var buttonImage: String? { nil }
}
