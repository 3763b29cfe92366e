public import Foundation
public import HeadlessKit

/// What manages a presented controller on screen, as UIKit's `UIPresentationController`
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller): a
/// controller's `presentationController`. Its ``delegate`` hears a person's attempts to
/// swipe a sheet away (`TestHost.swipeDownSheet()`), as UIKit's does.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The presented controller, held weakly: it owns its presentation controller.
  weak var presentedWeak: UIViewController?

  /// The controller presented, as UIKit's `presentedViewController`.
  public var presentedViewController: UIViewController {
    guard let presentedWeak else {
      preconditionFailure(
        "UIPresentationController: its presented view controller is gone; keep the "
          + "controller, not its presentation controller")
    }
    return presentedWeak
  }

  /// The controller that presents it, as UIKit's `presentingViewController`: the
  /// presenter while it is presented, else `nil` (UIKit's is set from the start).
  public var presentingViewController: UIViewController? {
    presentedWeak?.presentingViewController
  }

  /// The object told of adaptation and of a person's attempts to dismiss, as UIKit's
  /// `delegate`; held weakly, as UIKit's.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller, as UIKit's
  /// `init(presentedViewController:presenting:)`.
  /// - Parameters:
  ///   - presentedViewController: The controller presented.
  ///   - presentingViewController: Its presenter, or `nil`; the presenter is the one that
  ///     calls `present(_:animated:completion:)`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presentedWeak = presentedViewController
    super.init()
  }

  init(presentedViewController: UIViewController) {
    presentedWeak = presentedViewController
    super.init()
  }

  /// The view presented, as UIKit's `presentedView`: the presented controller's view.
  open var presentedView: UIView? { presentedWeak?.viewIfLoaded }

  /// The view the presentation happens in, as UIKit's `containerView`: the window.
  public var containerView: UIView? { presentedWeak?.viewIfLoaded?.window }

  /// Where the presented view goes in the container, as UIKit's
  /// `frameOfPresentedViewInContainerView`: its frame now.
  open var frameOfPresentedViewInContainerView: CGRect {
    presentedWeak?.viewIfLoaded?.frame ?? .zero
  }

  /// Whether the presentation covers the whole screen and takes the presenter's view
  /// away, as UIKit's `shouldRemovePresentersView`.
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation fills the screen, as UIKit's `shouldPresentInFullscreen`.
  open var shouldPresentInFullscreen: Bool { true }

  /// The style the presentation has, as UIKit's `presentationStyle`: the presented
  /// controller's `modalPresentationStyle`.
  open var presentationStyle: UIModalPresentationStyle {
    presentedWeak?.modalPresentationStyle ?? .none
  }

  /// The style to adapt to in a compact environment, as UIKit's
  /// `adaptivePresentationStyle`: the delegate's answer, else `.none`.
  public var adaptivePresentationStyle: UIModalPresentationStyle {
    delegate?.adaptivePresentationStyle(for: self) ?? .none
  }

  /// The style to adapt to for `traitCollection`, as UIKit's
  /// `adaptivePresentationStyle(for:)`: the delegate's answer, else `.none`.
  /// - Parameter traitCollection: The traits.
  /// - Returns: The style.
  public func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
  }

  /// Lays the container's views out, as UIKit's `containerViewWillLayoutSubviews()`;
  /// does nothing by default.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container's views were laid out, as UIKit's
  /// `containerViewDidLayoutSubviews()`; does nothing by default.
  open func containerViewDidLayoutSubviews() {}
  /// Called before the presentation, as UIKit's `presentationTransitionWillBegin()`.
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation, as UIKit's `presentationTransitionDidEnd(_:)`.
  /// - Parameter completed: Whether it completed.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal, as UIKit's `dismissalTransitionWillBegin()`.
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal, as UIKit's `dismissalTransitionDidEnd(_:)`.
  /// - Parameter completed: Whether it completed.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// The delegate of a presentation controller, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`: every method is optional (a default does
/// nothing or allows). The dismissal messages follow a person's swipe on a sheet
/// (`TestHost.swipeDownSheet()`), never a programmatic `dismiss`, as Apple documents.
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a compact environment.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// The style to adapt to for some traits.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The controller to show in an adapted style.
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// Whether a person's swipe may dismiss the presentation.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// A person's swipe is about to dismiss the presentation.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// A person's swipe dismissed the presentation.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// A person's swipe was refused (`isModalInPresentation`, or
  /// `presentationControllerShouldDismiss(_:)` said `false`).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// `.none`: no adaptation.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
  /// The answer of `adaptivePresentationStyle(for:)`.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  /// `nil`: the presented controller itself.
  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }
  /// `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

// MARK: Popovers

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// UIKit's bits.
  public let rawValue: UInt
  /// Creates directions from UIKit's bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover is anchored to, as UIKit's `UIPopoverPresentationControllerSourceItem`
/// (iOS 16): a view or a bar button item.
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension View: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// A popover's settings, as UIKit's `UIPopoverPresentationController`
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller): a
/// controller's `popoverPresentationController` when its `modalPresentationStyle` is
/// `.popover`. On a phone a popover behaves as a form sheet (Apple's
/// `UIModalPresentationStyle.popover`), and so it does here: the anchor and arrow settings
/// are kept for code to read.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at, as UIKit's `sourceView`.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` it points at, as UIKit's `sourceRect`.
  open var sourceRect = CGRect.zero
  /// The bar button item it points at, as UIKit's `barButtonItem`.
  open var barButtonItem: UIBarButtonItem?
  /// What it points at, as UIKit's `sourceItem` (iOS 16).
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// The directions its arrow may point, as UIKit's `permittedArrowDirections`.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The direction its arrow points, as UIKit's `arrowDirection`: `.unknown` on a phone.
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// Views a person may still use while it shows, as UIKit's `passthroughViews`.
  open var passthroughViews: [UIView]?
  /// Its background colour, as UIKit's `backgroundColor`.
  open var backgroundColor: UIColor?
  /// Margins it keeps from the screen's edges, as UIKit's `popoverLayoutMargins`.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// Whether it may cover its source rectangle, as UIKit's `canOverlapSourceViewRect`.
  open var canOverlapSourceViewRect = false
  /// The sheet it adapts to in a compact environment, as UIKit's
  /// `adaptiveSheetPresentationController`.
  open var adaptiveSheetPresentationController: UISheetPresentationController {
    presentedViewController.sheetSettings
  }
}

/// The delegate of a popover, as UIKit's `UIPopoverPresentationControllerDelegate`.
@MainActor
public protocol UIPopoverPresentationControllerDelegate:
  UIAdaptivePresentationControllerDelegate
{
  /// The popover is about to show.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}
