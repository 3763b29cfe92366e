import Observation

extension Controller {
  /// Buttons a navigation bar shows at its leading edge while this controller is on top
  /// of a ``NavigationController``, in place of the back button (UIKit's left bar button
  /// items), first at the edge. Observable, as ``title`` is.
  public var leadingBarButtons: [Button] {
    get { barButtons(\.leadingBarButtons, \.leading) }
    set { setBarButtons(newValue, \.leadingBarButtons, \.leading) }
  }

  /// Buttons a navigation bar shows at its trailing edge while this controller is on top
  /// (UIKit's right bar button items), the first at the edge. Observable.
  public var trailingBarButtons: [Button] {
    get { barButtons(\.trailingBarButtons, \.trailing) }
    set { setBarButtons(newValue, \.trailingBarButtons, \.trailing) }
  }

  private typealias Edge = ReferenceWritableKeyPath<BarButtonStorage, [Button]>

  /// The bar buttons, when any were set: kept among the controller's attachments, as a
  /// container's state, so most controllers carry none.
  private var barButtonStorage: BarButtonStorage? {
    attachments[ObjectIdentifier(BarButtonStorage.self)] as? BarButtonStorage
  }

  private func barButtons(_ property: KeyPath<Controller, [Button]>, _ edge: Edge) -> [Button] {
    titleRegistrar.access(self, keyPath: property)
    return barButtonStorage?[keyPath: edge] ?? []
  }

  private func setBarButtons(
    _ buttons: [Button], _ property: KeyPath<Controller, [Button]>, _ edge: Edge
  ) {
    guard !buttons.elementsEqual(barButtonStorage?[keyPath: edge] ?? [], by: ===) else { return }
    let storage = barButtonStorage ?? BarButtonStorage()
    attachments[ObjectIdentifier(BarButtonStorage.self)] = storage
    titleRegistrar.withMutation(of: self, keyPath: property) { storage[keyPath: edge] = buttons }
  }
}

/// A controller's bar buttons.
@MainActor
private final class BarButtonStorage {
  var leading: [Button] = []
  var trailing: [Button] = []
}
