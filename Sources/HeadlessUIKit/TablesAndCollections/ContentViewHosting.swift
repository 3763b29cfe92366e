import HeadlessKit

/// How cells and header views show a content configuration's view, as UIKit's do
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k):
/// the first configuration makes its view with `makeContentView()`; a later one the view
/// `supports(_:)` is set as its `configuration`; any other replaces it with a view of its
/// own.
///
/// UIKit makes that view the cell's `contentView`; here the cell's `contentView` stays
/// (HeadlessKit's cells own it), and the configuration's view is its subview, pinned to
/// its four edges, so it takes the content view's whole area as in UIKit.
@MainActor
enum ContentViewHosting {
  /// Shows `configuration` in `container`: in `current` when it supports it, else in a
  /// new view from `makeContentView()` that replaces `current`.
  /// - Returns: The view showing the configuration.
  static func show(
    _ configuration: any UIContentConfiguration, in container: UIView,
    replacing current: (any UIView & UIContentView)?
  ) -> any UIView & UIContentView {
    if let current, current.superview === container, current.supports(configuration) {
      current.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    return view
  }
}
