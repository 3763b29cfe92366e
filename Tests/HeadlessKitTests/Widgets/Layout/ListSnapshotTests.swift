import HeadlessKit
import Testing

/// `ListSnapshot` has the shape and the behaviour of UIKit's `NSDiffableDataSourceSnapshot`
/// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot): sections
/// and items of any hashable type, in order, edited in place.
@Suite struct ListSnapshotTests {
  enum Section: Hashable { case pinned, recent }

  /// pinned: a, b; recent: c, d, e.
  func sample() -> ListSnapshot<Section, String> {
    var snapshot = ListSnapshot<Section, String>()
    snapshot.appendSections([.pinned, .recent])
    snapshot.appendItems(["a", "b"], toSection: .pinned)
    snapshot.appendItems(["c", "d", "e"])  // the last section
    return snapshot
  }

  @Test func readingCountsSectionsItemsAndPositions() {
    let snapshot = sample()
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: .recent) == 3)
    #expect(snapshot.sectionIdentifiers == [.pinned, .recent])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
    #expect(snapshot.itemIdentifiers(inSection: .pinned) == ["a", "b"])
    #expect(snapshot.indexOfItem("d") == 3)
    #expect(snapshot.indexOfItem("z") == nil)
    #expect(snapshot.indexOfSection(.recent) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: "c") == .recent)
    #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
  }

  @Test func insertingDeletingAndMovingItems() {
    var snapshot = sample()
    snapshot.insertItems(["x"], beforeItem: "a")
    snapshot.insertItems(["y"], afterItem: "e")
    #expect(snapshot.itemIdentifiers == ["x", "a", "b", "c", "d", "e", "y"])
    snapshot.deleteItems(["a", "nothing"])
    #expect(snapshot.itemIdentifiers == ["x", "b", "c", "d", "e", "y"])
    snapshot.moveItem("x", afterItem: "d")  // across sections
    #expect(snapshot.itemIdentifiers(inSection: .pinned) == ["b"])
    #expect(snapshot.itemIdentifiers(inSection: .recent) == ["c", "d", "x", "e", "y"])
    snapshot.moveItem("y", beforeItem: "b")
    #expect(snapshot.itemIdentifiers(inSection: .pinned) == ["y", "b"])
  }

  @Test func sectionsAreAddedOnceInsertedAndDeletedWithTheirItems() {
    var snapshot = sample()
    snapshot.appendSections([.pinned])  // present already: left where it is
    #expect(snapshot.sectionIdentifiers == [.pinned, .recent])
    snapshot.deleteSections([.pinned])
    #expect(snapshot.itemIdentifiers == ["c", "d", "e"])
    snapshot.insertSections([.pinned], beforeSection: .recent)
    #expect(snapshot.sectionIdentifiers == [.pinned, .recent])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func reconfigureAndReloadAreRequestsTheSnapshotCarries() {
    var snapshot = sample()
    snapshot.reconfigureItems(["b"])
    snapshot.reloadItems(["c"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
    #expect(snapshot.reloadedItemIdentifiers == ["c"])
    #expect(snapshot != sample(), "requests are part of what a snapshot says")
  }

  @Test func aSingleSectionSnapshotFromItemsAlone() {
    let snapshot = ListSnapshot(items: ["a", "b"])
    #expect(snapshot.sectionIdentifiers == [0])
    #expect(snapshot.itemIdentifiers == ["a", "b"])
  }

  // UIKit raises for these (an exception naming the item or section); HeadlessKit stops.
  @Test func appendingToASectionTheSnapshotLacksStops() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = ListSnapshot<String, String>()
      snapshot.appendItems(["a"])
    }
    await #expect(processExitsWith: .failure) {
      var snapshot = ListSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.insertItems(["b"], afterItem: "missing")
    }
  }
}
