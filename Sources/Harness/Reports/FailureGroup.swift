import Engine

/// One style's failed scenarios that share their first divergence — the same screen diff,
/// or the same step error — shown once, with the other scenarios named beneath: one bug
/// that breaks thirty scenarios reads as one finding, not thirty.
public struct FailureGroup: Sendable, Equatable {
  /// The first failed scenario in report order; its diff stands for the group.
  public let first: ScenarioResult
  /// The other scenarios with the same first divergence, in report order.
  public let others: [ScenarioResult]

  /// At most this many of ``others`` are named; the rest are counted.
  public static let namedLimit = 12

  /// `results`' failures (passes are left out), grouped by their first divergence in the
  /// order each group's first failure appears.
  public static func grouping(_ results: [ScenarioResult]) -> [FailureGroup] {
    var keys: [String] = []
    var members: [[ScenarioResult]] = []
    for result in results where result.behavior != .pass {
      let key = Self.key(result)
      if let index = keys.firstIndex(of: key) {
        members[index].append(result)
      } else {
        keys.append(key)
        members.append([result])
      }
    }
    return members.map { FailureGroup(first: $0[0], others: Array($0.dropFirst())) }
  }

  /// What makes two failures the same: the step error's message, or the divergent screens
  /// (the diff, or the expectation's two sides) — not the step or line, which differ by
  /// scenario.
  static func key(_ result: ScenarioResult) -> String {
    if let error = result.error { return "error\u{0}\(error.message)" }
    guard let divergence = result.firstDivergence else { return "fail\u{0}\(result.scenario)" }
    return "fail\u{0}\(divergence.diff)\u{0}\(divergence.expected)\u{0}\(divergence.actual)"
  }

  /// `The same first divergence in 2 more scenarios: b (step 3, line 5), c (step 4, line 7)`;
  /// nil for a group of one.
  public func othersLine(path: (String) -> String) -> String? {
    guard !others.isEmpty else { return nil }
    let named = others.prefix(Self.namedLimit).map { result in
      let step = result.error?.step ?? result.firstDivergence?.step ?? 0
      let line = result.error?.line ?? result.firstDivergence?.line ?? 0
      return "\(result.scenario) (step \(step), \(path(result.scenario)):\(line))"
    }
    let rest = others.count - named.count
    let scenarios = others.count == 1 ? "scenario" : "scenarios"
    return "The same first divergence in \(others.count) more \(scenarios): "
      + named.joined(separator: ", ") + (rest > 0 ? ", … and \(rest) more" : "")
  }
}
