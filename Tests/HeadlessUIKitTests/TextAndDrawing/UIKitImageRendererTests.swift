import HeadlessKit
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// UIGraphicsImageRenderer (https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer)
// and image(actions:) (https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)):
// the actions draw with UIKit's drawing calls and the image has the renderer's size and
// the format's scale; UIGraphicsBeginImageContextWithOptions(_:_:_:)
// (https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)):
// a scale of 0 means the main screen's.
@MainActor
@Suite struct UIKitImageRendererTests {
  @Test func anImageKeepsWhatTheActionsDrewAtTheRenderersSize() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
      UIColor.blue.setFill()
      UIBezierPath(ovalIn: CGRect(x: 10, y: 0, width: 20, height: 20)).fill()
    }
    #expect(image.size == CGSize(width: 40, height: 20))
    #expect(image.scale == 3)
    #expect(image.drawing.count == 2)
    #expect(image.drawing.first == .fill(Rect(x: 0, y: 0, width: 40, height: 20), UIColor.red))
  }

  @Test func theFormatSetsTheScaleAndTheFillColourIsRestored() {
    UIColor.green.setFill()
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    format.opaque = true
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(context.currentImage.drawing.count == 1)
      #expect(context.format.scale == 1)
    }
    #expect(image.scale == 1)
    #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    // After the actions, fills go back to the colour set before them.
    let after = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    #expect(after.drawing == [.fill(Rect(x: 0, y: 0, width: 10, height: 10), UIColor.green)])
  }

  @Test func aDrawnImageDrawsScaledIntoAnotherDrawing() {
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let big = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
      dot.draw(in: CGRect(x: 50, y: 50, width: 20, height: 20))
    }
    #expect(big.drawing == [.fill(Rect(x: 50, y: 50, width: 20, height: 20), UIColor.red)])
    let thumbnail = dot.preparingThumbnail(of: CGSize(width: 5, height: 5))
    #expect(thumbnail?.size == CGSize(width: 5, height: 5))
    let small = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { _ in
      thumbnail?.draw(at: .zero)
    }
    #expect(small.drawing == [.fill(Rect(x: 0, y: 0, width: 5, height: 5), UIColor.red)])
  }

  @Test func theOlderImageContextFunctionsNestAndClose() {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 0)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
    UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    let inner = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let outer = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(inner?.size == CGSize(width: 4, height: 4))
    #expect(inner?.scale == 1)
    #expect(outer?.scale == 3)
    #expect(outer?.drawing.count == 1)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  // https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:) and
  // withtintcolor(_:): copies; the original is unchanged.
  @Test func renderingModesAndTintsMakeCopies() throws {
    let star = try #require(UIImage(systemName: "star"))
    let template = star.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(star.renderingMode == .automatic)
    #expect(template.name == "star")
    let tinted = star.withTintColor(.red)
    #expect(tinted.tintColor == UIColor.red)
    #expect(tinted.renderingMode == .alwaysOriginal)
    let flipped = star.withHorizontallyFlippedOrientation()
    #expect(flipped.imageOrientation == .upMirrored)
    let resizable = star.resizableImage(
      withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), resizingMode: .stretch)
    #expect(resizable.resizingMode == .stretch)
    #expect(star.preparingThumbnail(of: .zero) == nil)
  }
}
