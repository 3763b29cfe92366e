/// A view class of a layer above HeadlessKit whose configuration hooks the update pass
/// runs as it runs a cell's: in the properties phase on platform 26 (the layout phase on
/// 18), inside the phase's tracking scope, so a hook's reads of observable state and of
/// traits run it again after a change. HeadlessUIKit's header and footer views adopt it.
///
/// The pass runs the hooks of a view once its ``View/runsConfigurationHooks`` is set;
/// ``View/setNeedsUpdateConfiguration()`` asks for a run.
@MainActor
package protocol ConfigurationHooks: View {
  /// Runs the hooks, each through `step` with the name of the method it calls.
  /// - Parameter step: Runs one hook's body, attributing its reads to the method.
  func runConfigurationHooks(_ step: (_ method: StaticString, _ body: () -> Void) -> Void)
}

extension View {
  /// Whether the update pass runs this view's ``ConfigurationHooks``; set once by a view
  /// class that adopts it (a widget with hooks of its own ignores it).
  package var runsConfigurationHooks: Bool {
    get { node.runsOuterConfigurationHooks }
    set { node.runsOuterConfigurationHooks = newValue }
  }
}
