import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

@MainActor
@Suite struct UIKitScreenAndNibTests {
  // UIScreen (https://developer.apple.com/documentation/uikit/uiscreen): bounds in
  // points (https://developer.apple.com/documentation/uikit/uiscreen/bounds), scale
  // (…/scale), nativeScale (…/nativescale) and nativeBounds in pixels (…/nativebounds):
  // here the 390 x 844 phone a window without a frame is, at 3 pixels a point.
  @Test func theMainScreenIsTheDefaultWindowsPhone() {
    let screen = UIScreen.main
    #expect(screen === UIScreen.main)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(screen.bounds == UIWindow().frame)
    #expect(screen.scale == 3)
    #expect(screen.nativeScale == 3)
    #expect(screen.nativeBounds.size == CGSize(width: 1170, height: 2532))
    #expect(screen.traitCollection.displayScale == 3)
    #expect(screen.traitCollection.userInterfaceIdiom == .phone)
    #expect(screen.traitCollection.horizontalSizeClass == .compact)
    #expect(screen.traitCollection.verticalSizeClass == .regular)
  }

  // UINib.init(nibName:bundle:) (https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:))
  // keeps the name; instantiate(withOwner:options:)
  // (https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:))
  // and loadNibNamed(_:owner:options:)
  // (https://developer.apple.com/documentation/foundation/bundle/loadnibnamed(_:owner:options:))
  // stop, as UIKit raises for a nib it cannot load: there are none on Linux.
  @Test func aNibHasANameButCannotLoad() async {
    let nib = UINib(nibName: "CustomCell", bundle: nil)
    #expect(nib.nibName == "CustomCell")
    #expect(nib.bundle == nil)
    #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = UINib(nibName: "CustomCell", bundle: nil).instantiate(withOwner: nil)
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = Bundle.main.loadNibNamed("Header", owner: nil) }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UITableView().register(
          UINib(nibName: "CustomCell", bundle: nil), forCellReuseIdentifier: "cell")
      }
    }
  }

  // UIFont.init(name:size:) (https://developer.apple.com/documentation/uikit/uifont/init(name:size:)):
  // failable; the size must be greater than 0.
  @Test func aFontByName() throws {
    let font = try #require(UIFont(name: "American Typewriter", size: 15))
    #expect(font.pointSize == 15)
    #expect(UIFont(name: "", size: 15) == nil)
    #expect(UIFont(name: "Helvetica", size: 0) == nil)
  }

  // UIImage.animatedImage(with:duration:) (https://developer.apple.com/documentation/uikit/uiimage/animatedimage(with:duration:)):
  // the frames in images (…/images), the time in duration (…/duration).
  @Test func anAnimatedImageKeepsItsFramesAndDuration() throws {
    let frames = try ["circle", "circle.fill"].map { try #require(UIImage(systemName: $0)) }
    let image = try #require(UIImage.animatedImage(with: frames, duration: 1.5))
    #expect(image.images == frames)
    #expect(image.duration == 1.5)
    #expect(image.size == frames[0].size)
    #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    #expect(frames[0].images == nil)
    #expect(frames[0].duration == 0)
  }

  // UIImage.init(named:in:compatibleWith:) (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)):
  // an image set of the bundle's catalogs, nil for a missing name.
  @Test func anImageFromABundlesCatalog() {
    #expect(UIImage(named: "Logo", in: .module, compatibleWith: nil)?.name == "Logo")
    #expect(
      UIImage(
        named: "Nope", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        == nil)
  }

  // animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
  // (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)):
  // with no screen the changes apply at once; the completion gets true after the flush.
  @Test func aSpringAnimationAppliesAtOnceAndCompletes() {
    let host = TestHost()
    let controller = UIViewController()
    host.show(controller)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(box)
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1,
      options: .curveEaseOut, animations: { box.alpha = 0 }, completion: { finished.append($0) })
    #expect(box.alpha == 0)
    #expect(finished.isEmpty)
    host.flush()
    #expect(finished == [true])
  }
}
