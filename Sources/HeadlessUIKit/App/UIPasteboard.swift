public import HeadlessKit

/// The pasteboard, as UIKit's `UIPasteboard`
/// (https://developer.apple.com/documentation/uikit/uipasteboard), kept in memory: what code
/// copies to ``general`` a test reads back, and nothing reaches another app.
///
/// The contents are items, each a dictionary from a type identifier to a value, as UIKit's
/// ``items`` are. The typed properties read the values of their types across the items:
/// strings under `public.utf8-plain-text`, URLs under `public.url`, images under
/// `public.png` (the `UIImage` object itself, not PNG data) and colours under
/// `com.apple.uikit.color`. Setting one replaces every item, as Apple documents; each change
/// adds one to ``changeCount`` and posts ``changedNotification``.
///
/// Like UIKit's, a pasteboard may be used from any thread: a lock guards its contents, and
/// the notification posts on the thread that made the change.
///
/// Not provided: named pasteboards (`init?(name:create:)`, whose Objective-C factory returns
/// an existing object), item providers (Foundation on Linux has no `NSItemProvider`) and
/// pattern detection.
open class UIPasteboard: NSObject, @unchecked Sendable {
  /// The system-wide pasteboard, as UIKit's `general`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/general
  open class var general: UIPasteboard { generalPasteboard }
  private static let generalPasteboard = UIPasteboard(name: .general)

  /// The pasteboard's name, as UIKit's `name`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/name-swift.property
  public let name: Name

  private let lock = NSLock()
  private var storedItems: [[String: Any]] = []
  private var storedChangeCount = 0

  private init(name: Name) {
    self.name = name
    super.init()
  }

  /// Makes an app pasteboard with a unique name, as UIKit's `withUniqueName()`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/withuniquename()
  /// - Returns: The pasteboard.
  open class func withUniqueName() -> UIPasteboard {
    UIPasteboard(name: Name(rawValue: "com.apple.UIKit.pboard.\(UUID().uuidString)"))
  }

  /// Invalidates an app pasteboard, as UIKit's `remove(withName:)`; headlessly pasteboards
  /// live as long as the objects that hold them, so this does nothing.
  /// - Parameter pasteboardName: The pasteboard's name.
  open class func remove(withName pasteboardName: Name) {}

  /// Whether the contents outlive the app, as UIKit's `isPersistent`: `true` for
  /// ``general``. https://developer.apple.com/documentation/uikit/uipasteboard/ispersistent
  open var isPersistent: Bool { name == .general }

  /// How many times the contents changed, as UIKit's `changeCount`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/changecount
  open var changeCount: Int { lock.withLock { storedChangeCount } }

  // MARK: Items

  /// The items, each a dictionary from type identifier to value, as UIKit's `items`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/items
  open var items: [[String: Any]] {
    get { lock.withLock { storedItems } }
    set { replace(with: newValue) }
  }

  /// How many items there are, as UIKit's `numberOfItems`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/numberofitems
  open var numberOfItems: Int { lock.withLock { storedItems.count } }

  /// Appends items, as UIKit's `addItems(_:)`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/additems(_:)
  /// - Parameter items: The items.
  open func addItems(_ items: [[String: Any]]) { replace(with: self.items + items) }

