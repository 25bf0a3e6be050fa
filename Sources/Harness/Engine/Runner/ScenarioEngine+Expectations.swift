import ScenarioLanguage
import UIKitLite

// MARK: - Expectations

extension ScenarioEngine {
  /// Nil when `expectation` holds; otherwise what was expected and what the screen shows.
  func evaluate(_ expectation: Expectation) throws(StepFailure) -> ExpectationVerdict? {
    switch expectation {
    case .property(let id, let property, let comparison):
      let view = try widget(id)
      let properties = view.inspectableProperties
      guard let actual = properties[property.name] else {
        throw StepFailure(
          WidgetMessages.unknownProperty(
            property.name, of: view.snapshotKind, id.name, properties.keys.sorted()))
      }
      return check(comparison, actual)
    case .alertTitle(let comparison):
      return check(comparison, host.window.presentedAlert.map { quoted($0.title ?? "") })
    case .alertMessage(let comparison):
      return check(comparison, host.window.presentedAlert.map { quoted($0.message ?? "") })
    case .screenTitle(let comparison):
      let title = host.window.visibleViewController?.title
      guard let title else {
        return ExpectationVerdict(expected: comparison.expectation, actual: "no title")
      }
      return check(comparison, quoted(title))
    case .noAlert:
      guard let alert = host.window.presentedAlert else { return nil }
      return ExpectationVerdict(expected: "no alert", actual: alert.snapshotLine)
    case .locationPrompt(let expected):
      let actual = host.device.prompt
      guard actual != expected else { return nil }
      return ExpectationVerdict(
        expected: "location prompt \(expected?.rawValue ?? "none")",
        actual: actual?.snapshotLine ?? "no location prompt")
    case .noLeaks:
      return leakVerdict()
    case .snapshot(let lines):
      let actual = host.window.snapshot().lines
      guard actual != lines else { return nil }
      return ExpectationVerdict(
        expected: lines.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
    case .httpRequestCount(let comparison):
      return check(comparison, String(host.http.requests.count))
    case .httpQuery(let number, let name, let query):
      return queryVerdict(number, name, query)
    case .store(let expectation):
      return storeVerdict(expectation)
    case .exportPoints(let file, let comparison):
      return exportVerdict(file, comparison)
    }
  }

  func check(_ comparison: Comparison, _ actual: String?) -> ExpectationVerdict? {
    guard let actual else {
      return ExpectationVerdict(expected: comparison.expectation, actual: "no alert")
    }
    guard !comparison.holds(for: actual) else { return nil }
    return ExpectationVerdict(expected: comparison.expectation, actual: actual)
  }

  private func leakVerdict() -> ExpectationVerdict? {
    guard let report = lastTeardown, !report.isClean else { return nil }
    return ExpectationVerdict(
      expected: "no leaks", actual: report.findings.joined(separator: "; "))
  }

  private func queryVerdict(_ number: Int, _ name: String, _ query: QueryExpectation)
    -> ExpectationVerdict?
  {
    let expected: String
    switch query {
    case .equals(let value): expected = quoted(value)
    case .absent: expected = "absent"
    }
    let requests = host.http.requests
    guard requests.indices.contains(number - 1) else {
      return ExpectationVerdict(
        expected: "request \(number) with \(name) \(expected)",
        actual: "\(requests.count) requests")
    }
    let actual = requests[number - 1].queryValue(name).map(quoted) ?? "absent"
    return actual == expected ? nil : ExpectationVerdict(expected: expected, actual: actual)
  }
}
