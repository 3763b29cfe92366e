// UIKit's names for HeadlessKit's types. Code written for iOS compiles against this
// module with only its import changed:
//
//   #if canImport(UIKit)
//   import UIKit
//   #else
//   import HeadlessUIKit
//   #endif
//
// Where UIKit's shape and HeadlessKit's are the same, the UIKit name *is* the HeadlessKit
// class (a type alias, not a wrapper): a `UILabel` is a `Label`. Where they differ, the
// UIKit class is a subclass with UIKit's declarations: `UIViewController` (UIKit's
// overridable lifecycle methods) and the controllers built on it. Either way
// HeadlessKitTesting's `TestHost`, the pictures and the diagnostics work on them, and
// they follow HeadlessKit's update cycle and UIKit's lifecycle orders. Importing this module also
// imports Foundation (as importing UIKit does), but not HeadlessKit: a file that imports it
// and HeadlessSwiftUI sees `View`, `Color`, `Button`... once, as SwiftUI's.

@_exported public import Foundation
public import HeadlessKit

/// UIKit's `UIView`: a HeadlessKit `View`.
public typealias UIView = View
/// UIKit's `UIWindow`: a HeadlessKit `Window`.
public typealias UIWindow = Window
/// UIKit's `UILabel`: a HeadlessKit `Label`.
public typealias UILabel = Label
/// UIKit's `UIButton`: a HeadlessKit `Button`.
public typealias UIButton = Button
/// UIKit's `UIImageView`: a HeadlessKit `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UISwitch`: a HeadlessKit `Switch`.
public typealias UISwitch = Switch
/// UIKit's `UISegmentedControl`: a HeadlessKit `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl

/// UIKit's `UIActivityIndicatorView`: a HeadlessKit `ActivityIndicator`.
public typealias UIActivityIndicatorView = ActivityIndicator
/// UIKit's `UIStackView`: a HeadlessKit `StackView`.
public typealias UIStackView = StackView
/// UIKit's `UIScrollView`: a HeadlessKit `ScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UIColor`: a HeadlessKit `Color`.
public typealias UIColor = Color
/// UIKit's `UIFont`: a HeadlessKit `Font`.
public typealias UIFont = Font
/// UIKit's `NSTextAlignment`: a HeadlessKit `TextAlignment`.
public typealias NSTextAlignment = TextAlignment

/// UIKit's `NSLayoutConstraint`: a HeadlessKit `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`: a HeadlessKit `LayoutAnchor`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// UIKit's `NSLayoutXAxisAnchor`: a HeadlessKit `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: a HeadlessKit `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: a HeadlessKit `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutPriority`: a HeadlessKit `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UILayoutGuide`: a HeadlessKit `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UIEdgeInsets`: a HeadlessKit `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: a HeadlessKit `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
