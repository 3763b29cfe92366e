/// UIImage is an NSObject subclass, so a `Hashable` model that holds one synthesizes its
/// conformance. Equal images (the same name and size, as `==` compares them) hash alike.
extension UIImage: Hashable {
  /// Hashes the image's name and size, the parts `==` compares.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(size.width)
    hasher.combine(size.height)
  }
}
