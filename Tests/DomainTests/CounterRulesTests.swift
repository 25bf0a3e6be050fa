import Domain
import Testing

@Suite("Counter rules")
struct CounterRulesTests {
  @Test(arguments: [
    (0, 1, 1), (0, -1, -1), (-5, -10, -15), (Int.max - 3, 10, Int.max), (Int.max, 1, Int.max),
    (Int.min + 3, -10, Int.min), (Int.min, -1, Int.min), (Int.max, -10, Int.max - 10),
    (Int.min, 10, Int.min + 10),
  ])
  func saturatingAddingClampsAtTheBounds(start: Int, step: Int, expected: Int) {
    #expect(start.saturatingAdding(step) == expected)
  }

  @Test func countTextIsPlainDecimal() {
    #expect(CounterStrings.countText(0) == "0")
    #expect(CounterStrings.countText(-1234567) == "-1234567")
    #expect(CounterStrings.countText(Int.max) == "9223372036854775807")
  }

  @Test func initialCountComesFromLaunchOptions() {
    #expect(LaunchOptions().initialCount == 0)
    #expect(LaunchOptions(["initialCount": "-42"]).initialCount == -42)
    #expect(LaunchOptions(["initialCount": "forty"]).initialCount == 0)
  }
}
