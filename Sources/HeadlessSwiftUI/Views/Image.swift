import HeadlessKit

/// An image, as SwiftUI's `Image`; drawn by a HeadlessKit `ImageView` (a named placeholder:
/// there are no image files).
nonisolated public struct Image: View, Equatable {
  let name: String

  /// A system symbol.
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) { name = systemName }

  /// An image from the app's assets.
  /// - Parameter name: The image's name.
  public init(_ name: String) { self.name = name }

  /// A primitive view.
  public typealias Body = Never

  /// The image, resizable (kept for code written against SwiftUI: sizes come from frames).
  /// - Returns: The image.
  public func resizable() -> Image { self }
}

@MainActor
extension Image: RenderedView {
  func makePlatformView() -> HeadlessKit.View { ImageView(imageName: name) }

  func update(_ platformView: HeadlessKit.View, element: Element) {
    guard let imageView = platformView as? ImageView else { return }
    if imageView.imageName != name { imageView.imageName = name }
  }
}

@MainActor
extension Image: ButtonTitleSource {
  var buttonTitle: String? { nil }
  var buttonImage: String? { name }
}

/// A title with an icon, as SwiftUI's `Label`: the icon, then the title, in a row.
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label with a custom title and icon.
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and the title in a row.
  public var body: some View {
    HStack(spacing: 8) {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title and a system image.
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The symbol's name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// A label with a localized title and a system image.
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol's name.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
  }
}

@MainActor
extension Label: ButtonTitleSource {
  var buttonTitle: String? { (title as? any ButtonTitleSource)?.buttonTitle }
  var buttonImage: String? { (icon as? any ButtonTitleSource)?.buttonImage }
}
