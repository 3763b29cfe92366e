/// What constraints, anchors and the engine's reports hold of a view or layout guide: a
/// stand-in that the item holds strongly and they hold weakly, so that their references
/// read `nil` once the item is gone, as UIKit's weak references do, without giving the
/// item itself a side table. (A weak reference gives its object a side table, and every
/// retain and release of an object with one takes the runtime's slow path: with a
/// constrained view weakly referenced, those took about a fifth of the instructions of a
/// relayout that moves every view.)
///
/// Threading: made and read on the main actor. The stand-in refers to its item
/// `unowned`: the item holds the stand-in, so while the stand-in can be reached the item
/// lives, except in one case, an item released on another thread while the main actor
/// reads one of its constraints, where the read stops the program (an unowned reference
/// checks) instead of reading freed memory.
@MainActor
final class LayoutItemReference {
  /// The view or layout guide.
  unowned let item: AnyObject

  private init(_ item: AnyObject) { self.item = item }

  /// The stand-in of `item`, a view or a layout guide, made on first use.
  static func of(_ item: AnyObject) -> LayoutItemReference {
    if let view = item as? View {
      let layout = view.layoutState
      if let made = layout.itemReference { return made }
      let made = LayoutItemReference(view)
      layout.itemReference = made
      return made
    }
    if let guide = item as? LayoutGuide {
      if let made = guide.itemReference { return made }
      let made = LayoutItemReference(guide)
      guide.itemReference = made
      return made
    }
    preconditionFailure("\(item) is neither a view nor a layout guide: constraints relate those")
  }
}
