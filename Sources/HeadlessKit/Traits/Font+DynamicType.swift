extension Font.TextStyle {
  /// The size in points at `category`; an unspecified category counts as the default
  /// (`large`).
  /// - Parameter category: The Dynamic Type size.
  public func size(for category: ContentSizeCategory) -> Double {
    let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 0
    // allCases starts with `unspecified`.
    return sizes[index == 0 ? 3 : index - 1]
  }
}

extension Font {
  /// The font of a text style at the Dynamic Type size of `traitCollection`, as UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)`; without one, at that of
  /// ``TraitCollection/current``: inside a hook, the running view's, and the hook then
  /// runs again when the Dynamic Type size changes.
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: Whose Dynamic Type size to use; off the main actor, without
  ///     one, the default size (`large`).
  /// - Returns: The font, which remembers its style (for
  ///   ``Label/adjustsFontForContentSizeCategory``).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection? = nil
  ) -> Font {
    let category: ContentSizeCategory
    if let traitCollection {
      category = traitCollection.preferredContentSizeCategory
    } else if LoopContract.isOnMainQueue {
      category = MainActor.assumeIsolated { TraitCollection.current.preferredContentSizeCategory }
    } else {
      category = .large
    }
    var font = Font(size: style.size(for: category))
    font.textStyle = style
    return font
  }
}
