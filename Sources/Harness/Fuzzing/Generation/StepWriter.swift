import CoreLocationLite
import Networking
import ScenarioLanguage
import UIKitLite

/// Writes a step back as a scenario line, so a generated story can be saved as a `.scenario`
/// file and parsed again to the same steps.
///
/// It writes every step the story generator makes; `expect` steps other than the stored-data
/// inspections it makes are not generated, and so not written.
enum StepWriter {
  static func line(for action: StepAction) -> String {
    switch action {
    case .tap(let id, let times): return "tap \(id.name)" + (times == 1 ? "" : " x\(times)")
    case .type(let id, let text): return "type \(id.name) \(quoted(text))"
    case .clear(let id): return "clear \(id.name)"
    case .select(let id, let target): return "select \(id.name) " + selection(target)
    case .alert(let choice): return "alert " + alert(choice)
    case .back: return "back"
    case .advance(let duration): return "advance \(milliseconds(duration))"
    case .restart: return "restart"
    case .teardown: return "teardown"
    case .app(let step): return "app \(step.rawValue)"
    case .location(let step): return "location " + location(step)
    case .http(let step): return "http " + http(step)
    case .work(.latency(let latency)): return "work latency \(milliseconds(latency))"
    case .store(.corrupt): return "store corrupt"
    case .store(.readOnly): return "store readonly"
    case .store(.exportTaken(let file)): return "store export \(quoted(file)) taken"
    case .expect(let expectation): return "expect " + expect(expectation)
    }
  }

  private static func selection(_ target: SelectionTarget) -> String {
    switch target {
    case .title(let title): return quoted(title)
    case .row(let row): return "row \(row)"
    case .marker(let id): return "marker \(quoted(id))"
    }
  }

  private static func alert(_ choice: AlertChoice) -> String {
    switch choice {
    case .titled(let title): return "tap \(quoted(title))"
    case .confirm: return "confirm"
    case .cancel: return "cancel"
    }
  }

  private static func location(_ step: LocationStep) -> String {
    switch step {
    case .authorize(let status): return "authorize \(status.rawValue)"
    case .settings(let status): return "settings \(status.rawValue)"
    case .deliver(let fixes) where fixes.count == 1: return "fix " + fix(fixes[0])
    case .deliver(let fixes): return "fixes " + fixes.map(fix).joined(separator: "; ")
    case .error(let error): return "error \(errorName(error))"
    case .gpx(let replay):
      var words = ["gpx", quoted(replay.file.name)]
      if let interval = replay.interval { words += ["interval", milliseconds(interval)] }
      if replay.batchSize != 1 { words += ["batch", String(replay.batchSize)] }
      return words.joined(separator: " ")
    }
  }

  private static func fix(_ fix: FixSpec) -> String {
    var words = [decimal(fix.latitude), decimal(fix.longitude)]
    let options: [(String, Double?)] = [
      ("accuracy", fix.accuracy), ("speed", fix.speed), ("course", fix.course),
      ("altitude", fix.altitude),
    ]
    for (name, value) in options {
      if let value { words += [name, decimal(value)] }
    }
    return words.joined(separator: " ")
  }

  private static func errorName(_ error: LocationError) -> String {
    switch error {
    case .locationUnknown: return "locationUnknown"
    case .denied: return "denied"
    case .network: return "network"
    }
  }

  private static func http(_ step: HTTPStep) -> String {
    switch step {
    case .fault(let fault): return "fault " + self.fault(fault)
    case .answer(let answer):
      var words = ["answer", String(answer.status)]
      switch answer.body {
      case .text(let text) where text.isEmpty: break
      case .text(let text): words += ["body", quoted(text)]
      case .file(let file): words += ["body", "file", quoted(file.name)]
      }
      if answer.count != 1 { words.append("x\(answer.count)") }
      return words.joined(separator: " ")
    case .latency(let latency): return "latency \(milliseconds(latency))"
    }
  }

  private static func fault(_ fault: FixtureHTTPClient.Fault) -> String {
    switch fault {
    case .status(let code): return "status \(code)"
    case .transport(let reason): return "transport \(quoted(reason))"
    case .timeout: return "timeout"
    case .malformedBody: return "malformed"
    case .delay(let delay): return "delay \(milliseconds(delay))"
    // Scenarios write a whole response as `http answer`, never as a fault.
    case .response(let response): return "status \(response.statusCode)"
    }
  }

  private static func expect(_ expectation: Expectation) -> String {
    switch expectation {
    case .store(.routeCount(let comparison)): return "store routes \(comparison)"
    case .store(.routePoints(let title, let comparison)):
      return "store route \(quoted(title)) points \(comparison)"
    case .store(.routeAbsent(let title)): return "store route \(quoted(title)) absent"
    case .exportPoints(let file, let comparison):
      return "export \(quoted(file)) points \(comparison)"
    default: return "no leaks"
    }
  }

  /// A duration as whole milliseconds (`1500ms`), the form the parser reads back exactly.
  static func milliseconds(_ duration: Duration) -> String {
    "\(duration.wholeMilliseconds)ms"
  }

  /// A number in plain decimal with at most six decimals, trailing zeros dropped.
  static func decimal(_ value: Double) -> String {
    var text = fixed(value, decimals: 6)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension Duration {
  /// The duration in whole milliseconds (scenario durations have no finer grain).
  var wholeMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
