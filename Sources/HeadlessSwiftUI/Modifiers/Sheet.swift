import HeadlessKit

/// A `sheet(isPresented:)` as a body declared it.
struct SheetRequest {
  let isPresented: Binding<Bool>
  let onDismiss: (@MainActor () -> Void)?
  let content: () -> AnyView
}

/// Presents and dismisses the hosting controllers of `sheet(isPresented:)`.
@MainActor
enum SheetPresenter {
  private static let presented = PresentedTable()

  static func update(_ request: SheetRequest, from view: HeadlessKit.View) {
    let wanted = request.isPresented.wrappedValue
    let current = presented.controller(for: view)
    if wanted, current == nil {
      let content = request.content()
      let host = UIHostingController(rootView: SheetContent(content: content))
      let binding = request.isPresented
      let onDismiss = request.onDismiss
      presented.set(host, for: view)
      // The sheet's content declares its detents (and their selection, read here in the
      // presenter's body, which the sheet's content reads again in its own); they are found
      // before the content's body runs, so that the sheet is presented at its size. Until
      // the content's own environment reaches them, custom detents read the presenter's.
      let preference = DetentPreference.find(in: content)
      let detents = preference.map { PresentationDetent.ordered($0.detents) } ?? [.large]
      let selected = preference?.selection?.wrappedValue
      let environment = DetentEnvironment(
        (view as? BodyHostView)?.environment ?? EnvironmentValues())
      runOutsideTracking("sheet", from: view) {
        guard let presenter = enclosingController(of: view) else { return }
        host.detentEnvironment = environment
        presenter.present(
          host, style: .sheet(detents: detents.map { $0.coreDetent(environment: environment) }))
        if let selected, detents.contains(selected) {
          host.selectedDetent = selected.coreDetent(environment: environment)
        }
        host.onDismissed = {
          presented.remove(for: view)
          if binding.wrappedValue { binding.wrappedValue = false }
          onDismiss?()
        }
      }
    } else if let current {
      if wanted {
        current.rootView = SheetContent(content: request.content())
      } else {
        presented.remove(for: view)
        runOutsideTracking("sheet", from: view) { current.dismiss() }
      }
    }
  }
}

/// The root of a sheet's hosting controller.
struct SheetContent: View {
  let content: AnyView
  var body: some View { content }
}

/// The hosting controllers presented for views.
@MainActor
final class PresentedTable {
  private var entries:
    [ObjectIdentifier: (view: Weak, controller: UIHostingController<SheetContent>)] = [:]

  struct Weak {
    weak var view: HeadlessKit.View?
  }

  func controller(for view: HeadlessKit.View) -> UIHostingController<SheetContent>? {
    guard let entry = entries[ObjectIdentifier(view)], entry.view.view === view else { return nil }
    return entry.controller
  }

  func set(_ controller: UIHostingController<SheetContent>, for view: HeadlessKit.View) {
    entries[ObjectIdentifier(view)] = (Weak(view: view), controller)
  }

  func remove(for view: HeadlessKit.View) { entries[ObjectIdentifier(view)] = nil }
}

/// `presentationDetents(_:)` and `presentationDetents(_:selection:)`: the detents (and the
/// selected one) of the sheet the view is in.
struct DetentPreference: ViewModifier, PrimitiveModifier {
  let detents: Set<PresentationDetent>
  let selection: Binding<PresentationDetent>?
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    // Reading the selection here, in the body that declared it, makes a change to it
    // evaluate that body again, which moves the sheet.
    let request = DetentRequest(
      detents: PresentationDetent.ordered(detents), selected: selection?.wrappedValue,
      environment: context.environment)
    var context = context
    context.attachments.append(.presentationDetents(request))
    flattenView(content, context, into: &elements)
  }

  /// The preference a sheet's content declares, found through its modifiers.
  static func find(in view: any View) -> DetentPreference? {
    var current: Any = view
    for _ in 0..<32 {
      if let any = current as? AnyView { current = any.wrapped; continue }
      let mirror = Mirror(reflecting: current)
      guard let modifier = mirror.descendant("modifier"), let content = mirror.descendant("content")
      else { return nil }
      if let preference = modifier as? DetentPreference { return preference }
      current = content
    }
    return nil
  }
}

