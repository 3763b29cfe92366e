extension Diagnostic {
  /// What a diagnostic reports, with the facts as associated values.
  public enum Event: Sendable, Equatable {
    /// A hook will run again because something it read changed (while tracing).
    case rerun(Rerun)
    /// A callback that is not tracked read a value that has since changed, and none of
    /// the owner's tracked hooks read it: the view will not refresh.
    case untrackedRead(UntrackedRead)
    /// A controller's `@Observable` model stores a plain class: tracking sees the
    /// reference, never what changes inside it (while tracing).
    case untrackedNestedType(controller: String, model: String, property: String, valueType: String)
    /// A pass repeated more than the configured threshold and was stopped.
    case feedbackLoop(FeedbackLoop)
    /// `setNeedsUpdateProperties()` on platform 18, which has no properties phase.
    case noPropertiesPhase(view: String)
    /// A tracked hook was called by user code rather than by a pass. `thread` is `nil`
    /// when the call came from the main actor.
    case directHookCall(owner: String, hook: Hook, thread: Thread?)
    /// Views were changed off the main actor; HeadlessKit queued them for the next pass.
    case viewsChangedOffMainActor(views: [String], thread: Thread)
    /// `present(_:)` was ignored: the presenter already presents `presented`, or (when
    /// `presented` is `nil`) the controller is already presented.
    case presentIgnored(presenter: String, controller: String, alreadyPresenting: String?)
    /// `selectedDetent` was set to a detent the sheet does not have; the detents are
    /// spelled as code (`.medium`, `.custom("peek")`).
    case detentUnavailable(controller: String, detent: String, available: [String])
    /// A snapshot applied to a list repeats item identifiers: rows with the same
    /// identifier share one cell, so all but one show nothing.
    case duplicateListItems(list: String, items: [String])
    /// `push(_:)` was ignored: the controller is already in a navigation stack (or has
    /// another parent).
    case pushIgnored(navigation: String, controller: String, inThisStack: Bool)
    /// A list's cell provider read observable state: a change lays the list out again
    /// but does not reconfigure the cells that exist.
    case observableReadInCellProvider(list: String, type: String?)
    /// On platform 18, a type overrides `updateProperties()`, which that platform never
    /// calls, and not the layout hook it would use instead (`layoutHook`): its work never
    /// runs. `method` spells the layout hook as the type does when that differs from
    /// `layoutHook`'s own name (`viewWillLayoutSubviews()` on a HeadlessUIKit controller).
    case updatePropertiesNeverCalled(type: String, layoutHook: Hook, method: String? = nil)
    /// Required constraints cannot all hold: `broken` was left out of the solution, as
    /// UIKit breaks one and goes on; `conflicting` lists the constraints that could not
    /// hold together with it (itself included), frames turned into constraints too.
    case unsatisfiableConstraints(broken: String, conflicting: [String])
    /// The constraints leave `view`'s frame open along `axis` (`horizontal` or
    /// `vertical`): several frames satisfy them, and which one the engine picks is
    /// arbitrary. Reported once per view and axis.
    case ambiguousLayout(view: String, axis: String)
    /// `view` stopped translating its frame into constraints
    /// (`translatesAutoresizingMaskIntoConstraints = false`) but no constraint refers to
    /// it, so nothing places it. Reported once per view.
    case unconstrainedView(view: String)

    /// The event's category.
    public var kind: Kind {
      switch self {
      case .rerun: return .rerun
      case .untrackedRead: return .untrackedRead
      case .untrackedNestedType: return .untrackedNestedType
      case .feedbackLoop: return .feedbackLoop
      case .noPropertiesPhase, .directHookCall, .viewsChangedOffMainActor, .presentIgnored,
        .detentUnavailable, .duplicateListItems, .pushIgnored, .observableReadInCellProvider,
        .updatePropertiesNeverCalled, .unsatisfiableConstraints, .ambiguousLayout,
        .unconstrainedView:
        return .misuse
      }
    }
  }
}
