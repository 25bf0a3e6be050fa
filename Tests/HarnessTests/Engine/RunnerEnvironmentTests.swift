import Foundation
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Runner: time, location and HTTP steps")
@MainActor
struct RunnerEnvironmentTests {
  @Test func advanceRunsTimersAtTheirVirtualInstant() throws {
    let run = try FakeVariants.run(
      """
      tap laterButton
      advance 499ms
      expect eventLabel.text == ""
      advance 1ms
      expect eventLabel.text == "later"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty)
    #expect(run.steps.map(\.renders) == [5, 0, 0, 0, 1, 0])
  }

  @Test func locationAuthorizationFixesBatchesAndErrors() throws {
    let run = try FakeVariants.run(
      """
      location fix 1 1
      expect fixLabel.text == ""
      location settings authorizedAlways
      expect eventLabel.text == "auth authorizedAlways"
      location fix 35.5 139.25
      expect fixLabel.text == "35.5,139.25 ±5.0 v-1.0 @00:00:01"
      advance 2s
      location fixes
        1 2 accuracy 12 speed 1.5
        3 4
      expect fixLabel.text == "1.0,2.0 ±12.0 v1.5 @00:00:02 | 3.0,4.0 ±5.0 v-1.0 @00:00:03"
      location fix 1 2 at 2030-05-05T10:00:00Z
      expect fixLabel.text == "1.0,2.0 ±5.0 v-1.0 @10:00:00"
      location fixes 3 4; 5 6 accuracy -1
      expect fixLabel.text == "3.0,4.0 ±5.0 v-1.0 @00:00:04 | 5.0,6.0 ±-1.0 v-1.0 @00:00:05"
      location error network
      expect eventLabel.text == "location error network unavailable"
      location error denied
      expect eventLabel.text == "auth denied"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
  }

  @Test func automaticTimestampsFollowTheVirtualClockAndStayOrdered() {
    var clock = FixClock()
    let epoch = FixClock.epoch
    #expect(epoch == SceneEnvironment.virtualEpoch)
    #expect(epoch == ISO8601DateFormatter().date(from: "2026-01-01T00:00:00Z"))
    #expect(clock.stamp(at: .zero) == epoch)
    #expect(clock.stamp(at: .zero) == epoch.addingTimeInterval(1))
    #expect(clock.stamp(at: .milliseconds(1500)) == epoch.addingTimeInterval(2))
    #expect(clock.stamp(at: .seconds(10)) == epoch.addingTimeInterval(10))
    #expect(clock.stamp(at: .milliseconds(10_250)) == epoch.addingTimeInterval(11))
    #expect(clock.stamp(at: .seconds(60)) == epoch.addingTimeInterval(60))
  }

  @Test func httpRequestsLatencyAndFaults() throws {
    let run = try FakeVariants.run(
      """
      tap fetchButton
      expect http requests == 1
      expect http request 1 query keyword == "ramen"
      expect http request 1 query lat == "35.5"
      expect http request 1 query page absent
      advance 99ms
      expect eventLabel.text == ""
      advance 1ms
      expect eventLabel.text == "status 404"
      http fault status 503
      tap fetchButton
      advance 100ms
      expect eventLabel.text == "status 503"
      http fault transport "connection reset"
      tap fetchButton
      advance 100ms
      expect eventLabel.text == "failed: connection reset"
      http fault timeout
      tap fetchButton
      advance 1999ms
      expect eventLabel.text == "failed: connection reset"
      advance 1ms
      expect eventLabel.text == "failed: the request timed out"
      http latency 1s
      http fault delay 500ms
      tap fetchButton
      advance 1499ms
      expect eventLabel.text == "failed: the request timed out"
      advance 1ms
      expect eventLabel.text == "status 404"
      http fault malformed
      tap fetchButton
      advance 1s
      expect eventLabel.text == "status 200"
      expect http requests == 6
      expect http requests >= 6
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
  }

  @Test func failingHTTPExpectationsSayWhatWasSent() throws {
    let run = try FakeVariants.run(
      """
      tap fetchButton
      expect http requests == 2
      expect http request 1 query keyword == "sushi"
      expect http request 1 query lat absent
      expect http request 3 query keyword == "ramen"
      """)
    #expect(
      run.expectationFailures.map(\.expected) == [
        "2", "\"sushi\"", "absent", "request 3 with keyword \"ramen\"",
      ])
    #expect(run.expectationFailures.map(\.actual) == ["1", "\"ramen\"", "\"35.5\"", "1 requests"])
  }
}
