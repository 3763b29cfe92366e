public import Foundation
/// A nib, as UIKit's `UINib` (https://developer.apple.com/documentation/uikit/uinib): here
/// only a name, so code that refers to nibs compiles. There are no nibs on Linux (no
/// Interface Builder products, no archive to decode), so nothing can be instantiated
/// from one: ``instantiate(withOwner:options:)`` and `Bundle.loadNibNamed(_:owner:options:)`
/// stop with a message naming the nib, as UIKit raises for a nib it cannot load. Build
/// the views in code instead (a cell class registered with
/// `register(_:forCellReuseIdentifier:)`, its subviews made in `init(style:reuseIdentifier:)`).
@preconcurrency @MainActor
open class UINib {
  /// Options for instantiating a nib, as UIKit's `UINib.OptionsKey`
  /// (https://developer.apple.com/documentation/uikit/uinib/optionskey).
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The replacements for proxy objects in the nib, as UIKit's `externalObjects`.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name, without the `.nib` extension.
  public let nibName: String
  /// The bundle it would be found in; `nil` for the main bundle.
  public let bundle: Bundle?

  /// A nib by name, as UIKit's `init(nibName:bundle:)`
  /// (https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)):
  /// nothing is read, since no nib can be loaded here.
  /// - Parameters:
  ///   - name: The nib's name, without the `.nib` extension.
  ///   - bundleOrNil: The bundle to look in; `nil` for the main bundle.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    nibName = name
    bundle = bundleOrNil
  }

  /// The nib's top-level objects, as UIKit's `instantiate(withOwner:options:)`
  /// (https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)):
  /// stops with a message naming the nib, since nibs cannot load on Linux (UIKit raises
  /// likewise for a nib it cannot load).
  /// - Parameters:
  ///   - ownerOrNil: The nib's File's Owner.
  ///   - optionsOrNil: Loading options.
  /// - Returns: Never returns.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    UINib.cannotLoad(nibName, in: "UINib.instantiate(withOwner:options:)")
  }

  /// Stops with the message that nib `name` cannot load, from `call`.
  static func cannotLoad(_ name: String, in call: String) -> Never {
    preconditionFailure(
      "\(call): the nib \"\(name)\" cannot be loaded: there are no nibs on Linux; make "
        + "the view in code (for a cell, register its class and build it in its initializer)")
  }
}

extension Bundle {
  /// The top-level objects of a nib, as UIKit's `loadNibNamed(_:owner:options:)`
  /// (https://developer.apple.com/documentation/foundation/bundle/loadnibnamed(_:owner:options:)):
  /// stops with a message naming the nib, since nibs cannot load on Linux (UIKit raises
  /// likewise for a nib it cannot load).
  /// - Parameters:
  ///   - name: The nib's name, without the `.nib` extension.
  ///   - owner: The nib's File's Owner.
  ///   - options: Loading options.
  /// - Returns: Never returns.
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    UINib.cannotLoad(name, in: "Bundle.loadNibNamed(_:owner:options:)")
  }
}

extension UITableView {
  /// Registers a nib for cells of an identifier, as UIKit's
  /// `register(_:forCellReuseIdentifier:)`
  /// (https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5tdt7):
  /// `nil` removes the identifier's registration; a nib stops with a message naming it,
  /// since nibs cannot load on Linux. Register the cell's class instead.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as AnyClass?, forCellReuseIdentifier: identifier)
      return
    }
    UINib.cannotLoad(
      nib.nibName, in: "register(_:forCellReuseIdentifier: \"\(identifier)\")")
  }
}

extension UICollectionView {
  /// Registers a nib for cells of an identifier, as UIKit's
  /// `register(_:forCellWithReuseIdentifier:)`
  /// (https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-7bu9m):
  /// `nil` removes the identifier's registration; a nib stops with a message naming it,
  /// since nibs cannot load on Linux. Register the cell's class instead.
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
      return
    }
    UINib.cannotLoad(
      nib.nibName, in: "register(_:forCellWithReuseIdentifier: \"\(identifier)\")")
  }
}
