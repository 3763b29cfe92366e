public import HeadlessKit
extension Label {
  /// How the text is aligned, as UIKit's `textAlignment`: HeadlessKit's `alignment`.
  public var textAlignment: NSTextAlignment {
    get { alignment }
    set { alignment = newValue }
  }
}
