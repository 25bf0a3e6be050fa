import Networking
import ScenarioLanguage

// MARK: - What the network does

extension WorldMove {
  /// The next request fails: a status, a transport error, a timeout, a body that is not JSON,
  /// or a normal answer that comes late.
  static func httpFaults(weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      let fault = random.weighted([
        (2, FixtureHTTPClient.Fault.status(500)), (1, .status(404)), (1, .status(503)),
        (2, .transport("The Internet connection appears to be offline.")), (1, .timeout),
        (2, .malformedBody), (2, .delay(.milliseconds(250))), (1, .delay(.milliseconds(700))),
      ])
      return fault.map { [.http(.fault($0))] }
    }
  }

  /// The next request (or two) is answered with one of `files` from the fixtures.
  static func httpAnswers(_ files: [String], weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      guard let file = files.randomElement(using: &random) else { return nil }
      let status = random.chance(85) ? 200 : 500
      let count = random.chance(80) ? 1 : 2
      return [
        .http(
          .answer(
            HTTPAnswer(status: status, body: .file(NameRef(file, column: 0)), count: count)))
      ]
    }
  }

  /// Every later answer takes one of `latencies`.
  static func httpLatency(_ latencies: [Duration], weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      latencies.randomElement(using: &random).map { [.http(.latency($0))] }
    }
  }
}

// MARK: - How long off-main work takes

extension WorldMove {
  /// Every later job off the main thread (decoding, the route store) takes one of `latencies`.
  static func workLatency(_ latencies: [Duration], weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      latencies.randomElement(using: &random).map { [.work(.latency($0))] }
    }
  }
}
