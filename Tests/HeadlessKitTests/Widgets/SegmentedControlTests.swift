import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

@MainActor
@Suite struct SegmentedControlTests {
  private func mounted(_ control: SegmentedControl) -> TestHost {
    control.identifier = "sort"
    control.frame = Rect(x: 0, y: 0, width: 240, height: 32)
    let host = TestHost()
    let root = Controller()
    root.view.addSubview(control)
    host.show(root)
    return host
  }

  @Test func aUserSelectionReportsButSettingInCodeDoesNot() {
    let control = SegmentedControl(titles: ["Newest", "Popular", "Oldest"])
    var changes: [Int] = []
    control.addAction { [unowned control] in changes.append(control.selectedSegmentIndex) }
    let host = mounted(control)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 0
    #expect(changes.isEmpty)
    #expect(host.select(segment: 2, in: "sort"))
    #expect(host.select(segment: 2, in: "sort"), "found, but no change")
    #expect(changes == [2])
    #expect(control.treeDetails.first == "segments=Newest|Popular|[Oldest]")
    control.setEnabled(false, forSegmentAt: 1)
    control.select(segment: 1)
    control.isEnabled = false
    control.select(segment: 0)
    #expect(changes == [2])
    #expect(control.selectedSegmentIndex == 2)
    #expect(!host.select(segment: 0, in: "nope"))
  }

  @Test func insertingAndRemovingKeepTheSelectionOnItsSegment() {
    let control = SegmentedControl(titles: ["a", "b", "c"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "z", at: 0)
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 2) == "b")
    control.insertSegment(withTitle: "end", at: 99)
    #expect(control.titleForSegment(at: 4) == "end")
    #expect(control.numberOfSegments == 5)
    control.removeSegment(at: 0)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 7
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "out of range: none")
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(control.titleForSegment(at: 0) == nil)
  }

  @Test func theSelectedSegmentIsDrawnAndTheSizeFollowsTheTitles() {
    let control = SegmentedControl(titles: ["ab", "abcd"])
    let host = mounted(control)
    let narrow = control.intrinsicContentSize
    control.setTitle("abcdefgh", forSegmentAt: 0)
    #expect(control.intrinsicContentSize.width > narrow.width)
    control.selectedSegmentIndex = 1
    host.flush()
    let svg = host.window.renderSVG()
    #expect(svg.contains(">abcdefgh<"))
    #expect(svg.contains(">abcd<"))
    #expect(svg.contains("x=\"122\""), "the selected segment's raised shape, at 120 + 2")
  }
}
