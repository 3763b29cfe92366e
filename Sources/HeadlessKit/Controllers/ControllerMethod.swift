/// A controller method that HeadlessKit calls: a tracked hook or an untracked callback.
///
/// Diagnostics, traces and suggested fixes name these methods through
/// ``Controller/name(of:)``, so a layer whose controller class calls them under names of
/// its own (a port of another framework's lifecycle) names them as its author wrote them:
///
/// ```swift
/// open class PortedController: Controller {
///   open func onLoad() {}
///   public override func didLoad() { onLoad() }
///   open override class func name(of method: ControllerMethod) -> StaticString {
///     method == .didLoad ? "onLoad()" : super.name(of: method)
///   }
/// }
/// ```
public enum ControllerMethod: Sendable, CaseIterable, CustomStringConvertible {
  /// ``Controller/didLoad()``.
  case didLoad
  /// ``Controller/willAppear()``.
  case willAppear
  /// ``Controller/isAppearing()``.
  case isAppearing
  /// ``Controller/didAppear()``.
  case didAppear
  /// ``Controller/willDisappear()``.
  case willDisappear
  /// ``Controller/didDisappear()``.
  case didDisappear
  /// ``Controller/updateProperties()``.
  case updateProperties
  /// ``Controller/updateConstraints()``.
  case updateConstraints
  /// ``Controller/willLayout()``.
  case willLayout
  /// ``Controller/didLayout()``.
  case didLayout

  /// HeadlessKit's own name of the method: `didLoad()`, `willLayout()`.
  public var name: StaticString {
    switch self {
    case .didLoad: return "didLoad()"
    case .willAppear: return "willAppear()"
    case .isAppearing: return "isAppearing()"
    case .didAppear: return "didAppear()"
    case .willDisappear: return "willDisappear()"
    case .didDisappear: return "didDisappear()"
    case .updateProperties: return "updateProperties()"
    case .updateConstraints: return "updateConstraints()"
    case .willLayout: return "willLayout()"
    case .didLayout: return "didLayout()"
    }
  }

  /// HeadlessKit's own name of the method, as ``name``.
  public var description: String { name.description }

  /// The controller method that runs as `hook`, or `nil` for a view's hook.
  init?(_ hook: Hook) {
    switch hook {
    case .updateProperties: self = .updateProperties
    case .updateConstraints: self = .updateConstraints
    case .willLayout: self = .willLayout
    case .didLayout: self = .didLayout
    case .layoutSubviews, .draw, .configuration: return nil
    }
  }
}

extension StaticString {
  /// Whether the two strings hold the same text.
  func hasSameText(as other: StaticString) -> Bool {
    if hasPointerRepresentation, other.hasPointerRepresentation, utf8Start == other.utf8Start,
      utf8CodeUnitCount == other.utf8CodeUnitCount
    {
      return true
    }
    return withUTF8Buffer { mine in other.withUTF8Buffer { mine.elementsEqual($0) } }
  }
}
