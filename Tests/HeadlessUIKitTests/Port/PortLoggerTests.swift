import Foundation
import HeadlessUIKit
import Testing

// The os module's Logger, OSLog and os_log, which `headless port`'s rewrite of
// `import os` leaves code calling: they compile as Apple declares them, and a test reads
// what was logged through LogRecording.
@Suite struct PortLoggerTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  // https://developer.apple.com/documentation/os/logger
  @Test func eachLevelIsRecordedWithItsSubsystemAndCategory() {
    let logger = Logger(subsystem: "com.example.app", category: "sync")
    let entries = LogRecording.record {
      logger.debug("d")
      logger.info("i")
      logger.notice("n")
      logger.error("e")
      logger.fault("f")
    }
    #expect(entries.map(\.message) == ["d", "i", "n", "e", "f"])
    #expect(entries.map(\.type) == [.debug, .info, .default, .error, .fault])
    #expect(entries.allSatisfy { $0.subsystem == "com.example.app" })
    #expect(entries.allSatisfy { $0.category == "sync" })
  }

  // https://developer.apple.com/documentation/os/oslogprivacy
  @Test func privateValuesAreRedactedOnlyInTheRedactedMessage() {
    let logger = Logger(subsystem: "s", category: "c")
    let user = "ada"
    let count = 3
    let entries = LogRecording.record {
      logger.info("user \(user) has \(count) items, token \(user, privacy: .public)")
    }
    #expect(entries.first?.message == "user ada has 3 items, token ada")
    #expect(entries.first?.redactedMessage == "user <private> has 3 items, token ada")
  }

  @Test func formatsAndAlignmentsApply() {
    let logger = Logger()
    let entries = LogRecording.record {
      logger.log(
        "\(255, format: .hex(includePrefix: true)) \(3.14159, format: .fixed(precision: 2))")
      logger.log("[\("ab", align: .right(columns: 4))] \(true, format: .answer)")
      logger.error("failed: \(Failure() as any Error, privacy: .public)")
      logger.log(level: .fault, "\(UInt8(7), privacy: .private)")
    }
    #expect(entries.map(\.message) == ["0xff 3.14", "[  ab] YES", "failed: offline", "7"])
    #expect(entries.last?.redactedMessage == "<private>")
  }

  // https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)
  @Test func osLogFormatsItsArguments() {
    let log = OSLog(subsystem: "com.example.app", category: "net")
    let entries = LogRecording.record {
      os_log("loaded %{public}@ in %d ms", log: log, type: .info, "feed", 42)
      os_log("for %@", log: log, type: .error, "ada")
      os_log(.debug, log: log, "done \(1)")
    }
    #expect(entries.map(\.message) == ["loaded feed in 42 ms", "for ada", "done 1"])
    #expect(entries.map(\.redactedMessage) == ["loaded feed in 42 ms", "for <private>", "done 1"])
    #expect(entries.map(\.type) == [.info, .error, .debug])
    #expect(entries.allSatisfy { $0.category == "net" })
  }

  @Test func theDisabledLogDropsEntries() {
    let entries = LogRecording.record {
      os_log("dropped", log: .disabled)
      Logger(.disabled).error("dropped too")
    }
    #expect(entries.isEmpty)
  }
}
