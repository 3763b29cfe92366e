/// The stored properties an app's class declares on an object (a controller, a view
/// subclass), described for comparison: a hook that changes one has effects the audit
/// cannot put back. Fields of HeadlessKit's own classes (and its companion modules') are
/// left out; objects are described by identity, so a field holding a view does not
/// change when the view does.
@MainActor
struct ObjectFields: Equatable {
  let values: [String: String]

  /// The modules whose classes are the framework's, not the app's.
  private static let frameworkModules: Set<Substring> = [
    "HeadlessKit", "HeadlessUIKit", "HeadlessSwiftUI", "HeadlessKitTesting",
    "HeadlessScenarios",
  ]

  init(of object: AnyObject) {
    var values: [String: String] = [:]
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      let type = String(reflecting: current.subjectType)
      if Self.frameworkModules.contains(type.prefix { $0 != "." }) { break }
      for child in current.children {
        guard let label = child.label, !Self.isSynthesized(label) else { continue }
        values["\(current.subjectType).\(label)"] = Self.describe(child.value)
      }
      mirror = current.superclassMirror
    }
    self.values = values
  }

  /// Storage Swift makes for an app's declarations: Observation's registrar, lazy storage.
  private static func isSynthesized(_ label: String) -> Bool {
    label.hasPrefix("_$") || label.hasPrefix("$__lazy_storage_$_")
  }

  /// A value's description, objects by identity.
  private static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { describe($0.value) } ?? "nil"
    }
    if Swift.type(of: value) is AnyClass {
      return "\(Swift.type(of: value))@\(ObjectIdentifier(value as AnyObject).hashValue)"
    }
    return String(describing: value)
  }

  /// The fields whose value differs in `after`, one `Type.field: old -> new` each.
  func changes(to after: ObjectFields) -> [String] {
    var lines: [String] = []
    for key in Set(values.keys).union(after.values.keys).sorted()
    where values[key] != after.values[key] {
      let name = key.split(separator: ".").last.map(String.init) ?? key
      lines.append("\(name) (\(values[key] ?? "nil") -> \(after.values[key] ?? "nil"))")
    }
    return lines
  }
}
