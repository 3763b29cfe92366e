import Foundation

// UIKit's `UIApplication` notification names. Their strings are UIKit's constants' names,
// as UIKit's are. They are posted by `UIApplication.Headless` as the app changes state, after
// the matching delegate method, as UIKit posts them; the notification's object is the app.

extension UIApplication {
  /// Posted when the app finished launching, as UIKit's `didFinishLaunchingNotification`;
  /// `userInfo` holds the launch options.
  /// https://developer.apple.com/documentation/uikit/uiapplication/didfinishlaunchingnotification
  public nonisolated static let didFinishLaunchingNotification = NSNotification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app became active, as UIKit's `didBecomeActiveNotification`, whether or
  /// not the app uses scenes.
  /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
  public nonisolated static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active, as UIKit's
  /// `willResignActiveNotification`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification
  public nonisolated static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app entered the background, as UIKit's `didEnterBackgroundNotification`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
  public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to leave the background, as UIKit's
  /// `willEnterForegroundNotification`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification
  public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to terminate, as UIKit's `willTerminateNotification`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/willterminatenotification
  public nonisolated static let willTerminateNotification = NSNotification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the app received a memory warning, as UIKit's
  /// `didReceiveMemoryWarningNotification`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification
  public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the time changed significantly (midnight, a time-zone change), as UIKit's
  /// `significantTimeChangeNotification`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/significanttimechangenotification
  public nonisolated static let significantTimeChangeNotification = NSNotification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  /// Posted after the person took a screenshot, as UIKit's
  /// `userDidTakeScreenshotNotification`.
  /// https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification
  public nonisolated static let userDidTakeScreenshotNotification = NSNotification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when protected files are about to become unavailable, as UIKit's
  /// `protectedDataWillBecomeUnavailableNotification`.
  public nonisolated static let protectedDataWillBecomeUnavailableNotification =
    NSNotification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
  /// Posted when protected files became available, as UIKit's
  /// `protectedDataDidBecomeAvailableNotification`.
  public nonisolated static let protectedDataDidBecomeAvailableNotification =
    NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailable")
  /// Posted when background refresh was turned on or off, as UIKit's
  /// `backgroundRefreshStatusDidChangeNotification`; never posted headlessly.
  public nonisolated static let backgroundRefreshStatusDidChangeNotification =
    NSNotification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
  /// Posted before the status bar's orientation changes, as UIKit's
  /// `willChangeStatusBarOrientationNotification` (deprecated by Apple since iOS 13); never
  /// posted headlessly.
  public nonisolated static let willChangeStatusBarOrientationNotification =
    NSNotification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
  /// Posted after the status bar's orientation changed, as UIKit's
  /// `didChangeStatusBarOrientationNotification` (deprecated); never posted headlessly.
  public nonisolated static let didChangeStatusBarOrientationNotification =
    NSNotification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
  /// Posted before the status bar's frame changes, as UIKit's
  /// `willChangeStatusBarFrameNotification` (deprecated); never posted headlessly.
  public nonisolated static let willChangeStatusBarFrameNotification = NSNotification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  /// Posted after the status bar's frame changed, as UIKit's
  /// `didChangeStatusBarFrameNotification` (deprecated); never posted headlessly.
  public nonisolated static let didChangeStatusBarFrameNotification = NSNotification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
  /// The `userInfo` key of the status bar's orientation, as UIKit's
  /// `statusBarOrientationUserInfoKey` (deprecated).
  public nonisolated static let statusBarOrientationUserInfoKey =
    "UIApplicationStatusBarOrientationUserInfoKey"
  /// The `userInfo` key of the status bar's frame, as UIKit's `statusBarFrameUserInfoKey`
  /// (deprecated).
  public nonisolated static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}
