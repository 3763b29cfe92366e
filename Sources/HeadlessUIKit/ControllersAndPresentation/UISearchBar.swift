public import HeadlessKit

/// A search field with an optional Cancel button and scope bar, as UIKit's
/// `UISearchBar` (https://developer.apple.com/documentation/uikit/uisearchbar).
///
/// Typing into its ``searchTextField`` (TestHost's `textFields["Search"].typeText(_:)`,
/// the placeholder being "Search" unless ``placeholder`` is set) changes ``text`` and
/// tells the ``delegate`` `searchBar(_:textDidChange:)`, as a user's typing does; setting
/// ``text`` in code does not tell it, as on iOS. Return is the Search button
/// (`searchBarSearchButtonClicked(_:)`); the Cancel button (identifier
/// `"searchBarCancel"`) and the scope bar (a segmented control, identifier
/// `"searchBarScope"`) tell the delegate when tapped. A search bar of a
/// ``UISearchController`` also drives the controller.
///
/// Inert, kept for code to read: the bar's styles, tints, background images and
/// position adjustments (there is no bar chrome to draw beyond the field and buttons).
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
  /// The bar's look, as UIKit's `UISearchBar.Style`.
  public enum Style: UInt, Sendable {
    /// The default.
    case `default` = 0
    /// A translucent background and an opaque field.
    case prominent = 1
    /// No background, a translucent field.
    case minimal = 2
  }
  /// The bar's icons, as UIKit's `UISearchBar.Icon`.
  public enum Icon: Int, Sendable {
    /// The magnifying glass.
    case search = 0
    /// The clear button.
    case clear = 1
    /// The bookmark button.
    case bookmark = 2
    /// The results-list button.
    case resultsList = 3
  }

  /// The search field, as UIKit's `searchTextField`.
  public let searchTextField = UISearchTextField(frame: .zero)
  private let cancelButton = UIButton()
  private let scopeBar = UISegmentedControl()
  private let promptLabel = UILabel()
  /// Told of edits and taps, as UIKit's `delegate` (held weakly).
  open weak var delegate: (any UISearchBarDelegate)?
  /// The search controller this bar belongs to.
  weak var searchController: UISearchController?
  private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

  /// Creates a search bar, as UIKit's `init(frame:)`.
  /// - Parameter frame: The frame; `.zero` by default.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    commonInit()
  }

  /// UIKit's archive initializer: there are no archives, so it makes an empty bar.
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    commonInit()
  }

  private func commonInit() {
    searchTextField.placeholder = "Search"
    searchTextField.borderStyle = .roundedRect
    searchTextField.returnKeyType = .search
    searchTextField.delegate = fieldDelegate
    searchTextField.addAction(for: .editingChanged) { [unowned self] in
      self.textDidChange()
    }
    addSubview(searchTextField)
    cancelButton.title = "Cancel"
    cancelButton.identifier = "searchBarCancel"
    cancelButton.isHidden = true
    cancelButton.addAction { [unowned self] in self.cancelTapped() }
    addSubview(cancelButton)
    scopeBar.identifier = "searchBarScope"
    scopeBar.isHidden = true
    scopeBar.addAction { [unowned self] in self.scopeChanged() }
    addSubview(scopeBar)
    promptLabel.isHidden = true
    promptLabel.alignment = .center
    addSubview(promptLabel)
  }

  // MARK: Text

  /// The text in the field, as UIKit's `text`; setting it does not tell the delegate.
  open var text: String? {
    get { searchTextField.text ?? "" }
    set {
      searchTextField.text = newValue
      searchController?.searchTextWasSet()
    }
  }
  /// Shown while the field is empty, as UIKit's `placeholder`; "Search" when `nil`, as
  /// iOS shows it.
  open var placeholder: String? {
    get { searchTextField.placeholder == "Search" ? nil : searchTextField.placeholder }
    set { searchTextField.placeholder = newValue ?? "Search" }
  }
  /// A line shown above the field, as UIKit's `prompt`.
  open var prompt: String? {
    didSet {
      promptLabel.text = prompt
      promptLabel.isHidden = prompt == nil
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  // MARK: Buttons

  /// Whether the Cancel button shows, as UIKit's `showsCancelButton`; `false` by
  /// default.
  open var showsCancelButton: Bool {
    get { !cancelButton.isHidden }
    set {
      cancelButton.isHidden = !newValue
      setNeedsLayout()
    }
  }
  /// Shows or hides the Cancel button, as UIKit's `setShowsCancelButton(_:animated:)`.
  /// - Parameters:
  ///   - showsCancelButton: Whether it shows.
  ///   - animated: Ignored.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
  /// Whether the bookmark button shows, as UIKit's `showsBookmarkButton`. Kept: no
  /// bookmark button is drawn.
  open var showsBookmarkButton = false
  /// Whether the results-list button shows, as UIKit's `showsSearchResultsButton`. Kept.
  open var showsSearchResultsButton = false
  /// Whether the results-list button is selected, as UIKit's
  /// `isSearchResultsButtonSelected`. Kept.
  open var isSearchResultsButtonSelected = false

  // MARK: Scope bar

  /// The scope bar's titles, as UIKit's `scopeButtonTitles`.
  open var scopeButtonTitles: [String]? {
    didSet {
      scopeBar.removeAllSegments()
      for (index, title) in (scopeButtonTitles ?? []).enumerated() {
        scopeBar.insertSegment(withTitle: title, at: index)
      }
      if (scopeButtonTitles ?? []).isEmpty {
        scopeBar.selectedSegmentIndex = UISegmentedControl.noSegment
      } else {
        scopeBar.selectedSegmentIndex = min(
          max(0, selectedScopeButtonIndex), scopeBar.titles.count - 1)
      }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  /// The selected scope, as UIKit's `selectedScopeButtonIndex`; 0 by default. Setting it
  /// does not tell the delegate.
  open var selectedScopeButtonIndex = 0 {
    didSet {
      if !(scopeButtonTitles ?? []).isEmpty {
        scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
      }
    }
  }
  /// Whether the scope bar shows, as UIKit's `showsScopeBar`; `false` by default (a
  /// search controller shows it while active).
  open var showsScopeBar: Bool = false {
    didSet {
      scopeBar.isHidden = !showsScopeBar
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
  }
  /// Shows or hides the scope bar, as UIKit's `setShowsScope(_:animated:)`.
  /// - Parameters:
  ///   - show: Whether it shows.
  ///   - animate: Ignored.
  open func setShowsScope(_ show: Bool, animated animate: Bool) { showsScopeBar = show }

  // MARK: Appearance, kept

  /// The bar's style, as UIKit's `searchBarStyle`. Kept for code to read.
  open var searchBarStyle: Style = .default
  /// The bar's tint, as UIKit's `barTintColor`. Kept for code to read.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent, as UIKit's `isTranslucent`. Kept.
  open var isTranslucent = true
  /// The bar's background image, as UIKit's `backgroundImage`. Kept.
  open var backgroundImage: UIImage?
  /// The scope bar's background image, as UIKit's `scopeBarBackgroundImage`. Kept.
  open var scopeBarBackgroundImage: UIImage?
  /// Whether the field and buttons accept input, as UIKit's `isEnabled` (iOS 16.4).
  open var isEnabled: Bool {
    get { searchTextField.isEnabled }
    set {
      searchTextField.isEnabled = newValue
      cancelButton.isEnabled = newValue
      scopeBar.isEnabled = newValue
    }
  }
  /// Whether Look to Dictate is on, as UIKit's `isLookToDictateEnabled`. Kept.
  open var isLookToDictateEnabled = false
  private var icons: [Int: UIImage] = [:]
  /// Sets an icon's image, as UIKit's `setImage(_:for:state:)`. Kept: icons are not
  /// drawn.
  /// - Parameters:
  ///   - iconImage: The image.
  ///   - icon: The icon.
  ///   - state: The control state.
  open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
    icons[icon.rawValue << 8 | Int(state.rawValue)] = iconImage
  }
  /// An icon's image, as UIKit's `image(for:state:)`.
  /// - Parameters:
  ///   - icon: The icon.
  ///   - state: The control state.
  open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? {
    icons[icon.rawValue << 8 | Int(state.rawValue)]
  }

  /// The view above the keyboard, as UIKit's `inputAccessoryView`: the field's.
  open override var inputAccessoryView: UIView? {
    get { searchTextField.inputAccessoryView }
    set { searchTextField.inputAccessoryView = newValue }
  }

  // MARK: UITextInputTraits, forwarded to the field

  /// The field's autocapitalization.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// The field's autocorrection.
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// The field's spell checking.
  open var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }
  /// The field's smart quotes.
  open var smartQuotesType: UITextSmartQuotesType {
    get { searchTextField.smartQuotesType }
    set { searchTextField.smartQuotesType = newValue }
  }
  /// The field's smart dashes.
  open var smartDashesType: UITextSmartDashesType {
    get { searchTextField.smartDashesType }
    set { searchTextField.smartDashesType = newValue }
  }
  /// The field's smart insert and delete.
  open var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { searchTextField.smartInsertDeleteType }
    set { searchTextField.smartInsertDeleteType = newValue }
  }
  /// The field's inline predictions.
  open var inlinePredictionType: UITextInlinePredictionType {
    get { searchTextField.inlinePredictionType }
    set { searchTextField.inlinePredictionType = newValue }
  }
  /// The field's math completion.
  open var mathExpressionCompletionType: UITextMathExpressionCompletionType {
    get { searchTextField.mathExpressionCompletionType }
    set { searchTextField.mathExpressionCompletionType = newValue }
  }
  /// The field's keyboard.
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// The field's keyboard appearance.
  open var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }
  /// The field's Return key; `.search` by default.
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  /// Whether Return is disabled while the field is empty.
  open var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }
  /// The field's secure entry.
  open var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry }
    set { searchTextField.isSecureTextEntry = newValue }
  }
  /// The field's content type.
  open var textContentType: UITextContentType! {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }
  /// The field's password rules.
  open var passwordRules: UITextInputPasswordRules? {
    get { searchTextField.passwordRules }
    set { searchTextField.passwordRules = newValue }
  }

  // MARK: First responder

  /// Begins editing in the field, as UIKit's `becomeFirstResponder()`.
  /// - Returns: Whether the field edits.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
  /// Ends editing, as UIKit's `resignFirstResponder()`.
  /// - Returns: Whether the field no longer edits.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
  /// Whether the field can become first responder, as UIKit's `canBecomeFirstResponder`.
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
  /// Whether the field is editing, as UIKit's `isFirstResponder`.
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  // MARK: Events

  private func textDidChange() {
    let text = searchTextField.text ?? ""
    delegate?.searchBar(self, textDidChange: text)
    searchController?.searchTextDidChange()
  }

  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancelTapped()
  }

  private func scopeChanged() {
    selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
    searchController?.scopeDidChange()
  }

  fileprivate func didBeginEditing() {
    delegate?.searchBarTextDidBeginEditing(self)
    searchController?.searchBarDidBeginEditing()
  }

  fileprivate func didEndEditing() {
    delegate?.searchBarTextDidEndEditing(self)
  }

  /// The height of the field row.
  static let rowHeight: CGFloat = 56
  /// The height of the scope bar row.
  static let scopeHeight: CGFloat = 44
  /// The height of the prompt row.
  static let promptHeight: CGFloat = 24

  /// As wide as it is given; 56 points tall, plus the scope bar and prompt when shown.
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric,
      height: Self.rowHeight + (showsScopeBar ? Self.scopeHeight : 0)
        + (prompt == nil ? 0 : Self.promptHeight))
  }

  /// Places the prompt, the field with the Cancel button at its trailing end, and the
  /// scope bar below.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    var y: CGFloat = 0
    if prompt != nil {
      promptLabel.frame = CGRect(x: 0, y: 0, width: width, height: Self.promptHeight)
      y += Self.promptHeight
    }
    let cancelWidth: CGFloat = showsCancelButton ? 70 : 0
    cancelButton.frame = CGRect(
      x: width - 8 - cancelWidth, y: y + 10, width: cancelWidth, height: 36)
    searchTextField.frame = CGRect(
      x: 8, y: y + 10, width: max(0, width - 16 - (cancelWidth > 0 ? cancelWidth + 8 : 0)),
      height: 36)
    y += Self.rowHeight
    scopeBar.frame = CGRect(
      x: 8, y: y + 6, width: max(0, width - 16), height: showsScopeBar ? 32 : 0)
  }
}

