/// One change a scope saw, captured on the writer's thread while causes are wanted (the
/// trace, feedback-loop reports).
struct ObservedChange: Sendable, Equatable {
  /// The type whose property changed ("AppTheme"), when Observation names it.
  let typeName: String?
  /// The property's name, when the model lists it (``NamesTrackedProperties``).
  let property: String?
  /// The changed key path, to match changes by (printing one is costly, so it is not
  /// printed).
  // Key paths are immutable once made; AnyKeyPath is just not marked Sendable.
  nonisolated(unsafe) let path: AnyKeyPath?
  /// The writer's thread.
  let thread: ThreadName

  /// A change from Observation's changed key path, on the calling (writer's) thread.
  init(_ changed: AnyKeyPath?) {
    let entry = changed.map { TypeDescriptions.entry(for: type(of: $0).rootType) }
    typeName = entry?.name
    property = changed.flatMap { path in entry?.propertyNames?[path] }
    path = changed
    thread = .current
  }

  /// `Type.property` when the property is named, else the type.
  var what: String {
    property.map { "\(typeName ?? "?").\($0)" } ?? typeName ?? "an observed value"
  }
}
