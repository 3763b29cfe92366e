// `public import`, not `import`: with an internal import of the module declaring the
// hooks this class overrides (`loadView()`), subclasses in other modules get a vtable
// that does not match this class's, and the collection view's data source calls land on
// the wrong override (swiftlang/swift#80133).
public import HeadlessKit

/// A controller that manages a collection view, as UIKit's `UICollectionViewController`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller).
///
/// Its view is a `UICollectionView` with the layout it was made with, whose data source
/// and delegate are the controller; a subclass overrides the data source and delegate
/// methods (`override func collectionView(_:numberOfItemsInSection:)`), as on iOS. When
/// the view is about to appear, the selected items are deselected unless
/// `clearsSelectionOnViewWillAppear` is `false`.
///
/// One difference: UIKit stops a controller made without a layout
/// (`init(nibName:bundle:)`, `init?(coder:)` outside a storyboard) at its first use of the
/// collection view; here it gets a `UICollectionViewFlowLayout`, so the controller works.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout

  /// Creates a controller whose collection view uses `layout`, as UIKit's
  /// `init(collectionViewLayout:)`.
  /// - Parameter layout: How the collection view places its items.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout, as UIKit's `init(nibName:bundle:)` (there
  /// are no nibs).
  /// - Parameters:
  ///   - nibName: Ignored.
  ///   - bundle: Ignored.
  public override init(nibName: String?, bundle: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibName, bundle: bundle)
  }

  /// UIKit's archive initializer: there are no archives, so it makes a controller with a
  /// flow layout, as `init(nibName: nil, bundle: nil)` does.
  /// - Parameter coder: Unused: nothing is decoded.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view, which is the controller's `view`, as UIKit's `collectionView`.
  /// Setting it sets the view. Reading it loads the view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The layout of the collection view, as UIKit's `collectionViewLayout`: the layout the
  /// controller was made with until the view loads, then the collection view's.
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
  }

  /// Whether the selected items are deselected when the view is about to appear; `true`
  /// by default, as UIKit's `clearsSelectionOnViewWillAppear`.
  open var clearsSelectionOnViewWillAppear = true

  /// Whether the controller installs a gesture to reorder items, as UIKit's
  /// `installsStandardGestureForInteractiveMovement` (`true` by default). Kept for code
  /// to read: HeadlessKit's collection view has no interactive movement.
  open var installsStandardGestureForInteractiveMovement = true

  /// Whether a push of another collection view controller animates between the layouts,
  /// as UIKit's `useLayoutToLayoutNavigationTransitions` (`false` by default). Kept for
  /// code to read: nothing animates headlessly, and each pushed controller keeps its own
  /// collection view.
  open var useLayoutToLayoutNavigationTransitions = false

  /// Makes the collection view with the controller's layout, and the controller as its
  /// data source and delegate.
  /// Enters or leaves editing mode, as UIKit's: the collectionView too.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether it would animate on iOS.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    if isViewLoaded { collectionView?.isEditing = editing }
  }

  open override func loadView() {
    let collection = UICollectionView(
      frame: Window.defaultFrame, collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// Deselects the selected items when `clearsSelectionOnViewWillAppear` is `true`, after
  /// running the superclass's method, as UIKit's does.
  /// - Parameter animated: Always `false`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear,
      let collection = viewIfLoaded as? UICollectionView
    else { return }
    for selected in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: selected, animated: animated)
    }
  }

  // MARK: UICollectionViewDataSource, for subclasses to override

  /// One section, as a data source that does not implement the method has.
  /// - Parameter collectionView: The collection view.
  /// - Returns: 1.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items: a subclass overrides this.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: 0.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }

  /// A plain cell: a subclass overrides this (it is called only for items
  /// `collectionView(_:numberOfItemsInSection:)` reports) and dequeues a registered cell.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: A new, empty cell.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }

  // MARK: UIScrollViewDelegate, for subclasses to override

  /// The collection view scrolled, as `UIScrollViewDelegate`'s
  /// `scrollViewDidScroll(_:)`, which UIKit's collection view delegate inherits: told at
  /// the collection view's layout after its `contentOffset` changed. Does nothing: a
  /// subclass overrides it.
  /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// An animated scroll ended, as `UIScrollViewDelegate`'s
  /// `scrollViewDidEndScrollingAnimation(_:)`. Does nothing: a subclass overrides it.
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  // MARK: UICollectionViewDelegate, for subclasses to override

  /// Does nothing: a subclass overrides it to act on a tap.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Highlights every item: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// No context menu: a subclass overrides it to give items one.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  ///   - point: Where the touch is.
  /// - Returns: `nil`.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// No context menu: a subclass overrides it to give an item one.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  ///   - point: Where the touch is.
  /// - Returns: `nil`.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// Does nothing: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}

  /// Does nothing: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}

  /// Selects every item: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Deselects every item: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing: a subclass overrides it to act on a deselection.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The supplementary view.
  ///   - elementKind: Its kind.
  ///   - indexPath: Its position.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing: a subclass overrides it.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The supplementary view.
  ///   - elementKind: Its kind.
  ///   - indexPath: The position it showed.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
