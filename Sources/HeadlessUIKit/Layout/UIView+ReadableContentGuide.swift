public import HeadlessKit

extension UIView {
  /// The widest a readable line of body text gets, in points: the readable width of
  /// UIKit's default text size. HeadlessUIKit's figure (UIKit does not publish one).
  public static let readableContentWidth: CGFloat = 672

  /// A guide of an area of readable width inside the layout margins, as UIKit's
  /// `readableContentGuide`: made and added to the view on first use.
  ///
  /// Its top and bottom are the layout margins'; it is centred between the leading and
  /// trailing margins and as wide as they allow, up to ``readableContentWidth``, so on a
  /// phone it matches `layoutMarginsGuide` and on a wide view it stays a column.
  /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
  public var readableContentGuide: UILayoutGuide {
    let name = "UIViewReadableContentGuide"
    if let existing = layoutGuides.first(where: { $0.identifier == name }) { return existing }
    let guide = UILayoutGuide()
    guide.identifier = name
    addLayoutGuide(guide)
    let margins = layoutMarginsGuide
    let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
    fill.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      guide.topAnchor.constraint(equalTo: margins.topAnchor),
      guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
      guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
      guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableContentWidth),
      fill,
    ])
    return guide
  }
}