/// A `presentationDetents(_:selection:)` as a body declared it, for the sheet it is in.
struct DetentRequest {
  /// The detents, in the order the sheet lists them.
  let detents: [PresentationDetent]
  /// The selection's value when the body ran; `nil` without a selection.
  let selected: PresentationDetent?
  /// The environment of the view that declared them, which custom detents read.
  let environment: EnvironmentValues
}

/// Gives the sheet a view is in the detents and the selection its content declares.
@MainActor
enum DetentPresenter {
  static func update(_ request: DetentRequest, from view: HeadlessKit.View) {
    runOutsideTracking("presentationDetents", from: view) {
      guard let sheet = enclosingSheet(of: view) else { return }
      let host = sheet as? UIHostingController<SheetContent>
      let environment: DetentEnvironment
      if let existing = host?.detentEnvironment {
        environment = existing
        if !existing.values.isSame(as: request.environment) {
          existing.values = request.environment
          sheet.viewIfLoaded?.window?.setNeedsLayout()
        }
      } else {
        environment = DetentEnvironment(request.environment)
        host?.detentEnvironment = environment
      }
      let detents = request.detents.map { $0.coreDetent(environment: environment) }
      if case .sheet(let current)? = sheet.presentationStyle,
        current.map(\.name) != detents.map(\.name)
      {
        sheet.replaceSheetDetents(detents)
      }
      if let selected = request.selected, request.detents.contains(selected),
        sheet.selectedDetent?.name != selected.name
      {
        sheet.selectedDetent = selected.coreDetent(environment: environment)
      }
    }
  }

  /// The controller presented as a sheet that holds `view`.
  private static func enclosingSheet(of view: HeadlessKit.View) -> Controller? {
    var controller = enclosingController(of: view)
    while let candidate = controller {
      if case .sheet? = candidate.presentationStyle { return candidate }
      controller = candidate.parent
    }
    return nil
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true; dismissing the sheet sets it
  /// to false.
  /// - Parameters:
  ///   - isPresented: Whether the sheet is shown.
  ///   - onDismiss: Runs when the sheet is dismissed.
  ///   - content: The sheet's content.
  /// - Returns: The modified view.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      AttachingModifier(
        attachment: .sheet(
          SheetRequest(
            isPresented: isPresented, onDismiss: onDismiss, content: { AnyView(content()) }))))
  }

  /// Sets the available detents for the enclosing sheet, as SwiftUI's
  /// `presentationDetents(_:)`: the sheet rests at the smallest one active in its window
  /// (`.large` alone when no view declares any).
  ///
  /// ```swift
  /// .sheet(isPresented: $showSettings) {
  ///   SettingsView()
  ///     .presentationDetents([.height(200), .fraction(0.25), .large])
  /// }
  /// ```
  /// - Parameter detents: The heights the sheet can rest at.
  /// - Returns: The modified view.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(DetentPreference(detents: detents, selection: nil))
  }

  /// Sets the available detents for the enclosing sheet, giving you programmatic control of
  /// the currently selected detent, as SwiftUI's `presentationDetents(_:selection:)`: the
  /// sheet rests at `selection` while it is one of `detents` and active, and moves when the
  /// binding changes. A value that is not one of `detents` leaves the sheet where it is.
  ///
  /// ```swift
  /// .presentationDetents([.height(120), .large], selection: $detent)
  /// ```
  /// - Parameters:
  ///   - detents: The heights the sheet can rest at.
  ///   - selection: The detent the sheet rests at.
  /// - Returns: The modified view.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(DetentPreference(detents: detents, selection: selection))
  }
}
