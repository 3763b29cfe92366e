/// What the rules know of all the files ported together: a `#selector` in one file may name
/// a method in an extension in another, and a protocol's callers live in other files.
struct PortContext: Sendable {
  private var methodsByType: [String: [Outline.Method]] = [:]
  /// Optional methods of `@objc` protocols that get default implementations.
  var optionalRequirements: Set<String> = []
  /// Methods whose control actions are removed somewhere.
  var removedActions: Set<String> = []
  /// The type each stored name is declared with, across the files; empty when they
  /// disagree.
  var declaredTypes: [String: String] = [:]
  /// Each class's first inherited type, across the files.
  var superclasses: [String: String] = [:]
  /// The classes whose bodies declare a designated `init()`, across the files.
  var classesDeclaringInit: Set<String> = []

  init(_ outlines: [Outline]) {
    for outline in outlines {
      for method in outline.methods {
        methodsByType[method.type ?? "", default: []].append(method)
      }
      optionalRequirements.formUnion(outline.optionalRequirements)
      removedActions.formUnion(outline.removedActions)
      declaredTypes.merge(outline.declaredTypes) { $0 == $1 ? $0 : "" }
      superclasses.merge(outline.superclasses) { first, _ in first }
      classesDeclaringInit.formUnion(outline.classesDeclaringInit)
    }
  }

  /// The methods `selector` may name from inside `type`.
  func methods(for selector: SelectorReference, in type: String?) -> [Outline.Method] {
    guard let candidates = methodsByType[selector.type ?? type ?? ""] else { return [] }
    var found: [Outline.Method] = []
    for method in candidates where method.name == selector.name {
      if let labels = selector.labels {
        guard labels.count == method.parameters.count,
          zip(labels, method.parameters).allSatisfy({ $0 == $1.label })
        else { continue }
      }
      found.append(method)
    }
    return found
  }
}
