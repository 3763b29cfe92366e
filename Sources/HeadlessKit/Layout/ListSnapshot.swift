/// Sections of item identifiers: what a ``ListView`` shows.
public struct ListSnapshot: Equatable, Sendable {
  /// One section.
  public struct Section: Equatable, Sendable {
    /// The section's identifier.
    public var identifier: String
    /// The item identifiers, in order; unique across the snapshot.
    public var items: [String]
    /// Creates a section.
    /// - Parameters:
    ///   - identifier: The section's identifier.
    ///   - items: The item identifiers.
    public init(identifier: String, items: [String]) {
      self.identifier = identifier
      self.items = items
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates a snapshot.
  /// - Parameter sections: The sections.
  public init(sections: [Section] = []) {
    self.sections = sections
  }

  /// A snapshot of one section.
  /// - Parameter items: The item identifiers.
  public init(items: [String]) {
    self.init(sections: [Section(identifier: "main", items: items)])
  }
}
