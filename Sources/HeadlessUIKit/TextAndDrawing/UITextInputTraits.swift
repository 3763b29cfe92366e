public import Foundation
import HeadlessKit

// The keyboard and text-input traits of text fields and text views, as UIKit's
// `UITextInputTraits`. The simulated keyboard (`SimulatedKeyboard`) has no keys: the
// traits are kept and read back, and change nothing of what `TestHost.type(_:into:)`
// types, except `isSecureTextEntry`, which draws the text as bullets.
// https://developer.apple.com/documentation/uikit/uitextinputtraits

/// The keyboard a text input shows, as UIKit's `UIKeyboardType` (kept: the simulated keyboard has no keys).
public enum UIKeyboardType: Int, Sendable {
  /// The current input method's keyboard.
  case `default` = 0
  /// ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs.
  case URL = 3
  /// Digits.
  case numberPad = 4
  /// Telephone digits, `*` and `#`.
  case phonePad = 5
  /// Names or telephone numbers.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// For social posts: `@` and `#`.
  case twitter = 9
  /// For web searches.
  case webSearch = 10
  /// ASCII digits.
  case asciiCapableNumberPad = 11
  /// The ASCII keyboard, as UIKit's deprecated alias `alphabet`.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The Return key's title, as UIKit's `UIReturnKeyType` (kept).
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Google.
  case google = 2
  /// Join.
  case join = 3
  /// Next.
  case next = 4
  /// Route.
  case route = 5
  /// Search.
  case search = 6
  /// Send.
  case send = 7
  /// Yahoo.
  case yahoo = 8
  /// Done.
  case done = 9
  /// Emergency call.
  case emergencyCall = 10
  /// Continue.
  case `continue` = 11
}

/// When the keyboard's Shift turns on, as UIKit's `UITextAutocapitalizationType` (kept: typed characters are inserted as given).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// At each word.
  case words = 1
  /// At each sentence.
  case sentences = 2
  /// Always.
  case allCharacters = 3
}

/// Whether autocorrection runs, as UIKit's `UITextAutocorrectionType` (kept: nothing is corrected headlessly).
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spelling is checked, as UIKit's `UITextSpellCheckingType` (kept).
public enum UITextSpellCheckingType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether straight quotes become curly, as UIKit's `UITextSmartQuotesType` (kept).
public enum UITextSmartQuotesType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether double hyphens become dashes, as UIKit's `UITextSmartDashesType` (kept).
public enum UITextSmartDashesType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spaces are added and removed around pasted words, as UIKit's `UITextSmartInsertDeleteType` (kept).
public enum UITextSmartInsertDeleteType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether inline predictions show, as UIKit's `UITextInlinePredictionType` (iOS 17; kept).
public enum UITextInlinePredictionType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether math expressions complete, as UIKit's `UITextMathExpressionCompletionType` (iOS 18; kept).
public enum UITextMathExpressionCompletionType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// The keyboard's appearance, as UIKit's `UIKeyboardAppearance` (kept: the simulated keyboard has no keys).
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2
  /// The alert appearance: dark, as UIKit's deprecated alias.
  public static var alert: UIKeyboardAppearance { .dark }
}

