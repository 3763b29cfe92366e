import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct MoreWidgetTests {
  private func mounted(_ views: [View]) -> (TestHost, Controller) {
    let host = TestHost()
    let root = Controller()
    for view in views { root.view.addSubview(view) }
    host.show(root)
    return (host, root)
  }

  @Test func labelFontAndLinesShapeItsNaturalSize() {  // Rule 2.9
    let label = Label(text: "one\ntwo\nthree")
    #expect(label.intrinsicContentSize == Size(width: 40, height: 20))  // 1 line by default
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == Size(width: 40, height: 60))
    label.font = .title
    #expect(label.intrinsicContentSize == Size(width: 70, height: 105))
    let (host, root) = mounted([label])
    host.flush()
    label.alignment = .center
    #expect(label.needsDisplay)
    #expect(!root.view.needsLayout)  // placement only
    label.font = .caption
    #expect(root.view.needsLayout)  // size changed
  }

  @Test func imageViewSizesByItsImage() {  // Rule 2.9
    let image = ImageView(imageName: "person", size: Size(width: 40, height: 40))
    let (host, root) = mounted([image])
    #expect(image.intrinsicContentSize == Size(width: 40, height: 40))
    image.contentMode = .scaleAspectFit
    #expect(image.needsDisplay)
    #expect(!root.view.needsLayout)
    host.flush()
    image.imageName = "star"  // same size: display only
    #expect(!root.view.needsLayout)
    image.imageName = nil  // no image: zero size
    #expect(root.view.needsLayout)
    #expect(image.intrinsicContentSize == .zero)
  }

  @Test func activityIndicatorHidesWhenStopped() {
    let spinner = ActivityIndicator()
    #expect(spinner.isHidden)
    #expect(!spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden)
    #expect(spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test func scrollOffsetIsClampedToTheContent() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
    scroll.contentSize = Size(width: 100, height: 1_000)
    let (host, _) = mounted([scroll])
    scroll.scroll(to: Point(x: 50, y: 500))
    #expect(scroll.contentOffset == Point(x: 0, y: 500))
    #expect(scroll.needsLayout)
    scroll.scroll(to: Point(x: 0, y: 5_000))
    #expect(scroll.contentOffset == Point(x: 0, y: 800))
    scroll.scroll(to: Point(x: -3, y: -3))
    #expect(scroll.contentOffset == .zero)
    scroll.scroll(to: Point(x: 0, y: 800))
    scroll.frame.size.height = 500  // taller: less to scroll
    host.flush()
    #expect(scroll.contentOffset == Point(x: 0, y: 500))
    #expect(scroll.visibleContentRect == Rect(x: 0, y: 500, width: 100, height: 500))
  }
}
