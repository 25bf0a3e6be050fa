import AsyncPlatform
import Foundation
import MainLoop
import Networking
import Testing

/// The interleaving that made draining the run loop nondeterministic — values yielded into an
/// `AsyncStream` consumed by a main-actor task that hops through an actor and nonisolated
/// async code — plus a debounce on the virtual clock, a latest-wins HTTP call and teardown,
/// played 100 times under `MainLoop.drive`: every run prints the same log.
@MainActor
@Suite("Swift concurrency driven by the main loop")
struct DriveDeterminismTests {
  @Test func aScenarioLikeInterleavingIsTheSameOnEveryOneOf100Runs() {
    let logs = (0..<100).map { _ in playInterleaving() }
    #expect(Set(logs).count == 1)
    #expect(logs[0] == Self.expected)
  }

  static let expected = [
    "started", "tap 1", "counted 1", "tap 2", "counted 2", "tap 3", "counted 3",
    "typed r", "typed ra", "stale r", "t=0.0 idle", "searching ra at 0.5", "answer ra",
    "typed ram", "searching ram at 1.1", "end taps", "cancelled ram", "live 0",
  ]

  private func playInterleaving() -> [String] {
    let loop = MainLoop()
    let client = FixtureHTTPClient(loop: loop, latency: .milliseconds(100)) { request in
      HTTPResponse(statusCode: 200, body: Data((request.queryValue("q") ?? "").utf8))
    }
    let clock = VirtualClock(loop: loop)
    let counter = Tally()
    var log: [String] = []
    let tasks = SceneTasks()
    // The count is process-wide; other suites' tasks may still be ending while this one plays.
    let liveBefore = SceneTasks.live
    let (taps, tap) = AsyncStream<Int>.makeStream()
    let (edits, edit) = AsyncStream<String>.makeStream()
    loop.drive {
      tasks.run {
        log.append("started")
        for await number in taps {
          log.append("tap \(number)")
          await Task.yield()
          let total = await counter.add()
          log.append("counted \(total)")
        }
        log.append("end taps")
      }
      tasks.run {
        var search: Task<Void, Never>?
        for await text in edits {
          log.append("typed \(text)")
          search?.cancel()
          search = Task {
            do {
              try await clock.sleep(for: .milliseconds(500))
              log.append("searching \(text) at \(clock.now.offset.seconds)")
              let url = URL(string: "http://fixture.test/?q=\(text)")!
              let answer = try await client.response(for: HTTPRequest(url: url))
              log.append("answer \(String(decoding: answer.body, as: UTF8.self))")
            } catch {
              log.append(text == "ram" ? "cancelled \(text)" : "stale \(text)")
            }
          }
        }
        search?.cancel()
      }
      loop.runUntilIdle()
      for number in 1...3 {
        tap.yield(number)
        loop.runUntilIdle()
      }
      edit.yield("r")
      edit.yield("ra")
      loop.runUntilIdle()
      log.append("t=\(loop.now.seconds) idle")
      loop.advance(by: .milliseconds(600))
      edit.yield("ram")
      loop.advance(by: .milliseconds(550))
      tasks.cancelAll()
      loop.runUntilIdle()
    }
    // Relative: other suites' screens may be alive on the main actor while this one runs.
    log.append("live \(SceneTasks.live - liveBefore)")
    return log
  }
}

private actor Tally {
  private var count = 0

  func add() async -> Int {
    count += 1
    return count
  }
}

extension Duration {
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
