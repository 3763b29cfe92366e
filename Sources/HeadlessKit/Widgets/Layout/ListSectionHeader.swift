import Foundation

/// A section's header: its title on a grouped background, as a plain UITableView draws it.
final class ListSectionHeader: Label {
  init() {
    super.init()
    backgroundColor = Palette.bar
    textColor = Palette.secondaryLabel
  }

  /// The title, inset by 16 points as UIKit insets a header's text.
  override func draw(in canvas: Canvas) {
    canvas.fill(bounds, color: backgroundColor ?? Palette.bar)
    canvas.text(
      text ?? "", in: Rect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height),
      color: textColor, fontSize: Font.caption.size, alignment: .leading)
  }
}
