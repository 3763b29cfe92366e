import HeadlessKit
import HeadlessKitTesting
import Testing

@testable import HeadlessKit

extension View {
  var hasTracker: Bool { node.tracker != nil }
}
