import HeadlessKitTesting
import Testing

/// Which record mode an assertion uses (issue #40 item 1): HEADLESSKIT_RECORD first, then
/// CI (never), then the assertion's argument, then the legacy variable, then missing.
@Suite struct SnapshotRecordModeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var argument: SnapshotRecordMode?
    var environment: [String: String]
    var expected: SnapshotRecordMode
    var testDescription: String { "\(String(describing: argument)) \(environment)" }
  }

  static let cases: [Case] = [
    Case(argument: nil, environment: [:], expected: .missing),
    Case(argument: .failed, environment: [:], expected: .failed),
    Case(argument: .all, environment: [:], expected: .all),
    Case(argument: nil, environment: ["CI": "true"], expected: .never),
    Case(argument: .all, environment: ["CI": "true"], expected: .never),
    Case(argument: .missing, environment: ["CI": "1"], expected: .never),
    Case(argument: nil, environment: ["CI": ""], expected: .missing),
    Case(
      argument: nil, environment: ["CI": "true", "HEADLESSKIT_RECORD": "failed"], expected: .failed),
    Case(argument: .never, environment: ["HEADLESSKIT_RECORD": "all"], expected: .all),
    Case(argument: nil, environment: ["HEADLESSKIT_RECORD": "NEVER"], expected: .never),
    Case(argument: nil, environment: ["HEADLESSKIT_RECORD_SNAPSHOTS": "1"], expected: .all),
    Case(
      argument: .missing, environment: ["HEADLESSKIT_RECORD_SNAPSHOTS": "1"], expected: .missing),
    Case(
      argument: nil, environment: ["HEADLESSKIT_RECORD_SNAPSHOTS": "1", "CI": "true"],
      expected: .never),
  ]

  @Test(arguments: cases)
  func theModeFollowsTheDocumentedOrder(_ example: Case) throws {
    let mode = try SnapshotRecordMode.resolve(
      argument: example.argument, environment: example.environment)
    #expect(mode == example.expected)
  }

  @Test func anUnknownValueNamesItAndTheChoices() {
    #expect(throws: SnapshotRecordModeError(value: "sometimes")) {
      try SnapshotRecordMode.resolve(
        argument: .all, environment: ["HEADLESSKIT_RECORD": "sometimes"])
    }
    let message = SnapshotRecordModeError(value: "sometimes").description
    #expect(message.contains("HEADLESSKIT_RECORD=sometimes"))
    #expect(message.contains("never, missing, failed, all"))
  }
}