  /// Replaces the items, as UIKit's `setItems(_:options:)`; the options (local only, an
  /// expiration date) change nothing headlessly.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/setitems(_:options:)
  /// - Parameters:
  ///   - items: The items.
  ///   - options: How to keep them.
  open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
    replace(with: items)
  }

  /// The type identifiers of the first item, as UIKit's `types`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/types
  open var types: [String] {
    lock.withLock { storedItems.first.map { Array($0.keys).sorted() } ?? [] }
  }

  /// Whether the first item has a value of one of these types, as UIKit's
  /// `contains(pasteboardTypes:)`.
  /// - Parameter pasteboardTypes: Type identifiers.
  /// - Returns: Whether one is there.
  open func contains(pasteboardTypes: [String]) -> Bool {
    let first = types
    return pasteboardTypes.contains { first.contains($0) }
  }

  /// The first item's value for a type, as UIKit's `value(forPasteboardType:)`.
  /// - Parameter pasteboardType: A type identifier.
  /// - Returns: The value, or `nil`.
  open func value(forPasteboardType pasteboardType: String) -> Any? {
    lock.withLock { storedItems.first?[pasteboardType] }
  }

  /// Replaces the contents with one item of one value, as UIKit's
  /// `setValue(_:forPasteboardType:)`.
  /// - Parameters:
  ///   - value: The value.
  ///   - pasteboardType: Its type identifier.
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    replace(with: [[pasteboardType: value]])
  }

  /// The first item's data for a type, as UIKit's `data(forPasteboardType:)`: the value when
  /// it is `Data`, a string's UTF-8 bytes, a URL's absolute string's.
  /// - Parameter pasteboardType: A type identifier.
  /// - Returns: The data, or `nil`.
  open func data(forPasteboardType pasteboardType: String) -> Data? {
    switch value(forPasteboardType: pasteboardType) {
    case let data as Data: data
    case let string as String: Data(string.utf8)
    case let url as URL: Data(url.absoluteString.utf8)
    default: nil
    }
  }

  /// Replaces the contents with one item of data, as UIKit's `setData(_:forPasteboardType:)`.
  /// - Parameters:
  ///   - data: The data.
  ///   - pasteboardType: Its type identifier.
  open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
    replace(with: [[pasteboardType: data]])
  }

  // MARK: Typed values

  /// The first item's string, as UIKit's `string`; setting replaces every item (`nil`
  /// empties the pasteboard). https://developer.apple.com/documentation/uikit/uipasteboard/string
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// The items' strings, as UIKit's `strings`; `nil` when none has one.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/strings
  open var strings: [String]? {
    get { values(of: String.self, types: UIPasteboard.typeListString) }
    set { replace(with: (newValue ?? []).map { [UIPasteboard.stringType: $0] }) }
  }

  /// The first item's URL, as UIKit's `url`; setting replaces every item.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/url
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }

  /// The items' URLs, as UIKit's `urls`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/urls
  open var urls: [URL]? {
    get { values(of: URL.self, types: UIPasteboard.typeListURL) }
    set { replace(with: (newValue ?? []).map { [UIPasteboard.urlType: $0] }) }
  }

  /// The first item's image, as UIKit's `image`; setting replaces every item.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/image
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// The items' images, as UIKit's `images`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/images
  open var images: [UIImage]? {
    get { values(of: UIImage.self, types: UIPasteboard.typeListImage) }
    set { replace(with: (newValue ?? []).map { [UIPasteboard.imageType: $0] }) }
  }

  /// The first item's colour, as UIKit's `color`; setting replaces every item.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/color
  open var color: UIColor? {
    get { colors?.first }
    set { colors = newValue.map { [$0] } }
  }

  /// The items' colours, as UIKit's `colors`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/colors
  open var colors: [UIColor]? {
    get { values(of: UIColor.self, types: UIPasteboard.typeListColor) }
    set { replace(with: (newValue ?? []).map { [UIPasteboard.colorType: $0] }) }
  }

  /// Whether an item has a string, as UIKit's `hasStrings`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/hasstrings
  open var hasStrings: Bool { strings != nil }
  /// Whether an item has a URL, as UIKit's `hasURLs`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/hasurls
  open var hasURLs: Bool { urls != nil }
  /// Whether an item has an image, as UIKit's `hasImages`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/hasimages
  open var hasImages: Bool { images != nil }
  /// Whether an item has a colour, as UIKit's `hasColors`.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/hascolors
  open var hasColors: Bool { colors != nil }

  private func values<Value>(of type: Value.Type, types: [String]) -> [Value]? {
    let found = items.compactMap { item in types.lazy.compactMap { item[$0] as? Value }.first }
    return found.isEmpty ? nil : found
  }

  private func replace(with newItems: [[String: Any]]) {
    let (added, removed) = lock.withLock {
      let before = Set(storedItems.flatMap(\.keys))
      let after = Set(newItems.flatMap(\.keys))
      storedItems = newItems
      storedChangeCount += 1
      return (after.subtracting(before).sorted(), before.subtracting(after).sorted())
    }
    NotificationCenter.default.post(
      name: UIPasteboard.changedNotification, object: self,
      userInfo: [
        UIPasteboard.changedTypesAddedUserInfoKey: added,
        UIPasteboard.changedTypesRemovedUserInfoKey: removed,
      ])
  }

  // MARK: Types and notifications

  private static let stringType = "public.utf8-plain-text"
  private static let urlType = "public.url"
  private static let imageType = "public.png"
  private static let colorType = "com.apple.uikit.color"

  /// The type identifiers of strings, as UIKit's `typeListString`.
  public static let typeListString = [stringType, "public.plain-text", "public.text"]
  /// The type identifiers of URLs, as UIKit's `typeListURL`.
  public static let typeListURL = [urlType]
  /// The type identifiers of images, as UIKit's `typeListImage`.
  public static let typeListImage = [imageType, "public.jpeg", "public.image"]
  /// The type identifiers of colours, as UIKit's `typeListColor`.
  public static let typeListColor = [colorType]
  /// The type that lets `setItems` pick identifiers by value, as UIKit's `typeAutomatic`.
  public static let typeAutomatic = "com.apple.uikit.pasteboard-automatic"

  /// Posted when a pasteboard's contents changed, as UIKit's `changedNotification`; the
  /// object is the pasteboard, `userInfo` lists the types added and removed.
  /// https://developer.apple.com/documentation/uikit/uipasteboard/changednotification
  public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
  /// The `userInfo` key of the types added, as UIKit's `changedTypesAddedUserInfoKey`.
  public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
  /// The `userInfo` key of the types removed, as UIKit's `changedTypesRemovedUserInfoKey`.
  public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"
  /// Posted when an app pasteboard is removed, as UIKit's `removedNotification`; never
  /// posted headlessly.
  public static let removedNotification = NSNotification.Name("UIPasteboardRemovedNotification")

  /// A pasteboard's name, as UIKit's `UIPasteboard.Name`.
  public struct Name: Hashable, RawRepresentable, Sendable {
    /// The name's string.
    public let rawValue: String
    /// Creates a name.
    /// - Parameter rawValue: The name's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The general pasteboard's name.
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// A key of the options of `setItems(_:options:)`, as UIKit's `UIPasteboard.OptionsKey`.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key.
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Keep the items on this device only (a `Bool`).
    public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    /// Remove the items at this date (a `Date`).
    public static let expirationDate = OptionsKey(
      rawValue: "com.apple.UIKit.pboard.expirationDate")
  }
}
