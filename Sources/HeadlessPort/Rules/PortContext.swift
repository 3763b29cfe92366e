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
      // A file's methods come type by type: one look-up for each run of one type.
      var run: [Outline.Method] = []
      var runType = ""
      for method in outline.methods {
        let type = method.type ?? ""
        if type != runType, !run.isEmpty {
          methodsByType[runType, default: []].append(contentsOf: run)
          run.removeAll(keepingCapacity: true)
        }
        runType = type
        run.append(method)
      }
      if !run.isEmpty { methodsByType[runType, default: []].append(contentsOf: run) }
      optionalRequirements.formUnion(outline.optionalRequirements)
      removedActions.formUnion(outline.removedActions)
      declaredTypes.merge(outline.declaredTypes) { $0 == $1 ? $0 : "" }
      superclasses.merge(outline.superclasses) { first, _ in first }
      classesDeclaringInit.formUnion(outline.classesDeclaringInit)
    }
  }

  /// How many methods `selector` may name from inside `type`, and the first of them: one
  /// dictionary look-up, no array made (a selector names one method but for a mistake).
  func methods(for selector: SelectorReference, in type: String?) -> (
    count: Int, first: Outline.Method?
  ) {
    guard let candidates = methodsByType[selector.type ?? type ?? ""] else { return (0, nil) }
    var count = 0
    var first: Outline.Method?
    for method in candidates where method.name == selector.name {
      if let labels = selector.labels {
        guard labels.count == method.parameters.count else { continue }
        var same = true
        for (label, parameter) in zip(labels, method.parameters) where label != parameter.label {
          same = false
          break
        }
        guard same else { continue }
      }
      if count == 0 { first = method }
      count += 1
    }
    return (count, first)
  }
}
