import ScenarioLanguage

// MARK: - What happens to the phone's disk

extension WorldMove {
  /// The database is damaged: `store corrupt` (or, rarely, `store readonly`), mostly right
  /// before the `restart` that finds it, now and then under the screen still on display. A
  /// read-only folder stays so: nothing more can be done to it.
  static func storeDamage(weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, context in
      guard !context.history.contains(.store(.readOnly)) else { return nil }
      let damage = StepAction.store(random.chance(85) ? .corrupt : .readOnly)
      return random.chance(70) ? [damage, .restart] : [damage]
    }
  }

  /// The stored data is read, as a new launch would, so traces compare it between styles:
  /// the route count, or the points of a route with one of `titles`.
  static func storeInspection(titles: [String], weight: Int) -> WorldMove {
    WorldMove(weight: weight) { random, _ in
      let atLeastZero = Comparison(.greaterOrEqual, .bare("0"))
      guard random.chance(50), let title = titles.randomElement(using: &random) else {
        return [.expect(.store(.routeCount(atLeastZero)))]
      }
      return [.expect(.store(.routePoints(title: title, atLeastZero)))]
    }
  }
}
