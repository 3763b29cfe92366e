/// The rules for imports, Objective-C attributes and modifiers, and `@objc` protocols.
extension Rewriter {
  /// Frameworks with a HeadlessKit module to import in their place on Linux.
  static let importReplacements: [String: String] = [
    "UIKit": "HeadlessUIKit", "SwiftUI": "HeadlessSwiftUI", "CoreGraphics": "HeadlessUIKit",
    "QuartzCore": "HeadlessUIKit", "os": "HeadlessUIKit", "OSLog": "HeadlessUIKit",
  ]

  /// Frameworks Linux lacks and nothing here stands in for: reported, left as they are.
  static let unavailableFrameworks: Set<String> = [
    "Combine", "AVFoundation", "AVKit", "Photos", "PhotosUI", "MapKit", "WebKit", "StoreKit",
    "CoreData", "CoreLocation", "UserNotifications", "SafariServices", "MessageUI", "Contacts",
    "ContactsUI", "AuthenticationServices", "ARKit", "SpriteKit", "SceneKit", "Metal",
    "MetalKit", "CoreImage", "CoreMotion", "HealthKit", "GameKit", "CloudKit",
    "LocalAuthentication", "CoreHaptics", "WidgetKit", "Intents", "CoreText", "ImageIO",
    "MobileCoreServices", "UniformTypeIdentifiers", "CoreML", "Vision", "PencilKit",
    "QuickLook", "EventKit", "Accelerate", "CoreBluetooth", "Network", "CoreTelephony",
    "AudioToolbox", "CoreAudio", "CoreMedia", "CoreVideo", "GLKit", "Social", "Speech",
  ]

  /// `import UIKit` -> `#if canImport(UIKit) … #else import HeadlessUIKit #endif`.
  mutating func importDeclaration(_ index: Int) {
    guard conditionalDepth == 0, file.isKind(index + 1, .identifier) else { return }
    let module = file.text(index + 1)
    var last = index + 1
    while file.isPunctuation(last + 1, "."), file.isKind(last + 2, .identifier) { last += 2 }
    if Self.unavailableFrameworks.contains(module) {
      report(index, .note, "\(module) is not available on Linux; left as it is")
      return
    }
    guard let replacement = Self.importReplacements[module] else { return }
    var first = index
    while file.isKind(first - 1, .attribute) { first -= 1 }
    let lineOfLast = file.line(of: last)
    guard file.startsLine(Int(file.tokens[first].start)),
      last + 1 >= file.count || file.line(of: last + 1) > lineOfLast
    else {
      report(index, .notPorted, "import \(module) shares its line; put it on a line of its own")
      return
    }
    let start = replacementStart
    write("#if canImport(")
    write(token: index + 1)
    write(")\n")
    write(from: first, through: last)
    write("\n#else\n")
    if first < index {
      write(from: first, through: index - 1)
      write(" ")
    }
    write("import ")
    write(string: replacement)
    write("\n#endif")
    if emitsSourceLocations {
      write("\n#sourceLocation(file: ")
      write(string: locationLiteral)
      write(", line: ")
      write(number: lineOfLast + 1)
      write(")")
    }
    replace(
      first, through: last, writtenFrom: start,
      Self.importMessages[module] ?? "\(module) is \(replacement) off Apple platforms")
  }

  /// Each replaced import's report message, made once.
  private static let importMessages: [String: String] = Dictionary(
    uniqueKeysWithValues: importReplacements.map { module, replacement in
      (module, "\(module) is \(replacement) off Apple platforms")
    })