/// The search bar's field, as UIKit's `UISearchTextField`
/// (https://developer.apple.com/documentation/uikit/uisearchtextfield): a `UITextField`
/// with a rounded border. Not provided: tokens (`UISearchToken`).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// Forwards the field's delegate calls to the search bar and its delegate.
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
  unowned let bar: UISearchBar
  init(bar: UISearchBar) { self.bar = bar }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { bar.didBeginEditing() }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    bar.delegate?.searchBarShouldEndEditing(bar) ?? true
  }
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) { bar.didEndEditing() }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    bar.delegate?.searchBarSearchButtonClicked(bar)
    return true
  }
}

/// Told of a search bar's edits and taps, as UIKit's `UISearchBarDelegate`
/// (https://developer.apple.com/documentation/uikit/uisearchbardelegate). Every method
/// is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// The user changed the text.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The new text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the user's edit may replace `range` with `text`.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Whether editing may begin.
  /// - Parameter searchBar: The search bar.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end.
  /// - Parameter searchBar: The search bar.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user pressed Search (Return).
  /// - Parameter searchBar: The search bar.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the bookmark button. Never sent: no bookmark button is drawn.
  /// - Parameter searchBar: The search bar.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped Cancel.
  /// - Parameter searchBar: The search bar.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the results-list button. Never sent: no such button is drawn.
  /// - Parameter searchBar: The search bar.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// The user picked another scope.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - selectedScope: The scope's index.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Does nothing.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The new text.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// `true`.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// `true`.
  /// - Parameter searchBar: The search bar.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// `true`.
  /// - Parameter searchBar: The search bar.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  /// - Parameter searchBar: The search bar.
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - selectedScope: The scope's index.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
