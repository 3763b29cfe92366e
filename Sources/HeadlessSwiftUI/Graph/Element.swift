// A body's result, flattened: the views that get a HeadlessKit view of their own, each with
// its identity (structural position plus explicit ids), the environment it sees and the
// modifiers attached to it.

/// One step of a view's identity: SwiftUI's structural identity, plus explicit `id`s.
enum IDComponent: Hashable {
  /// The position among a block's children.
  case index(Int)
  /// The branch of a conditional (`if`/`else`, `switch`, optional content).
  case branch(Int)
  /// An explicit identity: a `ForEach` element's id, or `.id(_:)`.
  case explicit(AnyHashable)
  /// The view's type: a different type at the same position is a different view.
  case type(ObjectIdentifier)
}

/// A view's full identity below the body that declared it.
typealias ElementID = [IDComponent]

/// A view that gets a HeadlessKit view of its own, as flattening found it.
struct Element {
  /// Its identity.
  var id: ElementID
  /// The view: a primitive (``RenderedView``) or a view with a body.
  var view: any View
  /// The environment it sees.
  var environment: EnvironmentValues
  /// The modifiers attached to it that do not wrap it (lifecycle, identifiers, titles).
  var attachments: [Attachment]
  /// The type name of the view whose body declared it (for diagnostics).
  var owner: String
}

/// What flattening carries down the tree.
struct FlattenContext {
  /// The identity so far.
  var path: ElementID = []
  /// The environment so far.
  var environment: EnvironmentValues
  /// The attachments so far, applied to every view below.
  var attachments: [Attachment] = []
  /// The type name of the view whose body is being flattened.
  var owner: String

  /// The context one step further.
  func appending(_ component: IDComponent) -> FlattenContext {
    var copy = self
    copy.path.append(component)
    return copy
  }
}

/// A view that contributes children rather than a view of its own (blocks, conditionals,
/// `ForEach`, `Group`, `AnyView`, modifiers that only set the environment or attach).
@MainActor
protocol FlattenedView {
  /// Appends the elements this view stands for.
  func flatten(into elements: inout [Element], context: FlattenContext)
}

/// Appends the elements `view` stands for.
@MainActor
func flattenView(_ view: any View, _ context: FlattenContext, into elements: inout [Element]) {
  // Whether a type flattens is a fact of the type: remembered, a leaf (a text, a view with
  // a body) skips the protocol cast, which costs more than the lookup.
  let type = ObjectIdentifier(Swift.type(of: view))
  if !FlattenedTypes.leaves.contains(type) {
    if let flattened = view as? any FlattenedView {
      flattened.flatten(into: &elements, context: context)
      return
    }
    FlattenedTypes.leaves.insert(type)
  }
  var id = context.path
  id.append(.type(type))
  elements.append(
    Element(
      id: id, view: view, environment: context.environment, attachments: context.attachments,
      owner: context.owner))
}

/// The view types found not to be ``FlattenedView``s.
@MainActor
enum FlattenedTypes {
  static var leaves: Set<ObjectIdentifier> = []
}

/// The elements `view` stands for.
@MainActor
func flattenedElements(
  of view: any View, environment: EnvironmentValues, owner: String,
  attachments: [Attachment] = []
) -> [Element] {
  var elements: [Element] = []
  flattenView(
    view, FlattenContext(environment: environment, attachments: attachments, owner: owner),
    into: &elements)
  return elements
}
