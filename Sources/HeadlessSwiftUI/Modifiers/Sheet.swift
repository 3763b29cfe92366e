import HeadlessKit

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  let detent: HeadlessKit.Detent
  /// About half the screen.
  public static let medium = PresentationDetent(detent: .medium)
  /// The full height.
  public static let large = PresentationDetent(detent: .large)
}

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
      runOutsideTracking("sheet", from: view) {
        guard let presenter = enclosingController(of: view) else { return }
        let detents = DetentPreference.detents(in: content) ?? [.large]
        presenter.present(host, style: .sheet(detents: detents.map(\.detent)))
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

/// `presentationDetents(_:)`, read by the sheet that presents the view.
struct DetentPreference: ViewModifier, PrimitiveModifier {
  let detents: Set<PresentationDetent>
  typealias Body = Never

  func flatten(content: any View, into elements: inout [Element], context: FlattenContext) {
    flattenView(content, context, into: &elements)
  }

  /// The detents a sheet's content asks for, found through its modifiers.
  static func detents(in view: any View) -> [PresentationDetent]? {
    var current: Any = view
    for _ in 0..<32 {
      if let any = current as? AnyView { current = any.wrapped; continue }
      let mirror = Mirror(reflecting: current)
      guard let modifier = mirror.descendant("modifier"), let content = mirror.descendant("content")
      else { return nil }
      if let preference = modifier as? DetentPreference {
        return [.medium, .large].filter(preference.detents.contains)
      }
      current = content
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

  /// The heights the sheet showing this view can rest at.
  /// - Parameter detents: The detents.
  /// - Returns: The modified view.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(DetentPreference(detents: detents))
  }
}
