import Engine
import Foundation

/// A line every `interval` in plain (non-terminal) progress while nothing else was printed:
/// which scenario, style and step the run is on, and for how long, so a CI log never sits
/// silent through a long scenario.
final class Heartbeat: @unchecked Sendable {
  /// Seconds of silence before a heartbeat line in plain progress.
  static let defaultInterval: TimeInterval = 30

  private let interval: TimeInterval
  private let activity: RunActivity
  private let write: @Sendable (String) -> Void
  private let queue = DispatchQueue(label: "workbench.heartbeat")
  // Safe: `timer` and `lastWrite` are touched only on `queue`.
  private var timer: DispatchSourceTimer?
  private var lastWrite = Date()

  init(
    interval: TimeInterval = Heartbeat.defaultInterval, activity: RunActivity = .current,
    write: @escaping @Sendable (String) -> Void
  ) {
    self.interval = interval
    self.activity = activity
    self.write = write
  }

  /// Starts the beats; each comes `interval` after the last line printed.
  func start() {
    queue.sync {
      lastWrite = Date()
      let timer = DispatchSource.makeTimerSource(queue: queue)
      timer.schedule(deadline: .now() + interval / 4, repeating: interval / 4)
      timer.setEventHandler { [weak self] in self?.tick() }
      timer.resume()
      self.timer = timer
    }
  }

  /// Says a progress line was just printed: the next beat waits a whole interval.
  func printed() {
    queue.async { self.lastWrite = Date() }
  }

  /// Stops the beats; none comes after this returns.
  func stop() {
    queue.sync {
      timer?.cancel()
      timer = nil
    }
  }

  private func tick() {
    let silent = Date().timeIntervalSince(lastWrite)
    guard timer != nil, silent >= interval, let step = activity.snapshot.step else { return }
    write(Self.line(step, silentFor: silent) + "\n")
    lastWrite = Date()
  }

  /// `  … still running route-recorder · gpx-long-walk on kvo, step 12 (line 14); 30 s since
  /// the last line`.
  static func line(_ step: RunActivity.Step, silentFor seconds: TimeInterval) -> String {
    "  … still running \(step.feature.rawValue) · \(step.scenario) on \(step.variant.rawValue), "
      + "step \(step.step) (line \(step.line)); \(Int(seconds)) s since the last line"
  }
}
