import Foundation
import HeadlessKit
import HeadlessKitTesting
import Testing

/// Random, truncated and mutated Info.plists, XML and binary: every case gives a
/// configuration or a ConfigurationError naming the file (rule 4.4).
@Suite struct InfoPlistFuzzTests {
  @Test func loaderAnswersEveryCorruptPlistWithAResultOrANamedError() throws {
    var random = SeededGenerator(seed: 0x1F0)
    let values: [Any] = [
      true, false, "YES", 1, 0.5, ["a"], ["k": true], Data([1, 2]), Date(timeIntervalSince1970: 0),
    ]
    var loaded = 0
    var rejected = 0
    for index in 0..<10_000 {
      var dictionary: [String: Any] = ["CFBundleName": "App\(index)"]
      if random.next() % 4 != 0 {
        dictionary["UIObservationTrackingEnabled"] =
          values[Int(random.next() % UInt64(values.count))]
      }
      let format: PropertyListSerialization.PropertyListFormat =
        random.next() % 2 == 0 ? .xml : .binary
      var data = try PropertyListSerialization.data(
        fromPropertyList: dictionary, format: format, options: 0)
      switch random.next() % 3 {
      case 0:  // truncate
        data = data.prefix(Int(random.next() % UInt64(data.count + 1)))
      case 1:  // flip bytes
        for _ in 0..<Int(1 + random.next() % 4) {
          let at = Int(random.next() % UInt64(data.count))
          data[data.startIndex + at] = UInt8(truncatingIfNeeded: random.next())
        }
      default:  // intact
        break
      }
      let path = "fuzz-\(index).plist"
      do {
        _ = try Configuration(infoPlistData: data, path: path)
        loaded += 1
      } catch {  // typed: always a ConfigurationError
        rejected += 1
        if !error.description.contains(path) {
          Issue.record("error does not name the file: \(error)")
          return
        }
      }
    }
    #expect(loaded + rejected == 10_000)
    #expect(loaded > 100)
    #expect(rejected > 100)
  }
}
