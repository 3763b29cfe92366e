extension ListView {
  /// How the list places its items: in rows as wide as the list (the default, a table's
  /// layout), or in a grid of items of one size (a collection view's flow layout).
  public enum ItemLayout: Equatable, Sendable {
    /// Rows as wide as the list, ``rowHeight`` high.
    case rows
    /// Items of `itemSize` in lines across the list, each section inset by
    /// `sectionInset`: as many items a line as fit with at least `interitemSpacing`
    /// between them, the space left spread between them so that lines fill the width
    /// and items line up in columns (a last, shorter line too); `lineSpacing` between
    /// lines.
    case grid(
      itemSize: Size, interitemSpacing: Double = 10, lineSpacing: Double = 10,
      sectionInset: EdgeInsets = .zero)
  }
}
