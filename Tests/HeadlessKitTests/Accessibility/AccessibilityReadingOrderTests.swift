import Foundation
import HeadlessKit
import Testing

/// VoiceOver's reading order: top to bottom, leading to trailing, with containers,
/// `accessibilityElements`, `shouldGroupAccessibilityChildren` and
/// `accessibilityViewIsModal` as Apple's pages describe them
/// (developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements,
/// …/accessibilityviewismodal, …/shouldgroupaccessibilitychildren).
@MainActor
@Suite struct AccessibilityReadingOrderTests {
  private func window() -> Window { Window(frame: Rect(x: 0, y: 0, width: 390, height: 844)) }

  private func label(_ text: String, _ x: Double, _ y: Double, height: Double = 20) -> Label {
    Label(text: text, frame: Rect(x: x, y: y, width: 80, height: height))
  }

  private func labels(in root: View) -> [String?] {
    AccessibilityReadingOrder.elements(in: root).map(\.accessibilityLabel)
  }

  @Test func readsTopToBottomThenLeadingToTrailing() {
    let root = window()
    for view in [label("C", 10, 100), label("B", 200, 10), label("A", 10, 10)] {
      root.addSubview(view)
    }
    #expect(labels(in: root) == ["A", "B", "C"])
  }

  @Test func aTallerViewBesideALabelIsOnTheSameLine() {
    let root = window()
    root.addSubview(label("Name", 10, 105))
    let toggle = Switch()
    toggle.frame = Rect(x: 300, y: 100, width: 51, height: 31)
    toggle.accessibilityLabel = "Dark mode"
    root.addSubview(toggle)
    #expect(labels(in: root) == ["Name", "Dark mode"])
  }

  @Test func rightToLeftReadsTrailingFirst() {
    let root = window()
    root.traitOverrides.layoutDirection = .rightToLeft
    root.addSubview(label("Left", 10, 10))
    root.addSubview(label("Right", 200, 10))
    #expect(labels(in: root) == ["Right", "Left"])
  }

  @Test func anElementsInsidesAreNotRead() {
    let root = window()
    let button = Button(title: "Go")
    button.frame = Rect(x: 0, y: 0, width: 100, height: 44)
    button.addSubview(label("inside", 0, 0))
    root.addSubview(button)
    #expect(labels(in: root) == ["Go"])
  }

  @Test func hiddenAndTransparentViewsAreSkipped() {
    let root = window()
    let hidden = label("Hidden", 10, 10)
    hidden.isHidden = true
    let clear = label("Clear", 10, 40)
    clear.alpha = 0
    let muted = View(frame: Rect(x: 0, y: 60, width: 300, height: 40))
    muted.accessibilityElementsHidden = true
    muted.addSubview(label("Muted", 0, 0))
    for view in [hidden, clear, muted, label("Shown", 10, 200)] { root.addSubview(view) }
    #expect(labels(in: root) == ["Shown"])
  }

  @Test func accessibilityElementsSetTheOrder() {
    let root = window()
    let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
    let first = label("First", 10, 50)
    let second = label("Second", 10, 0)
    card.addSubview(first)
    card.addSubview(second)
    card.accessibilityElements = [first, second]
    root.addSubview(card)
    #expect(labels(in: root) == ["First", "Second"])
  }

  @Test func groupedChildrenAreReadTogether() {
    // Two columns: without grouping VoiceOver reads across them, line by line.
    let root = window()
    let left = View(frame: Rect(x: 0, y: 0, width: 190, height: 100))
    let right = View(frame: Rect(x: 200, y: 0, width: 190, height: 100))
    left.addSubview(label("L1", 0, 0))
    left.addSubview(label("L2", 0, 50))
    right.addSubview(label("R1", 0, 0))
    right.addSubview(label("R2", 0, 50))
    root.addSubview(left)
    root.addSubview(right)
    #expect(labels(in: root) == ["L1", "R1", "L2", "R2"])
    left.shouldGroupAccessibilityChildren = true
    right.shouldGroupAccessibilityChildren = true
    #expect(labels(in: root) == ["L1", "L2", "R1", "R2"])
  }

  @Test func aModalViewHidesItsSiblings() {
    let root = window()
    root.addSubview(label("Behind", 10, 10))
    let dialog = View(frame: Rect(x: 0, y: 300, width: 390, height: 200))
    dialog.addSubview(label("Dialog", 10, 10))
    root.addSubview(dialog)
    #expect(labels(in: root) == ["Behind", "Dialog"])
    dialog.accessibilityViewIsModal = true
    #expect(labels(in: root) == ["Dialog"])
  }

  @Test func accessibilityElementsReadInsideTheirContainer() {
    let root = window()
    let chart = View(frame: Rect(x: 0, y: 100, width: 300, height: 100))
    let bar = AccessibilityElement(accessibilityContainer: chart)
    bar.isAccessibilityElement = true
    bar.accessibilityLabel = "March"
    bar.accessibilityFrameInContainerSpace = Rect(x: 40, y: 0, width: 20, height: 100)
    chart.accessibilityElements = [bar]
    root.addSubview(chart)
    root.addSubview(label("Title", 10, 10))
    #expect(labels(in: root) == ["Title", "March"])
    #expect(bar.accessibilityFrame == Rect(x: 40, y: 100, width: 20, height: 100))
  }

  @Test func anElementThatIsNotMarkedAnElementIsNotRead() {
    let root = window()
    let chart = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
    chart.accessibilityElements = [AccessibilityElement(accessibilityContainer: chart)]
    root.addSubview(chart)
    #expect(labels(in: root).isEmpty)
  }

  @Test func descriptionListsElementsWithTraitsValueHintAndActions() {
    let root = window()
    let title = label("Theme", 10, 10)
    title.identifier = "title"
    title.accessibilityTraits = [.staticText, .header]
    let toggle = Switch()
    toggle.identifier = "dark"
    toggle.frame = Rect(x: 10, y: 50, width: 51, height: 31)
    let save = Button(title: "Save")
    save.identifier = "save"
    save.frame = Rect(x: 10, y: 100, width: 100, height: 44)
    save.accessibilityHint = "Saves the theme"
    save.accessibilityCustomActions = [AccessibilityCustomAction(name: "Reset") { _ in true }]
    for view in [save, toggle, title] { root.addSubview(view) }
    #expect(
      root.accessibilityDescription() == """
        1. Label(title) "Theme" [header, staticText]
        2. Switch(dark) (no label) [button] value: "0"
        3. Button(save) "Save" [button] hint: "Saves the theme" actions: Reset
        """)
  }
}
