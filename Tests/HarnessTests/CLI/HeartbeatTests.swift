import Engine
import Foundation
import Testing

@testable import WorkbenchCommandLine

/// What a heartbeat wrote, from its queue, read by the test.
private final class Written: @unchecked Sendable {
  // Safe: `lines` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var lines: [String] = []

  var all: [String] { lock.withLock { lines } }

  func append(_ line: String) { lock.withLock { lines.append(line) } }
}

/// A long scenario shows a heartbeat in plain progress: a line naming the scenario, the style
/// and the step after each quiet interval, and none while progress lines come.
@Suite("Heartbeat in plain progress", .serialized)
struct HeartbeatTests {
  static let step = RunActivity.Step(
    feature: .routeRecorder, scenario: "gpx-long-walk", variant: .kvo, step: 12, line: 14)

  @Test("a quiet run gets a line naming the scenario, style and step")
  func beatsWhenQuiet() {
    let activity = RunActivity()
    activity.note(Self.step)
    let written = Written()
    let heartbeat = Heartbeat(interval: 0.2, activity: activity) { written.append($0) }
    heartbeat.start()
    usleep(700_000)
    heartbeat.stop()
    let count = written.all.count
    #expect(count >= 2)
    #expect(
      written.all.first?.hasPrefix(
        "  … still running route-recorder · gpx-long-walk on kvo, step 12 (line 14); ") == true)
    usleep(300_000)
    #expect(written.all.count == count, "no beat after stop")
  }

  @Test("progress lines keep it quiet")
  func quietWhileProgressComes() {
    let activity = RunActivity()
    activity.note(Self.step)
    let written = Written()
    let heartbeat = Heartbeat(interval: 0.5, activity: activity) { written.append($0) }
    heartbeat.start()
    for _ in 0..<10 {
      usleep(100_000)
      heartbeat.printed()
    }
    heartbeat.stop()
    #expect(written.all.isEmpty)
  }
}
