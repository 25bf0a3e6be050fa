import Networking

/// What an `http …` step changes on the fixture HTTP client.
public enum HTTPStep: Sendable, Equatable {
  /// `http fault …`: the next request not yet given a fault suffers this one.
  case fault(FixtureHTTPClient.Fault)
  /// `http answer <status> …`: the next request(s) not yet given a fault get this answer.
  case answer(HTTPAnswer)
  /// `http latency <duration>`: every later answer takes this long.
  case latency(Duration)
}
