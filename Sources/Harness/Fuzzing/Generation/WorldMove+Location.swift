import CoreLocationLite
import ScenarioLanguage

// MARK: - What the location system does

extension WorldMove {
  /// The user answers the permission prompt on screen, mostly with its first answer.
  static let answerPrompt = WorldMove(weight: 12, isAlwaysOn: true) { random, context in
    guard let answers = context.screen.promptAnswers, let first = answers.first else { return nil }
    let answer = random.chance(85) ? first : answers.randomElement(using: &random) ?? first
    return [.location(.authorize(answer))]
  }

  /// The user changes the location setting in Settings.
  static func settings(_ statuses: [AuthorizationStatus], weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      statuses.randomElement(using: &random).map { [.location(.settings($0))] }
    }
  }

  /// A batch of one to three fixes near one of `places`, moved by one of `offsets` degrees;
  /// now and then one is invalid (negative accuracy) or carries a speed and course.
  static func fixes(near places: [(Double, Double)], offsets: [Double], weight: Int)
    -> WorldMove
  {
    WorldMove(weight: weight) { random, _ in
      guard let place = places.randomElement(using: &random) else { return nil }
      let count = random.weighted([(6, 1), (2, 2), (1, 3)]) ?? 1
      let fixes = (0..<count).map { _ in
        fix(near: place, offset: offsets.randomElement(using: &random) ?? 0, using: &random)
      }
      return [.location(.deliver(fixes))]
    }
  }

  private static func fix(
    near place: (Double, Double), offset: Double, using random: inout SeededGenerator
  ) -> FixSpec {
    var fix = FixSpec(
      latitude: place.0 + offset * Double(Int.random(in: -1...1, using: &random)),
      longitude: place.1 + offset * Double(Int.random(in: -1...1, using: &random)))
    if random.chance(10) { fix.accuracy = -1 } else if random.chance(10) { fix.accuracy = 65 }
    if random.chance(20) {
      fix.speed = 1.4
      fix.course = 90
    }
    return fix
  }

  /// The receiver fails: mostly transient errors, now and then a final denial.
  static func locationErrors(weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      let error = random.weighted([(4, LocationError.locationUnknown), (3, .network), (1, .denied)])
      return error.map { [.location(.error($0))] }
    }
  }

  /// The receiver replays one of `tracks`, at its own times or every 250 ms or 1 s, one to
  /// five fixes per delivery.
  static func gpxReplays(_ tracks: [String], weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      guard let track = tracks.randomElement(using: &random) else { return nil }
      let interval = random.weighted([
        (3, Duration?.none), (1, .milliseconds(250)), (1, .seconds(1)),
      ])
      let batch = random.weighted([(4, 1), (1, 3), (1, 5)]) ?? 1
      return [
        .location(
          .gpx(GPXReplayStep(file: NameRef(track, column: 0), interval: interval ?? nil,
            batchSize: batch)))
      ]
    }
  }
}
