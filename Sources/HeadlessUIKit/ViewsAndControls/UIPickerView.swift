public import Foundation
public import HeadlessKit

/// Supplies a picker view's components and their rows, as UIKit's
/// `UIPickerViewDataSource`.
/// https://developer.apple.com/documentation/uikit/uipickerviewdatasource
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components (wheels).
  /// - Parameter pickerView: The picker view.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of a component.
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a picker view's rows' contents and sizes and hears the user's selections,
/// as UIKit's `UIPickerViewDelegate`; every method is optional, as in UIKit.
/// https://developer.apple.com/documentation/uikit/uipickerviewdelegate
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// A component's width; the picker's width shared evenly unless implemented.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// A component's row height; 32 points unless implemented.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// A row's title; none unless implemented.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// A row's styled title, used before `titleForRow`; none unless implemented.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// A row's view, used before the titles; the titles are shown unless implemented.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// The user selected a row (not called for `selectRow(_:inComponent:animated:)`).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// The picker's width shared evenly.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.evenComponentWidth
  }
  /// 32 points.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { UIPickerView.defaultRowHeight }
  /// None.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  /// None.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// The titles are shown instead.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView { UIPickerView.titlesInstead }
  /// Nothing.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

/// UIKit's `UIPickerView`: spinning wheels of rows, one per component, the selected row of
/// each in the middle.
/// https://developer.apple.com/documentation/uikit/uipickerview
///
/// The rows around each selected one show as labels (or the delegate's views), so a test
/// finds them by text. A user's tap on a row above or below the middle selects that row
/// and tells the delegate (`pickerView(_:didSelectRow:inComponent:)`), as a tap on an iOS
/// wheel does: `TestHost.tap(_:at:)` on the row's label or point.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The row height the delegate gives unless it implements its own.
  static let defaultRowHeight: CGFloat = 32
  /// The view a delegate's default `viewForRow` returns: use the titles.
  static let titlesInstead = UIView()

  /// The data source, as UIKit's `dataSource`.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }
  /// The delegate, as UIKit's `delegate`.
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { reloadAllComponents() }
  }
  /// Whether the selection is marked, as UIKit's deprecated `showsSelectionIndicator`
  /// (kept; the selected rows are always marked).
  @available(*, deprecated, message: "Deprecated in iOS 13, as in UIKit")
  open var showsSelectionIndicator: Bool {
    get { showsIndicator }
    set { showsIndicator = newValue }
  }
  private var showsIndicator = true

  /// The rows per component, as last asked of the data source.
  private var rowCounts: [Int] = []
  /// The selected row of each component; -1 for none.
  private var selection: [Int] = []
  /// The row views shown, by component and row.
  private var rowViews: [[Int: UIView]] = []

  /// Creates a picker view, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame; a picker view is 216 points high.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a picker view from an archive, as UIKit's `init(coder:)`: there are no
  /// archives here, so it makes the view `init(frame:)` makes.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    commonInit()
  }

  /// What every initializer sets up.
  private func commonInit() {
    addGestureRecognizer(
      TapGestureRecognizer { [unowned self] recognizer in
        self.tapped(at: recognizer.location(in: self))
      })

  }

  /// The number of components, as UIKit's `numberOfComponents`.
  open var numberOfComponents: Int {
    loadCountsIfNeeded()
    return rowCounts.count
  }

  /// The number of rows of a component, as UIKit's `numberOfRows(inComponent:)`.
  /// - Parameter component: The component.
  open func numberOfRows(inComponent component: Int) -> Int {
    loadCountsIfNeeded()
    return rowCounts.indices.contains(component) ? rowCounts[component] : 0
  }

  /// A component's row size, as UIKit's `rowSize(forComponent:)`.
  /// - Parameter component: The component.
  open func rowSize(forComponent component: Int) -> CGSize {
    CGSize(width: width(of: component), height: rowHeight(of: component))
  }

  /// Asks the data source and delegate again for every component, as UIKit's
  /// `reloadAllComponents()`; selections stay where the rows still exist.
  open func reloadAllComponents() {
    rowCounts = []
    loadCountsIfNeeded()
  }

  /// Asks again for one component, as UIKit's `reloadComponent(_:)`.
  /// - Parameter component: The component.
  open func reloadComponent(_ component: Int) {
    loadCountsIfNeeded()
    guard rowCounts.indices.contains(component), let dataSource else { return }
    rowCounts[component] = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
    pinSelection(of: component)
    rowViews[component] = [:]
    setNeedsLayout()
  }

  /// Selects a row, as UIKit's `selectRow(_:inComponent:animated:)`: the delegate is not
  /// told, as in UIKit.
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  ///   - animated: Ignored: a headless wheel has no animation to show.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    loadCountsIfNeeded()
    guard selection.indices.contains(component) else { return }
    selection[component] =
      rowCounts[component] > 0 ? min(max(row, 0), rowCounts[component] - 1) : -1
    setNeedsLayout()
  }

  /// The selected row of a component, as UIKit's `selectedRow(inComponent:)`: -1 when
  /// it has no rows.
  /// - Parameter component: The component.
  open func selectedRow(inComponent component: Int) -> Int {
    loadCountsIfNeeded()
    return selection.indices.contains(component) ? selection[component] : -1
  }

  /// The view shown for a row, as UIKit's `view(forRow:forComponent:)`: `nil` when the
  /// row is not shown.
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    layoutIfNeeded()
    return rowViews.indices.contains(component) ? rowViews[component][row] : nil
  }

  /// 320 x 216 points, as UIKit's picker.
  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

  /// The selected row of each component.
  open override var treeDetails: [String] {
    loadCountsIfNeeded()
    return ["selected=\(selection.map(String.init).joined(separator: ","))"]
  }

  /// Places each component's rows around its selected one, the selected row in the
  /// middle.
  open override func layoutSubviews() {
    super.layoutSubviews()
    loadCountsIfNeeded()
    var x: CGFloat = 0
    for component in rowCounts.indices {
      let width = width(of: component)
      let height = rowHeight(of: component)
      var shown: [Int: UIView] = [:]
      let selected = selection[component]
      if selected >= 0 {
        let above = Int((bounds.height / 2 / height).rounded(.up))
        for row in max(0, selected - above)...min(rowCounts[component] - 1, selected + above) {
          let y = bounds.midY - height / 2 + CGFloat(row - selected) * height
          guard y < bounds.height, y + height > 0 else { continue }  // wholly outside
          let view = rowView(row, component, reusing: rowViews[component][row])
          view.frame = CGRect(x: x, y: y, width: width, height: height)
          if view.superview !== self { addSubview(view) }
          shown[row] = view
        }
      }
      for (row, view) in rowViews[component] where shown[row] !== view {
        view.removeFromSuperview()
      }
      rowViews[component] = shown
      x += width
    }
  }

  /// The selection band behind the middle row.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    guard showsIndicator, let height = rowCounts.indices.first.map({ rowHeight(of: $0) })
    else { return }
    canvas.roundedRect(
      CGRect(x: 8, y: bounds.midY - height / 2, width: max(0, bounds.width - 16), height: height),
      cornerRadius: 8, fill: .quaternarySystemFill)
  }

  // MARK: Rows

  /// The width each component gets when the delegate gives none.
  var evenComponentWidth: CGFloat {
    let count = max(rowCounts.count, 1)
    return (bounds.width / CGFloat(count)).rounded(.down)
  }

  private func width(of component: Int) -> CGFloat {
    delegate?.pickerView(self, widthForComponent: component) ?? evenComponentWidth
  }

  private func rowHeight(of component: Int) -> CGFloat {
    delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
  }

  private func loadCountsIfNeeded() {
    guard rowCounts.isEmpty, let dataSource else { return }
    let count = max(0, dataSource.numberOfComponents(in: self))
    rowCounts = (0..<count).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
    if selection.count != count {
      selection =
        Array(selection.prefix(count)) + Array(repeating: 0, count: max(0, count - selection.count))
    }
    for component in 0..<count { pinSelection(of: component) }
    for views in rowViews { for view in views.values { view.removeFromSuperview() } }
    rowViews = Array(repeating: [:], count: count)
    setNeedsLayout()
  }

  private func pinSelection(of component: Int) {
    let rows = rowCounts[component]
    selection[component] = rows > 0 ? min(max(selection[component], 0), rows - 1) : -1
  }

  private func rowView(_ row: Int, _ component: Int, reusing old: UIView?) -> UIView {
    if let delegate {
      let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old)
      if view !== Self.titlesInstead { return view }
    }
    let label = (old as? UILabel) ?? UILabel()
    label.textAlignment = .center
    if let styled = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)
    {
      label.attributedText = styled
    } else {
      label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }
    label.textColor = row == selection[component] ? .label : .secondaryLabel
    return label
  }

  /// A user's tap: the row under the finger in the component under it is selected and
  /// the delegate told.
  private func tapped(at point: CGPoint) {
    loadCountsIfNeeded()
    var x: CGFloat = 0
    for component in rowCounts.indices {
      let width = width(of: component)
      defer { x += width }
      guard point.x >= x, point.x < x + width, selection[component] >= 0 else { continue }
      let offset = Int(((point.y - bounds.midY) / rowHeight(of: component)).rounded())
      let row = min(max(selection[component] + offset, 0), rowCounts[component] - 1)
      guard row != selection[component] else { return }
      selection[component] = row
      setNeedsLayout()
      layoutIfNeeded()
      runUserAction(named: "selection") {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
      }
      return
    }
  }

  // MARK: Accessibility

  /// The selected rows' titles, as the wheels read.
  open override var accessibilityValue: String? {
    get {
      if let value = super.accessibilityValue { return value }
      loadCountsIfNeeded()
      let titles = rowCounts.indices.compactMap { component -> String? in
        let row = selection[component]
        guard row >= 0 else { return nil }
        return delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?
          .string ?? delegate?.pickerView(self, titleForRow: row, forComponent: component)
      }
      return titles.isEmpty ? nil : titles.joined(separator: ", ")
    }
    set { super.accessibilityValue = newValue }
  }
}
