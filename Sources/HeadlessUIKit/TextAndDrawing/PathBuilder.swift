import Foundation
import HeadlessKit

/// Builds a HeadlessKit `DrawingPath` as Core Graphics builds a path: a current point,
/// arcs as cubic curves of at most a quarter turn, rectangles and ovals as closed
/// subpaths. `UIBezierPath` and `CGMutablePath` share it.
struct PathBuilder: Hashable, Sendable {
  var path = DrawingPath()
  /// Where the next segment starts; `nil` before the first point.
  var currentPoint: CGPoint?
  /// Where the current subpath started.
  var subpathStart = CGPoint.zero

  mutating func move(to point: CGPoint) {
    path.elements.append(.move(point))
    currentPoint = point
    subpathStart = point
  }

  /// A segment needs a start: a path without a current point starts at the segment's end.
  private mutating func ensureStart(_ point: CGPoint) {
    if currentPoint == nil { move(to: point) }
  }

  mutating func addLine(to point: CGPoint) {
    ensureStart(point)
    path.elements.append(.line(point))
    currentPoint = point
  }

  mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    ensureStart(point)
    path.elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    ensureStart(point)
    path.elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  mutating func close() {
    guard currentPoint != nil else { return }
    path.elements.append(.close)
    currentPoint = subpathStart
  }

  /// An arc, as UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line
  /// from the current point to the arc's start (a move when there is none), then the arc.
  /// Clockwise is on screen (y down): angles increase. A sweep of 2π or more is a circle.
  mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let start = Double(startAngle)
    let raw = Double(endAngle - startAngle)
    let full = 2 * Double.pi
    var sweep: Double
    if clockwise {
      sweep = raw >= full ? full : raw.truncatingRemainder(dividingBy: full)
      if sweep < 0 { sweep += full }
    } else {
      sweep = raw <= -full ? -full : raw.truncatingRemainder(dividingBy: full)
      if sweep > 0 { sweep -= full }
    }
    let r = Double(radius)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: Double(center.x) + r * cos(angle), y: Double(center.y) + r * sin(angle))
    }
    let first = point(start)
    if currentPoint == nil { move(to: first) } else if currentPoint != first { addLine(to: first) }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let delta = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(delta / 4)
    var angle = start
    for _ in 0..<pieces {
      let next = angle + delta
      let p0 = point(angle)
      let p3 = point(next)
      let c1 = CGPoint(x: p0.x - k * r * sin(angle), y: p0.y + k * r * cos(angle))
      let c2 = CGPoint(x: p3.x + k * r * sin(next), y: p3.y - k * r * cos(next))
      path.elements.append(.curve(to: p3, control1: c1, control2: c2))
      angle = next
    }
    currentPoint = point(start + sweep)
  }

  mutating func addRect(_ rect: CGRect) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// The oval in a rectangle, clockwise from its rightmost point, as four curves.
  mutating func addOval(in rect: CGRect) {
    let k = 0.5522847498
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    close()
  }

  /// A rectangle whose corners (top left, top right, bottom right, bottom left) are
  /// rounded by their radii, each at most half the shorter side.
  mutating func addRoundedRect(_ rect: CGRect, radii: [CGFloat]) {
    let limit = min(rect.width, rect.height) / 2
    let r = radii.map { min(max(0, $0), limit) }
    move(to: CGPoint(x: rect.minX + r[0], y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - r[1], y: rect.minY))
    if r[1] > 0 {
      addArc(
        center: CGPoint(x: rect.maxX - r[1], y: rect.minY + r[1]), radius: r[1],
        startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    }
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r[2]))
    if r[2] > 0 {
      addArc(
        center: CGPoint(x: rect.maxX - r[2], y: rect.maxY - r[2]), radius: r[2], startAngle: 0,
        endAngle: .pi / 2, clockwise: true)
    }
    addLine(to: CGPoint(x: rect.minX + r[3], y: rect.maxY))
    if r[3] > 0 {
      addArc(
        center: CGPoint(x: rect.minX + r[3], y: rect.maxY - r[3]), radius: r[3],
        startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    }
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + r[0]))
    if r[0] > 0 {
      addArc(
        center: CGPoint(x: rect.minX + r[0], y: rect.minY + r[0]), radius: r[0], startAngle: .pi,
        endAngle: 3 * .pi / 2, clockwise: true)
    }
    close()
  }

  /// Another path's elements appended.
  mutating func append(_ other: PathBuilder) {
    path.elements += other.path.elements
    if other.currentPoint != nil {
      currentPoint = other.currentPoint
      subpathStart = other.subpathStart
    }
  }
}
