import Foundation

/// A job's status, as the event stream spells it.
enum JobStatus: String, CaseIterable, Sendable {
  case queued, running, passed, failed
}

/// One line of input: `{"job": "api", "status": "running", "progress": 0.4, "message": "…"}`.
/// `job` and `status` are required; `progress` (0…1) and `message` keep their previous
/// values when absent.
struct JobEvent: Equatable, Sendable {
  var job: String
  var status: JobStatus
  var progress: Double?
  var message: String?

  /// Decodes one line; the error says what is wrong in the user's terms.
  static func parse(_ line: String) throws(JobEventError) -> JobEvent {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [])
    } catch {
      throw .notJSON
    }
    guard let fields = object as? [String: Any] else { throw .notAnObject }
    guard let job = fields["job"] as? String, !job.isEmpty else { throw .missing("job") }
    guard let statusText = fields["status"] as? String else { throw .missing("status") }
    guard let status = JobStatus(rawValue: statusText) else { throw .unknownStatus(statusText) }
    var event = JobEvent(job: job, status: status)
    if let value = fields["progress"] {
      // JSON's true and false also arrive as NSNumber (type "c"): not progress.
      guard let number = value as? NSNumber, String(cString: number.objCType) != "c",
        (0...1).contains(number.doubleValue)
      else { throw .badProgress(JSONValue(value)) }
      event.progress = number.doubleValue
    }
    if let value = fields["message"] {
      guard let message = value as? String else { throw .badMessage(JSONValue(value)) }
      event.message = message
    }
    return event
  }
}

/// Why a line was skipped.
enum JobEventError: Error, Equatable, CustomStringConvertible {
  case notJSON
  case notAnObject
  case missing(String)
  case unknownStatus(String)
  case badProgress(JSONValue)
  case badMessage(JSONValue)

  var description: String {
    switch self {
    case .notJSON: return "not valid JSON"
    case .notAnObject: return "not a JSON object"
    case .missing(let key): return "missing \"\(key)\" (a non-empty string)"
    case .unknownStatus(let status):
      return "status '\(status)' is not one of "
        + JobStatus.allCases.map(\.rawValue).joined(separator: ", ")
    case .badProgress(let value):
      return value.kind == "a number"
        ? "\"progress\": \(value.text) is not a number from 0 to 1"
        : "\"progress\": \(value.text) is \(value.kind), not a number from 0 to 1"
    case .badMessage(let value):
      return "\"message\": \(value.text) is \(value.kind), not a string"
    }
  }
}

/// A JSON value as the input spelled it, and what kind of value it is, for errors.
struct JSONValue: Equatable, Sendable {
  /// The value in JSON: `true`, `"0.5"`, `1.5`.
  var text: String
  /// "a Boolean", "a string", "a number", "an array", "an object" or "null".
  var kind: String

  init(text: String, kind: String) {
    self.text = text
    self.kind = kind
  }

  /// Describes a value `JSONSerialization` produced.
  init(_ value: Any) {
    switch value {
    case let number as NSNumber where String(cString: number.objCType) == "c":
      self.init(text: number.boolValue ? "true" : "false", kind: "a Boolean")
    case let number as NSNumber:
      self.init(text: "\(number)", kind: "a number")
    case let string as String:
      self.init(text: "\"\(string)\"", kind: "a string")
    case is [Any]:
      self.init(text: "[…]", kind: "an array")
    case is [String: Any]:
      self.init(text: "{…}", kind: "an object")
    default:
      self.init(text: "null", kind: "null")
    }
  }
}
