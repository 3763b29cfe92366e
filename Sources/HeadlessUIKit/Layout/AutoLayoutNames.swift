public import HeadlessKit
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
