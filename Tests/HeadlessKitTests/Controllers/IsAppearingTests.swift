import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// `isAppearing()`, the counterpart of `viewIsAppearing(_:)`: "once each time a view
/// controller's view appears after the viewWillAppear(_:) call... after it adds the view
/// controller's view to the view hierarchy, and the superview lays out the view
/// controller's view" (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)).
@MainActor
@Suite struct IsAppearingTests {
  final class Measured: Controller {
    var sizes: [Size] = []
    override func isAppearing() { sizes.append(view.bounds.size) }
  }

  @Test func runsOnceAppearanceWithTheFinalGeometry() {
    let controller = Measured()
    let host = TestHost()
    host.show(controller)
    #expect(controller.sizes == [Size(width: 390, height: 844)], "laid out by the window")
    controller.view.setNeedsLayout()
    host.flush()
    #expect(controller.sizes.count == 1, "a later layout pass is not an appearance")
    host.application.hide(host.window)
    host.application.show(host.window)
    host.flush()
    #expect(controller.sizes.count == 2, "each appearance gets one")
  }
}
