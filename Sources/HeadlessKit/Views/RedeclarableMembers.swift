/// HeadlessKit's classes whose commonly named members a subclass may declare again.
///
/// An app's view, button or cell subclass often has its own `identifier`, `shadow`,
/// `title`, `image`, `style`, `label`, `detailLabel`, `indexPath`, `accessory`,
/// `alignment`, `imageName` or `onSelect`. A member of the class itself would make such a
/// declaration an override, which Swift rejects for a stored property ("overriding
/// declaration requires an 'override' keyword"). So those members of ``View``,
/// ``Button``, ``ListCell``, ``ListView``, ``Label`` and ``ImageView`` are declared in
/// extensions of this protocol,
/// constrained to the class: code that holds one of those classes reaches them as before
/// (`view.identifier = "card"`), and a subclass's
/// declaration of the same name is the subclass's own, which the class's members and
/// HeadlessKit's engine never read (`TestHost` still finds the view by the identifier
/// set through a `View`).
///
/// ```swift
/// final class CardCell: ListCell {
///   let label = Label()  // the cell's own; `(cell as ListCell).label` is the cell's text
///   var identifier = 0   // a model's number, not the view's test identifier
/// }
/// ```
///
/// Every ``View`` conforms; there is nothing to implement.
public protocol RedeclarableMembers: AnyObject {}
