import HeadlessKitTesting
import HeadlessUIKit
import Testing

// Screens written as public iOS code writes them: only the import differs.

/// A progress ring: a track and a progress arc in CAShapeLayers, as custom controls draw.
final class ProgressRingView: UIView {
  private let trackLayer = CAShapeLayer()
  private let progressLayer = CAShapeLayer()

  var progress: CGFloat = 0 {
    didSet { progressLayer.strokeEnd = progress }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setUp() {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 10
    let circle = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    trackLayer.path = circle.cgPath
    trackLayer.strokeColor = UIColor.systemGray5.cgColor
    trackLayer.fillColor = UIColor.clear.cgColor
    trackLayer.lineWidth = 12
    layer.addSublayer(trackLayer)
    progressLayer.path = circle.cgPath
    progressLayer.strokeColor = UIColor.systemBlue.cgColor
    progressLayer.fillColor = nil
    progressLayer.lineWidth = 12
    progressLayer.lineCap = .round
    progressLayer.strokeEnd = 0
    layer.addSublayer(progressLayer)
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.duration = 0.5
    progressLayer.add(animation, forKey: "progress")
  }
}

/// A chart drawn in draw(_:) with an arbitrary UIBezierPath.
final class SparklineView: UIView {
  var values: [CGFloat] = [0.2, 0.8, 0.4, 1.0]

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath()
    for (index, value) in values.enumerated() {
      let point = CGPoint(
        x: rect.width * CGFloat(index) / CGFloat(values.count - 1),
        y: rect.height * (1 - value))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.lineWidth = 2
    UIColor.systemGreen.setStroke()
    path.stroke()
  }
}

/// A header with a gradient layer behind its title.
final class GradientHeaderView: UIView {
  private let gradientLayer = CAGradientLayer()
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
    gradientLayer.startPoint = CGPoint(x: 0, y: 0)
    gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    layer.insertSublayer(gradientLayer, at: 0)
    titleLabel.text = "Discover"
    titleLabel.textColor = .white
    titleLabel.font = .boldSystemFont(ofSize: 28)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradientLayer.frame = bounds
    titleLabel.frame = CGRect(x: 20, y: bounds.height - 50, width: bounds.width - 40, height: 40)
  }
}

/// A card with rounded corners and a shadow, tilted slightly.
final class ShadowCardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 16
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8
    transform = CGAffineTransform(rotationAngle: .pi / 36)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class DrawingScreenController: UIViewController {
  let ring = ProgressRingView(frame: CGRect(x: 20, y: 300, width: 120, height: 120))
  let sparkline = SparklineView(frame: CGRect(x: 160, y: 300, width: 200, height: 100))
  let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
  let card = ShadowCardView(frame: CGRect(x: 40, y: 460, width: 310, height: 160))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    [header, ring, sparkline, card].forEach { view.addSubview($0) }
    ring.progress = 0.25
  }
}

@MainActor
@Suite struct UIKitDrawingScreenTests {
  /// https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend: the
  /// stroke is drawn from strokeStart to strokeEnd, fractions of the path's length; the
  /// animation changes only the presentation, so the model value draws.
  @Test func theProgressRingStrokesAQuarterOfItsCircle() throws {
    let screen = DrawingScreenController()
    let host = TestHost()
    host.show(screen)
    let svg = host.window.renderSVG()
    // A circle of radius 50 is 314.16 long: a quarter shows (the flattened length).
    #expect(
      svg.contains(
        ##"stroke="#007AFF" stroke-width="12" stroke-linecap="round" stroke-dasharray="78.54"##))
    #expect(svg.contains(##"stroke="#E5E5EA" stroke-width="12"/>"##))
    #expect(screen.ring.layer.sublayers?.count == 2)
    #expect(screen.ring.layer.sublayers?[1].animation(forKey: "progress") != nil)
    try host.window.render(to: URL(fileURLWithPath: "/tmp/uikit-drawing-screen.svg"))
  }

  /// https://developer.apple.com/documentation/uikit/uibezierpath: a path of lines
  /// stroked in draw(_:) with the line width and the stroke colour.
  @Test func theSparklineIsStrokedAsAPath() {
    let screen = DrawingScreenController()
    let host = TestHost()
    host.show(screen)
    #expect(
      host.window.renderSVG().contains(
        ##"<path d="M160,380 L226.67,320 L293.33,360 L360,300" fill="none" stroke="#34C759" stroke-width="2"/>"##
      ))
  }

  /// https://developer.apple.com/documentation/quartzcore/cagradientlayer: colours along
  /// the axis from startPoint to endPoint in the unit square; inserted at 0, under the
  /// title.
  @Test func theHeaderGradientIsUnderTheTitle() throws {
    let screen = DrawingScreenController()
    let host = TestHost()
    host.show(screen)
    let svg = host.window.renderSVG()
    let gradient = try #require(
      svg.range(
        of:
          ##"<linearGradient id="gradient1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#AF52DE"/><stop offset="1" stop-color="#007AFF"/></linearGradient>"##
      ))
    let title = try #require(svg.range(of: ">Discover</text>"))
    #expect(gradient.upperBound < title.lowerBound)
    #expect(svg.contains(##"<rect x="0" y="0" width="390" height="200" fill="url(#gradient1)"/>"##))
  }

  /// https://developer.apple.com/documentation/uikit/uiview/transform: applied about the
  /// centre; the frame stays as it was set.
  @Test func theCardIsTiltedAboutItsCentreWithItsShadow() {
    let screen = DrawingScreenController()
    let host = TestHost()
    host.show(screen)
    let svg = host.window.renderSVG()
    #expect(
      svg.contains(
        ##"<g transform="translate(195 540) matrix(1 0.09 -0.09 1 0 0) translate(-195 -540)">"##))
    #expect(svg.contains(##"stdDeviation="4"/><feOffset dx="0" dy="4""##))
    #expect(screen.card.frame == CGRect(x: 40, y: 460, width: 310, height: 160))
  }
}

@MainActor
@Suite struct UIKitGeometryTests {
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform:
  /// concatenating applies the receiver first; inverted undoes it.
  @Test func transformsComposeAndInvert() {
    let move = CGAffineTransform(translationX: 10, y: 0)
    let double = CGAffineTransform(scaleX: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(double.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(move.scaledBy(x: 2, y: 2) == double.concatenating(move))
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(turn)
    #expect(abs(turned.x) < 1e-9)
    #expect(turned.y == 1)
    let round = CGPoint(x: 3, y: 4).applying(double.concatenating(move).inverted())
    #expect(round == CGPoint(x: -3.5, y: 2), "x = (3 - 10) / 2")
    #expect(CGAffineTransform.identity.isIdentity)
    let view = UIView()
    view.transform = double
    #expect(view.transform == double)
    view.transform = .identity
    #expect(view.transform.isIdentity)
  }

  /// https://developer.apple.com/documentation/uikit/uibezierpath/addarc(withcenter:radius:startangle:endangle:clockwise:):
  /// a quarter turn clockwise from angle 0 ends straight below the centre (y points down).
  @Test func arcsTurnClockwiseOnScreen() {
    let path = UIBezierPath()
    path.addArc(
      withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(abs(path.currentPoint.x - 50) < 1e-9)
    #expect(path.currentPoint.y == 60)
    #expect(path.bounds.maxX == 60)
    let rounded = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft],
      cornerRadii: CGSize(width: 5, height: 5))
    #expect(!rounded.isEmpty)
    #expect(abs(rounded.bounds.minX) < 1e-9)
    #expect(rounded.bounds.maxY == 20)
  }
}
