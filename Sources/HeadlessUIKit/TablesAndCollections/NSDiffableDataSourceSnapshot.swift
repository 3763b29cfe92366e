public import HeadlessKit

/// Sections and items to show, as UIKit's `NSDiffableDataSourceSnapshot`: HeadlessKit's
/// `ListSnapshot`, which has UIKit's shape, with UIKit's `Sendable`
/// requirement on the identifiers.
public typealias NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = ListSnapshot<SectionIdentifierType, ItemIdentifierType>
