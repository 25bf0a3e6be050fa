import Testing

@testable import Engine

/// Touches never reach what an alert covers, as on a device: a tap, typing or a selection under
/// an alert does nothing, and works again once the alert is answered.
@Suite("A covered screen takes no touch")
@MainActor
struct RunnerCoveredScreenTests {
  @Test func touchesUnderAnAlertDoNothing() throws {
    let run = try FakeVariants.run(
      """
      tap askButton
      tap incrementButton
      type nameField "Ann"
      expect valueLabel.text == "0"
      expect nameField.text == ""
      alert tap "OK"
      tap incrementButton
      expect valueLabel.text == "1"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty, "\(run.expectationFailures)")
  }
}
