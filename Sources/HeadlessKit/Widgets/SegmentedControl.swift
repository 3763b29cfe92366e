public import Foundation

/// A row of titled segments, at most one selected: UISegmentedControl's role.
/// ``select(segment:)`` selects one as a user's tap would and reports the change;
/// setting ``selectedSegmentIndex`` in code reports nothing (as in UIKit).
///
/// ```swift
/// let sort = SegmentedControl(titles: ["Newest", "Popular"])
/// sort.selectedSegmentIndex = 0
/// sort.addAction { feed.order = sort.selectedSegmentIndex == 0 ? .newest : .popular }
/// sort.select(segment: 1)
/// ```
@preconcurrency @MainActor
open class SegmentedControl: Control {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(SegmentedControl.self, []) }

  /// What ``selectedSegmentIndex`` is when no segment is selected, as UIKit's
  /// `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  /// The segments' titles, in order.
  public private(set) var titles: [String] {
    didSet { segmentsDidChange() }
  }
  private var disabledSegments: Set<Int> = []

  /// The selected segment, or ``noSegment``; a change flags display only. An index out of
  /// range selects none.
  public var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet {
      if !titles.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
      if selectedSegmentIndex != oldValue { invalidate(.display) }
    }
  }

  private var actions = ControlActions<Bool>()

  /// Creates a segmented control without segments, with a frame, as UIKit's `init(frame:)`, the initializer a
  /// subclass overrides to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    self.titles = []
    super.init(frame: frame)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// Creates a segmented control.
  /// - Parameter titles: The segments' titles.
  public init(titles: [String] = []) {
    self.titles = titles
    super.init(frame: .zero)
    contentMode = .redraw  // its drawing depends on its size
  }

  /// The number of segments, as UIKit's `numberOfSegments`.
  public var numberOfSegments: Int { titles.count }

  /// Inserts a segment, as UIKit's `insertSegment(withTitle:at:animated:)` without its
  /// animation: `index` is clamped to `0...numberOfSegments`. The selection follows its
  /// segment.
  /// - Parameters:
  ///   - title: The title.
  ///   - index: Where.
  public func insertSegment(withTitle title: String?, at index: Int) {
    let index = min(max(index, 0), titles.count)
    titles.insert(title ?? "", at: index)
    disabledSegments = Set(disabledSegments.map { $0 >= index ? $0 + 1 : $0 })
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
  }

  /// Removes a segment (an index out of range does nothing); removing the selected one
  /// leaves none selected.
  /// - Parameter index: The segment.
  public func removeSegment(at index: Int) {
    guard titles.indices.contains(index) else { return }
    let selected = selectedSegmentIndex
    titles.remove(at: index)
    disabledSegments = Set(
      disabledSegments.compactMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) })
    selectedSegmentIndex =
      selected == index ? Self.noSegment : (selected > index ? selected - 1 : selected)
  }

  /// Removes every segment, as UIKit's `removeAllSegments()`.
  public func removeAllSegments() {
    titles = []
    disabledSegments = []
    selectedSegmentIndex = Self.noSegment
  }

  /// A segment's title, or `nil` out of range, as UIKit's `titleForSegment(at:)`.
  /// - Parameter segment: The segment.
  public func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets a segment's title, as UIKit's `setTitle(_:forSegmentAt:)`; out of range does
  /// nothing.
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The segment.
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
  }

  /// Enables or disables one segment, as UIKit's `setEnabled(_:forSegmentAt:)`.
  /// - Parameters:
  ///   - enabled: Whether the user can select it.
  ///   - segment: The segment.
  public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
    invalidate(.display)
  }

  /// Whether the user can select a segment, as UIKit's `isEnabledForSegment(at:)`.
  /// - Parameter segment: The segment.
  public func isEnabledForSegment(at segment: Int) -> Bool {
    titles.indices.contains(segment) && !disabledSegments.contains(segment)
  }

  /// Adds a handler run after each change the user makes.
  /// - Parameter handler: The handler.
  public func addAction(_ handler: @escaping @MainActor () -> Void) {
    actions.add(for: true, handler)
  }

  /// Runs the actions as a value change would, without changing the value.
  package func sendActions() {
    actions.send(true, from: self, named: "valueChanged")
  }

  /// Selects a segment as a user's tap would, then runs the handlers when the selection
  /// changed. Nothing happens when the control or the segment is disabled, the control
  /// is hidden, or the segment does not exist.
  /// - Parameter segment: The segment.
  public func select(segment: Int) {
    guard isEnabled, !isHidden, isEnabledForSegment(at: segment),
      segment != selectedSegmentIndex
    else { return }
    selectedSegmentIndex = segment
    actions.send(true, from: self, named: "valueChanged")
  }

  private func segmentsDidChange() {
    invalidate(.display)
    invalidateIntrinsicContentSize()  // its natural size follows its titles
  }

  /// Segments as wide as the widest title plus 12 points each side, 32 points high.
  open override var intrinsicContentSize: Size {
    let widest =
      titles.map { TextMetrics.size(of: $0, fontSize: Font.caption.size).width }
      .max() ?? 0
    return Size(width: Double(titles.count) * (widest + 24), height: 32)
  }

  /// The titles, the selected one marked (`[Popular]`), and `disabled` when it is.
  open override var treeDetails: [String] {
    [
      "segments="
        + titles.enumerated().map {
          $0.offset == selectedSegmentIndex ? "[\($0.element)]" : $0.element
        }
        .joined(separator: "|")
    ] + (isEnabled ? [] : ["disabled"])
  }

  /// A gray track, the selected segment raised in white, the titles centred.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    canvas.roundedRect(bounds, cornerRadius: 8, fill: Palette.fill)
    guard !titles.isEmpty else { return }
    let width = bounds.width / Double(titles.count)
    for (index, title) in titles.enumerated() {
      let segment = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
      if index == selectedSegmentIndex {
        canvas.roundedRect(
          Rect(x: segment.minX + 2, y: 2, width: width - 4, height: bounds.height - 4),
          cornerRadius: 7, fill: Palette.white, stroke: Palette.separator)
      }
      let enabled = isEnabled && !disabledSegments.contains(index)
      canvas.text(
        title, in: segment, color: enabled ? Palette.label : Palette.secondaryLabel,
        fontSize: Font.caption.size, alignment: .center)
    }
  }

  // MARK: Accessibility

  /// Not an element itself, as UIKit's segmented control: each segment is one.
  open override var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? false }
    set { super.isAccessibilityElement = newValue }
  }

  /// One element per segment by default, in order: its title as the label, `button`,
  /// `selected` on the selected one, `notEnabled` on a disabled one.
  open override var accessibilityElements: [Any]? {
    get {
      if let elements = accessibility?.elements { return elements }
      let width = titles.isEmpty ? 0 : bounds.width / Double(titles.count)
      while segmentElements.count < titles.count {
        segmentElements.append(AccessibilityElement(accessibilityContainer: self))
      }
      segmentElements.removeLast(segmentElements.count - titles.count)
      return titles.indices.map { index in
        let segment = segmentElements[index]
        segment.isAccessibilityElement = true
        segment.accessibilityLabel = titles[index].isEmpty ? nil : titles[index]
        var traits = AccessibilityTraits.button
        if index == selectedSegmentIndex { traits.insert(.selected) }
        if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
        segment.accessibilityTraits = traits
        segment.accessibilityFrameInContainerSpace = Rect(
          x: Double(index) * width, y: 0, width: width, height: bounds.height)
        return segment
      }
    }
    set { super.accessibilityElements = newValue }
  }

  /// The segments' elements, kept so each segment is the same element from one reading
  /// to the next.
  private var segmentElements: [AccessibilityElement] = []
}
