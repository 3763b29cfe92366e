public import Foundation

/// Shows an image by name. Headless: there are no pixels, only a name and a natural
/// size, so tests and pictures stay deterministic.
///
/// ```swift
/// let avatar = ImageView(imageName: "person", size: Size(width: 40, height: 40))
/// ```
@preconcurrency @MainActor
open class ImageView: View {
  /// HeadlessKit's own code in every phase.
  override var userCodePhases: UserCodePhases { declaredUserCode(ImageView.self, []) }

  /// ``RedeclarableMembers/imageName``'s storage.
  package final var imageNameStorage: String? {
    didSet {
      guard imageNameStorage != oldValue else { return }
      imageDidChange(sizeBefore: oldValue == nil ? .zero : imageSize)
    }
  }

  /// The image's natural size; a change flags the superview for layout.
  public var imageSize: Size {
    didSet {
      guard imageSize != oldValue else { return }
      imageDidChange(sizeBefore: imageName == nil ? .zero : oldValue)
    }
  }

  /// Draws a placeholder for the image, with its name: there are no pixels headlessly.
  /// - Parameter canvas: The drawing surface.
  open override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    guard let imageName else { return }
    canvas.roundedRect(bounds, cornerRadius: 4, fill: Palette.bar, stroke: Palette.separator)
    canvas.text(
      imageName, in: bounds, color: Palette.secondaryLabel, fontSize: 12, alignment: .center)
  }

  /// How the image fits the bounds (``View/ContentMode``: `.scaleToFill` by default,
  /// `.scaleAspectFit`, `.center`…); the image is placed by its own drawing, so a change
  /// flags display.
  public override var contentMode: ContentMode {
    didSet { if contentMode != oldValue { invalidate(.display) } }
  }

  /// Creates an image view without an image, with a frame, as UIKit's `init(frame:)`, the initializer a
  /// subclass overrides to set itself up.
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    self.imageNameStorage = nil
    self.imageSize = Size(width: 24, height: 24)
    super.init(frame: frame)
  }

  /// Creates an image view.
  /// - Parameters:
  ///   - imageName: The image's name.
  ///   - size: The image's natural size; 24 x 24 by default.
  public init(imageName: String? = nil, size: Size = Size(width: 24, height: 24)) {
    self.imageNameStorage = imageName
    self.imageSize = size
    super.init(frame: .zero)
  }

  private func imageDidChange(sizeBefore: Size) {
    invalidate(.display)
    if intrinsicContentSize != sizeBefore { invalidateIntrinsicContentSize() }
  }

  /// The image's size, or zero without an image.
  open override var intrinsicContentSize: Size { imageName == nil ? .zero : imageSize }

  /// The image name and the content mode.
  open override var treeDetails: [String] {
    ["image=" + (imageName.map { "\"\($0)\"" } ?? "nil"), "contentMode=\(contentMode)"]
  }

  // MARK: Accessibility

  /// `image` by default, as UIKit's image views. An image view is not an element unless
  /// ``View/isAccessibilityElement`` is set, and then needs a label.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility?.traits ?? .image }
    set { super.accessibilityTraits = newValue }
  }
}

extension RedeclarableMembers where Self: ImageView {
  /// The image's name; `nil` shows nothing. Flags display, and the superview's layout
  /// when the natural size changes.
  ///
  /// Declared for ``RedeclarableMembers``, so a subclass may have an `imageName` of its
  /// own.
  @preconcurrency @MainActor public var imageName: String? {
    get { imageNameStorage }
    set { imageNameStorage = newValue }
  }
}
