import CoreLocationLite
import Domain
import Foundation
import Networking
import ScenarioLanguage
import SceneContract
import UIKitLite

// MARK: - What the world does: location and network

extension ScenarioEngine {
  func location(_ step: LocationStep) throws(StepFailure) {
    switch step {
    case .authorize(let status):
      do {
        try host.device.answerPrompt(with: status)
      } catch {
        throw StepFailure(error.description)
      }
    case .settings(let status):
      host.device.setAuthorization(status)
    case .deliver(let fixes):
      host.device.deliver(fixes.map { location(from: $0) })
    case .error(let error):
      host.device.fail(with: error)
    case .gpx(let replay):
      let track: GPXTrack
      do {
        track = try host.tracks.track(replay.file.name)
      } catch {
        throw StepFailure(error.message)
      }
      // Points without a <time> are stamped as delivered, by the clock of automatic stamps.
      host.device.replay(
        track.points, on: host.mainLoop,
        timing: replay.interval.map { .interval($0) } ?? .timestamps,
        batchSize: replay.batchSize, untimed: track.untimedPoints
      ) { [weak self] now in
        self?.fixClock.stamp(at: now) ?? FixClock.epoch
      }
    }
  }

  func http(_ step: HTTPStep) throws(StepFailure) {
    switch step {
    case .fault(let fault): host.http.injectFault(fault)
    case .answer(let answer):
      let response = try response(for: answer)
      for _ in 0..<answer.count { host.http.injectFault(.response(response)) }
    case .latency(let latency): host.http.latency = latency
    }
  }

  /// How long the app's work off the main thread takes from now on.
  func work(_ step: WorkStep) {
    switch step {
    case .latency(let latency): host.mainLoop.workLatency = latency
    }
  }

  /// The user leaves the app for the home screen or comes back to it.
  func app(_ step: AppStep) {
    switch step {
    case .background: host.device.enterBackground()
    case .foreground: host.device.enterForeground()
    }
  }

  /// The response an `http answer` step describes, its body file read from the fixtures.
  private func response(for answer: HTTPAnswer) throws(StepFailure) -> HTTPResponse {
    let body: Data
    switch answer.body {
    case .text(let text): body = Data(text.utf8)
    case .file(let file):
      do {
        body = try Data(contentsOf: host.fixturesRoot.appendingPathComponent(file.name))
      } catch {
        throw StepFailure(
          "expected a readable body file \(quoted(file.name)) in fixtures/, found: \(error)")
      }
    }
    var headers: [String: String] = [:]
    for header in answer.headers { headers[header.name] = header.value }
    return HTTPResponse(statusCode: answer.status, headers: headers, body: body)
  }

  /// A device fix from a scenario fix, with the documented defaults.
  private func location(from fix: FixSpec) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: fix.latitude, longitude: fix.longitude),
      altitude: fix.altitude ?? 0, horizontalAccuracy: fix.accuracy ?? 5,
      speed: fix.speed ?? -1, course: fix.course ?? -1,
      timestamp: fix.timestamp ?? fixClock.stamp(at: host.mainLoop.now))
  }
}

/// Stamps fixes written without `at`: the scenario epoch plus virtual time, and always at
/// least one second after the previous automatic stamp, so fixes of a batch stay in order.
@MainActor
struct FixClock {
  /// 2026-01-01T00:00:00Z, the instant virtual time 0 stands for: the epoch of the screen's
  /// own clock (`SceneEnvironment.virtualEpoch`), so fixes and new routes agree on the time.
  static let epoch = SceneEnvironment.virtualEpoch
  private var last: Date?

  mutating func stamp(at now: Duration) -> Date {
    let (seconds, attoseconds) = now.components
    var date = Self.epoch.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    if let last, date < last.addingTimeInterval(1) { date = last.addingTimeInterval(1) }
    last = date
    return date
  }
}
