import Foundation

/// A section's footer: its text in the secondary colour, as a UITableView draws it.
final class ListSectionFooter: Label {
  init() {
    super.init()
    textColor = Palette.secondaryLabel
  }

  /// The text, inset by 16 points as UIKit insets a footer's text.
  override func draw(in canvas: Canvas) {
    canvas.text(
      text ?? "", in: Rect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height),
      color: textColor, fontSize: Font.caption.size, alignment: .leading)
  }
}
