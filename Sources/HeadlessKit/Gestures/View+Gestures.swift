/// The recognizers attached to a view and whether it takes touches, kept in the view's
/// attachments (made when first set: most views have neither).
@MainActor
final class ViewGestures {
  var recognizers: [GestureRecognizer] = []
  var isUserInteractionEnabled: Bool?
}

extension View {
  /// The recognizers attached to the view, in the order they were added, or `nil` when
  /// there are none. Setting it detaches the old ones and attaches the new.
  public var gestureRecognizers: [GestureRecognizer]? {
    get {
      let recognizers = gestures?.recognizers ?? []
      return recognizers.isEmpty ? nil : recognizers
    }
    set {
      for recognizer in gestures?.recognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer`: the touches that land on this view or its subviews go
  /// to it. A recognizer attached to another view moves here; the view keeps it.
  /// - Parameter gestureRecognizer: The recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if let previous = gestureRecognizer.view {
      if previous === self { return }
      previous.removeGestureRecognizer(gestureRecognizer)
    }
    makeGestures().recognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from the view; nothing happens when it is not attached
  /// here.
  /// - Parameter gestureRecognizer: The recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard let gestures, gestures.recognizers.contains(where: { $0 === gestureRecognizer })
    else { return }
    gestures.recognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  /// Whether touches land on this view and its subviews; when `false`, the touch goes to
  /// what is beneath, and their recognizers never see it. `true` by default, except for
  /// labels and image views, as in UIKit.
  public var isUserInteractionEnabled: Bool {
    get { gestures?.isUserInteractionEnabled ?? !(self is Label || self is ImageView) }
    set { makeGestures().isUserInteractionEnabled = newValue }
  }

  private var gestures: ViewGestures? {
    attachments[ObjectIdentifier(ViewGestures.self)] as? ViewGestures
  }

  private func makeGestures() -> ViewGestures {
    if let gestures { return gestures }
    let gestures = ViewGestures()
    attachments[ObjectIdentifier(ViewGestures.self)] = gestures
    return gestures
  }
}
