import HeadlessKit
/// The object of type `State` attached to a view or controller (its `attachments`),
/// made by `make` on first use: where HeadlessUIKit keeps the UIKit state that
/// HeadlessKit's types do not have (a sheet's settings, a table's registrations…).
@MainActor
func attachment<State: AnyObject>(
  in attachments: inout [ObjectIdentifier: AnyObject], _ make: () -> State
) -> State {
  let key = ObjectIdentifier(State.self)
  if let state = attachments[key] as? State { return state }
  let state = make()
  attachments[key] = state
  return state
}
