import Foundation

/// A bar's background with its hairline, as iOS draws navigation and tab bars.
final class BarView: View {
  /// Where the hairline runs.
  enum Edge { case top, bottom }
  private let edge: Edge

  init(edge: Edge) {
    self.edge = edge
    super.init(frame: .zero)
    contentMode = .redraw
  }

  override var userCodePhases: UserCodePhases { declaredUserCode(BarView.self, []) }

  override func draw(in canvas: Canvas) {
    canvas.fill(bounds, color: Palette.bar)
    let y = edge == .top ? 0.5 : bounds.height - 0.5
    canvas.line(from: Point(x: 0, y: y), to: Point(x: bounds.width, y: y), color: Palette.separator)
  }
}
