import HeadlessKit
/// Content a cell shows, as UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration: Sendable {}