  /// Removes `@objc`, `@IBAction` and the other attributes that need the Objective-C runtime.
  /// Compares bytes and reports in fixed words: this runs for every attribute.
  mutating func attributeToken(_ index: Int) {
    guard
      file.hasPrefix(index, "@objc") || file.hasPrefix(index, "@IB")
        || file.is(index, "@nonobjc") || file.is(index, "@GKInspectable")
        || file.is(index, "@NSManaged")
    else { return }
    var last = index
    if file.isPunctuation(index + 1, "("), file.tokens[index + 1].start == file.tokens[index].end {
      last = Int(file.match[index + 1])
    }
    let message: String
    if file.is(index, "@objc") {
      objcProtocol(after: last)
      message = "@objc removed: there is no Objective-C runtime"
    } else if file.is(index, "@IBOutlet") {
      message =
        "@IBOutlet removed: a plain property, never connected (there are no storyboards or "
        + "nibs); create the view in code"
    } else if file.is(index, "@IBAction") {
      message = "@IBAction removed: there is no Objective-C runtime"
    } else if file.is(index, "@objcMembers") || file.is(index, "@nonobjc")
      || file.is(index, "@IBInspectable") || file.is(index, "@IBDesignable")
      || file.is(index, "@IBSegueAction") || file.is(index, "@GKInspectable")
    {
      message = "\(file.text(index)) removed: there is no Objective-C runtime"
    } else if file.is(index, "@IBOutletCollection") {
      message =
        "@IBOutletCollection removed: a plain property, never connected (there are no "
        + "storyboards or nibs); create the view in code"
    } else if file.is(index, "@NSManaged") {
      report(index, .notPorted, "@NSManaged needs Core Data, which Linux lacks")
      return
    } else {
      return
    }
    remove(index, through: last, message)
  }

  /// Reports an `override` in an extension's body: Swift lets an extension override only
  /// `@objc` members (UIKit's are, through the Objective-C runtime), so the declaration must
  /// move into the class's body. Common in table and collection view controllers whose
  /// data source methods sit in an extension.
  mutating func overrideInExtension(_ index: Int) {
    guard let scope = outline.innermostScope(of: index), scope.isExtension,
      scope.open < index
    else { return }
    // The class is declared here: the declaration moves into its body once the other
    // rules have run (`ExtensionOverrides`).
    if ExtensionOverrides.targetClass(of: scope, in: outline) != nil,
      ExtensionOverrides.declaration(at: index, in: file, scope: scope) != nil
    {
      movesOverrides = true
      return
    }
    report(
      index, .notPorted,
      "an extension cannot override a member without the Objective-C runtime: move this "
        + "declaration into the body of \(scope.name)")
  }

  /// Removes a `dynamic` declaration modifier.
  mutating func dynamicModifier(_ index: Int) {
    guard !file.isPunctuation(index - 1, "."), index + 1 < file.count else { return }
    let next = file.tokens[index + 1]
    guard next.kind == .attribute || Self.dynamicNeighbours.contains(file.text(index + 1))
    else { return }
    remove(index, through: index, "dynamic removed: there is no Objective-C runtime")
  }

  /// The words that may follow `dynamic` as a declaration modifier.
  private static let dynamicNeighbours: Set<String> = [
    "var", "let", "func", "subscript", "private", "fileprivate", "internal", "public", "open",
    "final", "override", "static", "class", "lazy", "weak", "unowned", "init",
  ]

  /// Removes tokens `first` through `last` and the spaces after them; a line left empty
  /// loses its indentation too (the line break stays, so lines keep their numbers).
  mutating func remove(_ first: Int, through last: Int, _ message: String) {
    var start = Int(file.tokens[first].start)
    var end = Int(file.tokens[last].end)
    while end < file.bytes.count, file.bytes[end] == 0x20 || file.bytes[end] == 0x09 { end += 1 }
    if file.startsLine(start),
      end == file.bytes.count || file.bytes[end] == 0x0A
        || file.bytes[end] == 0x0D
    {
      while start > 0, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 {
        start -= 1
      }
    }
    replace(bytes: start..<end, with: "", message)
    claimedUpTo = max(claimedUpTo, last + 1)
  }

