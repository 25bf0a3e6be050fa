import Engine
import Reports
import ScenarioLanguage
import SceneContract

// MARK: - Live mode

/// With `--live`, a step runs as usual, then the real loop runs until the screen settles (its
/// timers fired, its requests answered) or ``PlayLive/settleTimeout`` passes, and the screen
/// is printed as it is then. `advance <duration>` lets that much real time pass. Steps that
/// only make sense against the fixture client (`http …`, `expect http …`) are refused.
extension PlayLoop {
  /// ``session(feature:variant:runner:)`` on the live environment `environment` describes.
  /// The key is read first, so a missing one stops play before a screen is built or a request
  /// sent.
  ///
  /// - Throws: ``UsageError`` when `HOTPEPPER_API_KEY` is missing or blank,
  ///   `HOTPEPPER_BASE_URL` is not an http(s) URL, or the variant does not implement the
  ///   feature.
  public static func liveSession(
    feature: FeatureID, variant: VariantID, runner: ScenarioRunner,
    environment: [String: String], settleTimeout: Duration = .seconds(5)
  ) throws -> (session: ScenarioSession, live: PlayLive) {
    let live: PlayLive
    do {
      live = try PlayLive(environment: environment, settleTimeout: settleTimeout)
    } catch {
      throw UsageError(error.description, subcommand: .play)
    }
    let session = try session(
      feature: feature, variant: variant, runner: live.runner(wrapping: runner))
    return (session, live)
  }

  func performLive(_ line: String, trimmed: String, lineNumber: Int, live: PlayLive) {
    let step = try? ScenarioParser.parseLine(line, line: lineNumber, path: ScenarioSession.path)
    if let step, let reason = Self.liveRefusal(of: step.action) {
      // The session numbers the lines it is given; an empty one keeps its count with ours.
      _ = try? session.perform(line: "")
      write("\(ScenarioSession.path):\(lineNumber): not available live: \(reason)\n")
      return
    }
    guard attempt(line) != nil, let step else { return }
    if case .advance(let duration) = step.action {
      live.run(for: duration)
      write(
        "\(Echo.block(session.snapshot.description))\n(live · \(Self.text(duration)) passed)\n")
    } else {
      write(liveScreen(after: live.settle()))
    }
  }

  /// The first lines of a live session: where searches go, and what stays simulated.
  func liveBanner(_ live: PlayLive) -> String {
    "live: real time; searches go to \(live.configuration.baseURL.absoluteString). The "
      + "location is simulated: `location authorize authorizedWhenInUse`, then "
      + "`location fix <lat> <lng>`.\n"
  }

  /// The screen once a step has settled, and how long that took.
  func liveScreen(after settlement: PlayLive.Settlement) -> String {
    let elapsed = Self.text(settlement.elapsed)
    let note =
      settlement.isSettled
      ? "(live · settled in \(elapsed))"
      : "(live · still busy after \(elapsed); `advance 2s` waits for the answer)"
    return "\(Echo.block(session.snapshot.description))\n\(note)\n"
  }

  /// Why `action` cannot run live, or nil when it can.
  static func liveRefusal(of action: StepAction) -> String? {
    switch action {
    case .http:
      return "`http` steps shape the fixture client's answers; live searches go to the real "
        + "service"
    case .expect(.httpRequestCount), .expect(.httpQuery):
      return "`expect http` reads the fixture client's request log; live searches go to the "
        + "real service"
    default:
      return nil
    }
  }

  private static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return CostFormat.duration(nanoseconds: Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
  }
}
