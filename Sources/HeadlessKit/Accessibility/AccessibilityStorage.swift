import Foundation

/// The accessibility values set on one view, made when the first is set: most views
/// never set any, and a `nil` property means the view's class default.
final class AccessibilityStorage {
  var isElement: Bool?
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits?
  var frame: Rect?
  var elements: [Any]?
  var customActions: [AccessibilityCustomAction]?
  var viewIsModal = false
  var groupsChildren = false
  var elementsHidden = false
}