  /// For `@objc protocol`: class-bound, and each optional method that returns nothing gets a
  /// default implementation, so conformers need not write it and callers call it directly.
  mutating func objcProtocol(after attribute: Int) {
    var keyword = attribute + 1
    var isPublic = false
    while file.isKind(keyword, .identifier) || file.isKind(keyword, .attribute),
      !file.is(keyword, "protocol")
    {
      if file.is(keyword, "public") || file.is(keyword, "open") { isPublic = true }
      // Another attribute's arguments (`@available(iOS 15, *)`) are skipped whole.
      if file.isKind(keyword, .attribute), file.isPunctuation(keyword + 1, "("),
        file.tokens[keyword + 1].start == file.tokens[keyword].end
      {
        keyword = Int(file.match[keyword + 1])
      }
      keyword += 1
    }
    guard file.is(keyword, "protocol"), file.isKind(keyword + 1, .identifier),
      let scope = outline.scopes.first(where: { $0.isObjCProtocol && $0.open > keyword })
    else { return }
    let name = file.text(keyword + 1)
    if scope.open == keyword + 2 {
      let end = Int(file.tokens[keyword + 1].end)
      replace(bytes: end..<end, with: ": AnyObject", "an @objc protocol is class-bound")
    }
    // The requirements that get defaults: their first and last tokens.
    var defaults: [(first: Int, last: Int)] = []
    let claimed = claimedUpTo
    defer { claimedUpTo = claimed }
    for requirement in ObjCProtocolRequirement.all(in: scope, of: file) {
      guard let optional = requirement.optionalToken else { continue }
      guard requirement.isMethod, requirement.returnsVoid else {
        report(
          optional, .notPorted,
          "optional requirement '\(requirement.name)' \(requirement.isMethod ? "returns a value" : "is a property"): "
            + "drop 'optional' and give it a default in an extension of \(name)")
        continue
      }
      remove(
        optional, through: optional,
        Self.message(
          "optional requirement '", requirement.name,
          "' gets a default implementation that does nothing (an extension at the file's end)"))
      defaults.append((requirement.keyword, requirement.end))
    }
    guard !defaults.isEmpty else { return }
    // `extension Name {`, each requirement's signature with `{}`, `}`: written as bytes.
    if !appendix.isEmpty { appendix.append(0x0A) }
    if isPublic { appendToAppendix("public ") }
    appendToAppendix("extension ")
    appendix += name.utf8
    appendToAppendix(" {\n")
    for (position, requirement) in defaults.enumerated() {
      if position > 0 { appendix.append(0x0A) }
      appendToAppendix("  ")
      let first = Int(file.tokens[requirement.first].start)
      let last = Int(file.tokens[requirement.last].end)
      file.bytes.withUnsafeBufferPointer {
        appendix.append(contentsOf: UnsafeBufferPointer(rebasing: $0[first..<last]))
      }
      appendToAppendix(" {}")
    }
    appendToAppendix("\n}\n")
  }

  /// Appends `text` to ``appendix``, as bytes.
  private mutating func appendToAppendix(_ text: StaticString) {
    appendix.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// `before`, `name` and `after` as one string, made at its size in one go (an
  /// interpolation grows its storage as it goes).
  static func message(_ before: StaticString, _ name: String, _ after: StaticString) -> String {
    let count = before.utf8CodeUnitCount + name.utf8.count + after.utf8CodeUnitCount
    var name = name
    return name.withUTF8 { nameBytes in
      String(unsafeUninitializedCapacity: count) { buffer in
        let out = buffer.baseAddress!
        out.initialize(from: before.utf8Start, count: before.utf8CodeUnitCount)
        var written = before.utf8CodeUnitCount
        if let base = nameBytes.baseAddress {
          (out + written).initialize(from: base, count: nameBytes.count)
        }
        written += nameBytes.count
        (out + written).initialize(from: after.utf8Start, count: after.utf8CodeUnitCount)
        return written + after.utf8CodeUnitCount
      }
    }
  }

  /// `delegate?.method?(…)` -> `delegate?.method(…)` for a ported optional requirement.
  mutating func optionalCall(_ index: Int) {
    guard file.isPunctuation(index, "."), file.isKind(index + 1, .identifier),
      file.isPunctuation(index + 2, "?") || file.isPunctuation(index + 2, "!"),
      file.isPunctuation(index + 3, "("),
      file.tokens[index + 2].start == file.tokens[index + 1].end,
      context.optionalRequirements.contains(file.text(index + 1))
    else { return }
    remove(
      index + 2, through: index + 2,
      Self.message("'", file.text(index + 1), "' has a default implementation now: called directly")
    )
  }
}