/// What a text input holds, for AutoFill, as UIKit's `UITextContentType` (kept).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a content type.
  /// - Parameter rawValue: The type's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a content type, as UIKit's unlabeled initializer.
  /// - Parameter rawValue: The type's name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// `name` content.
  public static let name = UITextContentType(rawValue: "name")
  /// `namePrefix` content.
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  /// `givenName` content.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// `middleName` content.
  public static let middleName = UITextContentType(rawValue: "middleName")
  /// `familyName` content.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// `nameSuffix` content.
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  /// `nickname` content.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// `jobTitle` content.
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  /// `organizationName` content.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// `location` content.
  public static let location = UITextContentType(rawValue: "location")
  /// `fullStreetAddress` content.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// `streetAddressLine1` content.
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  /// `streetAddressLine2` content.
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  /// `addressCity` content.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// `addressState` content.
  public static let addressState = UITextContentType(rawValue: "addressState")
  /// `addressCityAndState` content.
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  /// `sublocality` content.
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  /// `countryName` content.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// `postalCode` content.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// `telephoneNumber` content.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// `emailAddress` content.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// `URL` content.
  public static let URL = UITextContentType(rawValue: "URL")
  /// `creditCardNumber` content.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  /// `username` content.
  public static let username = UITextContentType(rawValue: "username")
  /// `password` content.
  public static let password = UITextContentType(rawValue: "password")
  /// `newPassword` content.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// `oneTimeCode` content.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// `shipmentTrackingNumber` content.
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
  /// `flightNumber` content.
  public static let flightNumber = UITextContentType(rawValue: "flightNumber")
  /// `dateTime` content.
  public static let dateTime = UITextContentType(rawValue: "dateTime")
  /// `birthdate` content.
  public static let birthdate = UITextContentType(rawValue: "birthdate")
  /// `birthdateDay` content.
  public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
  /// `birthdateMonth` content.
  public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
  /// `birthdateYear` content.
  public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
  /// `creditCardSecurityCode` content.
  public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
  /// `creditCardName` content.
  public static let creditCardName = UITextContentType(rawValue: "creditCardName")
  /// `creditCardGivenName` content.
  public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
  /// `creditCardMiddleName` content.
  public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
  /// `creditCardFamilyName` content.
  public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
  /// `creditCardExpiration` content.
  public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
  /// `creditCardExpirationMonth` content.
  public static let creditCardExpirationMonth = UITextContentType(
    rawValue: "creditCardExpirationMonth")
  /// `creditCardExpirationYear` content.
  public static let creditCardExpirationYear = UITextContentType(
    rawValue: "creditCardExpirationYear")
  /// `creditCardType` content.
  public static let creditCardType = UITextContentType(rawValue: "creditCardType")
  /// `cellularEID` content.
  public static let cellularEID = UITextContentType(rawValue: "cellularEID")
  /// `cellularIMEI` content.
  public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
}

/// Rules a new password must follow, for AutoFill, as UIKit's `UITextInputPasswordRules`
/// (kept).
public final class UITextInputPasswordRules: NSObject, Sendable {
  /// The rules, in Apple's password rules language.
  public let passwordRulesDescriptor: String
  /// Creates rules, as UIKit's `init(descriptor:)`.
  /// - Parameter passwordRulesDescriptor: The rules, such as `"minlength: 8;"`.
  public init(descriptor passwordRulesDescriptor: String) {
    self.passwordRulesDescriptor = passwordRulesDescriptor
  }
}

/// The keyboard and text-input traits of a text input, as UIKit's `UITextInputTraits`:
/// every member is optional in UIKit, so each has a default here (which keeps nothing).
/// `UITextField` and `UITextView` keep every trait and read it back; only
/// `isSecureTextEntry` changes what they draw.
@MainActor
public protocol UITextInputTraits: AnyObject {

  /// The `autocapitalizationType` trait.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// The `autocorrectionType` trait.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// The `spellCheckingType` trait.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// The `smartQuotesType` trait.
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// The `smartDashesType` trait.
  var smartDashesType: UITextSmartDashesType { get set }
  /// The `smartInsertDeleteType` trait.
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// The `inlinePredictionType` trait.
  var inlinePredictionType: UITextInlinePredictionType { get set }
  /// The `mathExpressionCompletionType` trait.
  var mathExpressionCompletionType: UITextMathExpressionCompletionType { get set }
  /// The `keyboardType` trait.
  var keyboardType: UIKeyboardType { get set }
  /// The `keyboardAppearance` trait.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// The `returnKeyType` trait.
  var returnKeyType: UIReturnKeyType { get set }
  /// The `enablesReturnKeyAutomatically` trait.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// The `isSecureTextEntry` trait.
  var isSecureTextEntry: Bool { get set }
  /// The `textContentType` trait.
  var textContentType: UITextContentType! { get set }
  /// The `passwordRules` trait.
  var passwordRules: UITextInputPasswordRules? { get set }
}

extension UITextInputTraits {
  /// `.sentences`; setting it keeps nothing (a type that keeps the trait declares it).
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var inlinePredictionType: UITextInlinePredictionType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var mathExpressionCompletionType: UITextMathExpressionCompletionType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing (a type that keeps the trait declares it).
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  /// `false`; setting it keeps nothing (a type that keeps the trait declares it).
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  /// `false`; setting it keeps nothing (a type that keeps the trait declares it).
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// `nil`; setting it keeps nothing (a type that keeps the trait declares it).
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
  /// `nil`; setting it keeps nothing (a type that keeps the trait declares it).
  public var passwordRules: UITextInputPasswordRules? {
    get { nil }
    set {}
  }
}
