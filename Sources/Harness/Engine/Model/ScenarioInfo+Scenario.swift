import ScenarioLanguage

extension ScenarioInfo {
  /// The listing of a parsed scenario.
  init(_ scenario: Scenario) {
    self.init(
      name: scenario.name, path: scenario.path, summary: Echo.block(scenario.summary),
      steps: scenario.steps.count)
  }
}
