import Foundation
import Testing

@testable import HeadlessKit

/// `LazyReference`: one object however many threads race to make it, and released with
/// its holder.
@Suite struct LazyReferenceTests {
  final class Made: Sendable {}

  final class Holder: Sendable {
    let lazy = LazyReference<Made>()
  }

  @Test func racingThreadsAllGetTheSameObjectAndItGoesWithItsHolder() {
    weak var made: Made?
    do {
      let holder = Holder()
      #expect(holder.lazy.load() == nil)
      let results = Locked<[ObjectIdentifier]>([])
      // Returns once every iteration has ended, so no thread still holds `holder` below
      // (a `Thread` may release its closure after signalling that it is done).
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        let object = holder.lazy.get { Made() }
        results.withLock { $0.append(ObjectIdentifier(object)) }
      }
      let identities = results.withLock { $0 }
      #expect(identities.count == 8)
      #expect(Set(identities).count == 1)
      made = holder.lazy.load()
      #expect(made != nil)
      #expect(ObjectIdentifier(made!) == identities[0])
    }
    #expect(made == nil)
  }
}
