public import HeadlessKit
extension ImageView {
  /// Creates an image view showing `image`, as UIKit's `init(image:)`.
  /// - Parameter image: The image.
  public convenience init(image: UIImage?) {
    self.init(
      imageName: image?.name, size: image?.size ?? CGSize(width: 24, height: 24))
    ImageViewUIKitState.of(self).symbol = image
  }

  /// The configuration symbols are drawn with here, as UIKit's
  /// `preferredSymbolConfiguration`: a symbol image shown (now or later) takes its size.
  public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    get { ImageViewUIKitState.of(self).preferred }
    set {
      ImageViewUIKitState.of(self).preferred = newValue
      if let newValue, let symbol = ImageViewUIKitState.of(self).symbol, symbol.isSymbolImage {
        imageSize = (symbol.symbolConfiguration?.applying(newValue) ?? newValue).symbolSize
      }
    }
  }

  /// The image shown, as UIKit's `image`: HeadlessKit's `imageName` and
  /// `imageSize`.
  public var image: UIImage? {
    get {
      imageName.map {
        UIImage(
          name: $0, size: imageSize,
          symbolConfiguration: ImageViewUIKitState.of(self).symbol?.symbolConfiguration,
          isSymbolImage: ImageViewUIKitState.of(self).symbol?.isSymbolImage ?? false)
      }
    }
    set {
      imageName = newValue?.name
      let state = ImageViewUIKitState.of(self)
      state.symbol = newValue
      if let newValue {
        if let preferred = state.preferred, newValue.isSymbolImage {
          imageSize =
            (newValue.symbolConfiguration?.applying(preferred) ?? preferred).symbolSize
        } else {
          imageSize = newValue.size
        }
      }
    }
  }
}

/// UIKit state an `ImageView` does not keep itself.
@MainActor
final class ImageViewUIKitState {
  var preferred: UIImage.SymbolConfiguration?
  var symbol: UIImage?

  static func of(_ view: ImageView) -> ImageViewUIKitState {
    attachment(in: &view.attachments, ImageViewUIKitState.init)
  }
}
