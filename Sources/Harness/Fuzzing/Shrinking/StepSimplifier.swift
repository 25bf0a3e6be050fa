import ScenarioLanguage

/// The simpler forms of a step, simplest first: what a shrinking story tries in its place.
enum StepSimplifier {
  static func simpler(_ action: StepAction, markers: @autoclosure () -> [String]) -> [StepAction]
  {
    switch action {
    case .advance(let duration):
      return shorter(duration).map { .advance($0) }
    case .tap(let id, let times) where times > 1:
      var fewer: [Int] = []
      for count in [1, times / 2, times - 1] where !fewer.contains(count) { fewer.append(count) }
      return fewer.map { .tap(id, times: $0) }
    case .type(let id, let text) where text.count > 1:
      return [String(text.prefix(1)), String(text.prefix(text.count / 2))].map {
        .type(id, text: $0)
      }
    case .select(let id, .row(let row)) where row > 0:
      return [.select(id, .row(0))]
    case .select(let id, .marker(let marker)):
      guard let first = markers().first, first != marker else { return [] }
      return [.select(id, .marker(first))]
    case .location(.deliver(let fixes)):
      return fewer(fixes).map { .location(.deliver($0)) }
    case .location(.gpx(let replay)) where replay.interval != nil || replay.batchSize != 1:
      return [.location(.gpx(GPXReplayStep(file: replay.file)))]
    case .http(.answer(var answer)) where answer.count > 1:
      answer.count = 1
      return [.http(.answer(answer))]
    case .http(.latency(let latency)):
      return shorter(latency).map { .http(.latency($0)) }
    case .work(.latency(let latency)):
      return shorter(latency).map { .work(.latency($0)) }
    case .http(.fault(.delay(let delay))):
      return shorter(delay).map { .http(.fault(.delay($0))) }
    default:
      return []
    }
  }

  /// The annotation id of a snapshot's marker line (`  marker "J001" "Name" …`), or nil.
  static func markerID(_ line: String) -> String? {
    let prefix = "  marker \""
    guard line.hasPrefix(prefix) else { return nil }
    let rest = line.dropFirst(prefix.count)
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  /// Round durations below `duration`, shortest first, and its half.
  private static func shorter(_ duration: Duration) -> [Duration] {
    let round: [Duration] = [
      .milliseconds(1), .milliseconds(10), .milliseconds(100), .milliseconds(500), .seconds(1),
    ]
    let half = Duration.milliseconds(duration.wholeMilliseconds / 2)
    var candidates = round.filter { $0 < duration }
    if half > .zero, half < duration, !candidates.contains(half) { candidates.append(half) }
    return candidates
  }

  /// The batch with one fix left out, each in turn, and with its first fix's options dropped.
  private static func fewer(_ fixes: [FixSpec]) -> [[FixSpec]] {
    var candidates: [[FixSpec]] = []
    if fixes.count > 1 {
      candidates += fixes.indices.map { index in
        var fewer = fixes
        fewer.remove(at: index)
        return fewer
      }
    }
    for (index, fix) in fixes.enumerated()
    where fix.speed != nil || fix.course != nil || fix.altitude != nil {
      var plain = fixes
      plain[index] = FixSpec(
        latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy)
      candidates.append(plain)
    }
    return candidates
  }
}
