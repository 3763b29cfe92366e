import Foundation
import HeadlessKitTesting
import HeadlessUIKit
import Testing

// init(coder:) is a designated initializer of UIKit's views (UIView's page,
// https://developer.apple.com/documentation/uikit/uiview/init(coder:)), so a subclass's
// `required init?(coder:)` may call `super.init(coder:)` and get a working view.
@MainActor
@Suite struct UIKitCoderInitTests {
  final class Stepper: UIStepper {
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }
  final class Progress: UIProgressView {
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }
  final class Dots: UIPageControl {
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }
  final class DatePicker: UIDatePicker {
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }
  final class Picker: UIPickerView {
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }
  final class Refresh: UIRefreshControl {
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  @Test func controlsMadeFromACoderWork() throws {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    let stepper = try #require(Stepper(coder: coder))
    stepper.maximumValue = 10
    stepper.value = 3
    #expect(stepper.value == 3)
    // The set-up every initializer shares ran: a tap on the right half steps up.
    #expect(stepper.gestureRecognizers?.isEmpty == false)
    #expect(Progress(coder: coder)?.progress == 0)
    #expect(Dots(coder: coder)?.currentPage == 0)
    #expect(DatePicker(coder: coder) != nil)
    #expect(Picker(coder: coder)?.numberOfComponents == 0)
    #expect(Refresh(coder: coder)?.isHidden == true)
  }
}
