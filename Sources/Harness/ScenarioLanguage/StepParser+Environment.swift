import CoreLocationLite
import Foundation
import Networking

// MARK: - location

extension StepParser {
  static let locationErrors = ["locationUnknown", "denied", "network"]
  static let fixOptions = ["accuracy", "speed", "course", "altitude", "at"]

  static func location(_ cursor: inout TokenCursor) throws(SyntaxError) -> ParsedLine {
    let command = try cursor.choice(
      ["authorize", "settings", "fix", "fixes", "error", "gpx"],
      "`authorize`, `settings`, `fix`, `fixes`, `error` or `gpx` after `location`")
    switch command {
    case "authorize", "settings":
      let names = AuthorizationStatus.allCases.map(\.rawValue)
      let name = try cursor.choice(
        names, "an authorization status (\(names.joined(separator: ", ")))")
      let status = AuthorizationStatus(rawValue: name) ?? .notDetermined
      return .step(.location(command == "authorize" ? .authorize(status) : .settings(status)))
    case "fix":
      return .step(.location(.deliver([try fix(&cursor)])))
    case "fixes":
      guard !cursor.isAtEnd else { return .fixesBlock }
      var fixes = [try fix(&cursor)]
      while cursor.consumeSemicolon() { fixes.append(try fix(&cursor)) }
      return .step(.location(.deliver(fixes)))
    case "error":
      let name = try cursor.choice(
        locationErrors, "a location error (\(locationErrors.joined(separator: ", ")))")
      return .step(.location(.error(LocationError(name: name) ?? .locationUnknown)))
    default:
      return .step(.location(.gpx(try gpxReplay(&cursor))))
    }
  }

  /// The largest `batch <n>` of a GPX replay.
  static let maximumBatch = 100_000

  /// `"<file>" [interval <duration>] [batch <n>]`, options in any order, each at most once.
  static func gpxReplay(_ cursor: inout TokenCursor) throws(SyntaxError) -> GPXReplayStep {
    let column = cursor.peek?.column ?? 1
    let file = NameRef(try cursor.string("the GPX file name, in double quotes"), column: column)
    var interval: Duration?
    var batchSize = 1
    var given: Set<String> = []
    let options = ["interval", "batch"]
    while let token = cursor.peek, token.kind == .word {
      let option = try cursor.choice(
        options, "a replay option (interval, batch) or the end of the line")
      guard given.insert(option).inserted else {
        throw SyntaxError(
          column: token.column,
          message: "expected each replay option once, found `\(option)` again")
      }
      if option == "interval" {
        interval = try cursor.duration("a duration such as `1s` or `250ms` after `interval`")
      } else {
        batchSize = try cursor.integer(
          "a batch size from 1 to \(maximumBatch) after `batch`", in: 1...maximumBatch)
      }
    }
    return GPXReplayStep(file: file, interval: interval, batchSize: batchSize)
  }

  /// `<lat> <lng> [accuracy <m>] [speed <m/s>] [course <deg>] [altitude <m>] [at <ISO-8601>]`.
  static func fix(_ cursor: inout TokenCursor) throws(SyntaxError) -> FixSpec {
    let latitude = try cursor.number("a latitude from -90 to 90", in: -90...90)
    let longitude = try cursor.number("a longitude from -180 to 180", in: -180...180)
    var fix = FixSpec(latitude: latitude, longitude: longitude)
    var given: Set<String> = []
    while let token = cursor.peek, token.kind == .word {
      let option = try cursor.choice(
        fixOptions, "a fix option (\(fixOptions.joined(separator: ", "))) or the end of the fix")
      guard given.insert(option).inserted else {
        throw SyntaxError(
          column: token.column, message: "expected each fix option once, found `\(option)` again")
      }
      let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
      switch option {
      case "accuracy": fix.accuracy = try cursor.number("the accuracy in metres", in: any)
      case "speed": fix.speed = try cursor.number("the speed in metres per second", in: any)
      case "course": fix.course = try cursor.number("the course in degrees", in: any)
      case "altitude": fix.altitude = try cursor.number("the altitude in metres", in: any)
      default: fix.timestamp = try timestamp(&cursor)
      }
    }
    return fix
  }

  private static func timestamp(_ cursor: inout TokenCursor) throws(SyntaxError) -> Date {
    let what = "an ISO-8601 timestamp such as `2025-01-01T09:00:00Z` after `at`"
    guard let token = cursor.peek, token.kind == .word, let date = isoDate(token.text) else {
      throw cursor.failure(what)
    }
    _ = cursor.next()
    return date
  }

  /// Parses `2025-01-01T09:00:00Z`, with an optional fraction and any UTC offset.
  static func isoDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }
}

// MARK: - work

extension StepParser {
  static func work(_ cursor: inout TokenCursor) throws(SyntaxError) -> WorkStep {
    _ = try cursor.choice(["latency"], "`latency` after `work`")
    return .latency(try cursor.duration("a duration such as `40ms` or `1s`"))
  }
}

// MARK: - http

extension StepParser {
  static func http(_ cursor: inout TokenCursor) throws(SyntaxError) -> HTTPStep {
    let command = try cursor.choice(
      ["fault", "answer", "latency"], "`fault`, `answer` or `latency` after `http`")
    let duration = "a duration such as `500ms` or `2s`"
    if command == "answer" { return .answer(try httpAnswer(&cursor)) }
    guard command == "fault" else { return .latency(try cursor.duration(duration)) }
    let kinds = ["status", "transport", "timeout", "malformed", "delay"]
    let kind = try cursor.choice(
      kinds, "a fault (\(kinds.joined(separator: ", "))) after `http fault`")
    switch kind {
    case "status":
      return .fault(
        .status(try cursor.integer("an HTTP status code from 100 to 599", in: 100...599)))
    case "transport":
      return .fault(.transport(try cursor.string("the transport error's reason, in double quotes")))
    case "timeout": return .fault(.timeout)
    case "malformed": return .fault(.malformedBody)
    default: return .fault(.delay(try cursor.duration(duration)))
    }
  }
}

// MARK: - http answer

extension StepParser {
  /// `<status> [header "<name>" "<value>"]… [body "<text>" | body file "<file>"] [x<n>]`.
  static func httpAnswer(_ cursor: inout TokenCursor) throws(SyntaxError) -> HTTPAnswer {
    var answer = HTTPAnswer(
      status: try cursor.integer("an HTTP status code from 100 to 599", in: 100...599))
    while cursor.consume("header") {
      let name = try cursor.string("the header's name, in double quotes")
      let value = try cursor.string("the header's value, in double quotes")
      answer.headers.append(HTTPAnswer.Header(name: name, value: value))
    }
    if cursor.consume("body") {
      if cursor.consume("file") {
        let column = cursor.peek?.column ?? 1
        let file = try cursor.string("the body's file in fixtures/, in double quotes")
        answer.body = .file(NameRef(file, column: column))
      } else {
        answer.body = .text(
          try cursor.string("the body, in double quotes, or `file \"<name>\"`"))
      }
    }
    answer.count = try repeatCount(&cursor)
    return answer
  }
}
