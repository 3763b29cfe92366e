public import HeadlessKit

/// Something that fills or colours, as SwiftUI's `ShapeStyle` (colours and the hierarchical
/// styles here).
public protocol ShapeStyle {}

/// A colour, as SwiftUI's `Color`: a shape style, and a view that fills what it is offered.
nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
  /// HeadlessKit's colour, resolved against the appearance when drawn.
  let headless: HeadlessKit.Color

  init(_ headless: HeadlessKit.Color) { self.headless = headless }

  /// A colour from components in the sRGB space.
  /// - Parameters:
  ///   - red: The red component, 0 to 1.
  ///   - green: The green component, 0 to 1.
  ///   - blue: The blue component, 0 to 1.
  ///   - opacity: The opacity, 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    headless = HeadlessKit.Color(red: red, green: green, blue: blue, alpha: opacity)
  }

  /// A grey.
  /// - Parameters:
  ///   - white: The brightness, 0 to 1.
  ///   - opacity: The opacity, 0 to 1.
  public init(white: Double, opacity: Double = 1) {
    headless = HeadlessKit.Color(red: white, green: white, blue: white, alpha: opacity)
  }

  /// The colour of a UIKit colour.
  /// - Parameter uiColor: The UIKit colour.
  public init(uiColor: UIColor) { headless = uiColor }

  /// A named colour (an asset catalog's or the palette's).
  /// - Parameter name: The name.
  public init(_ name: String) { headless = HeadlessKit.Color(named: name) }

  /// The colour with another opacity.
  /// - Parameter opacity: The opacity, 0 to 1.
  /// - Returns: The colour.
  public func opacity(_ opacity: Double) -> Color { Color(headless.withAlpha(opacity)) }

  /// The colour's name or hex value.
  public var description: String { headless.description }

  /// A primitive view.
  public typealias Body = Never

  /// Black.
  public static let black = Color(HeadlessKit.Color(named: "black"))
  /// White.
  public static let white = Color(HeadlessKit.Color(named: "white"))
  /// Grey.
  public static let gray = Color(.systemGray)
  /// Red.
  public static let red = Color(.systemRed)
  /// Orange.
  public static let orange = Color(.systemOrange)
  /// Yellow.
  public static let yellow = Color(.systemYellow)
  /// Green.
  public static let green = Color(.systemGreen)
  /// Mint.
  public static let mint = Color(.systemMint)
  /// Teal.
  public static let teal = Color(.systemTeal)
  /// Cyan.
  public static let cyan = Color(.systemCyan)
  /// Blue.
  public static let blue = Color(.systemBlue)
  /// Indigo.
  public static let indigo = Color(.systemIndigo)
  /// Purple.
  public static let purple = Color(.systemPurple)
  /// Pink.
  public static let pink = Color(.systemPink)
  /// Brown.
  public static let brown = Color(.systemBrown)
  /// Transparent.
  public static let clear = Color(HeadlessKit.Color(named: "clear").withAlpha(0))
  /// The primary text colour (adapts to the appearance).
  public static let primary = Color(.label)
  /// The secondary text colour.
  public static let secondary = Color(.secondaryLabel)
  /// The accent colour.
  public static let accentColor = Color(HeadlessKit.Color(named: "tint"))
}

extension ShapeStyle where Self == Color {
  /// The primary text colour.
  public static var primary: Color { Color.primary }
  /// The secondary text colour.
  public static var secondary: Color { Color.secondary }
  /// The accent colour.
  public static var tint: Color { Color.accentColor }
  /// Red.
  public static var red: Color { Color.red }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Green.
  public static var green: Color { Color.green }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Grey.
  public static var gray: Color { Color.gray }
  /// White.
  public static var white: Color { Color.white }
  /// Black.
  public static var black: Color { Color.black }
}

@MainActor
extension Color: RenderedView {
  func makePlatformView() -> HeadlessKit.View { FillView() }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    if platformView.backgroundColor != headless { platformView.backgroundColor = headless }
  }
}

/// A view that takes what it is offered (a colour as a view).
final class FillView: HeadlessKit.View, LaidOutView {
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }
  func isFlexible(along axis: Axis) -> Bool { true }
}
