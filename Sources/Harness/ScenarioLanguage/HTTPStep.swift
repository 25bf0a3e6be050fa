import Networking

/// What an `http …` step changes on the fixture HTTP client.
public enum HTTPStep: Sendable, Equatable {
  /// `http fault …`: the next request not yet given a fault suffers this one.
  case fault(FixtureHTTPClient.Fault)
  /// `http latency <duration>`: every later answer takes this long.
  case latency(Duration)
}
