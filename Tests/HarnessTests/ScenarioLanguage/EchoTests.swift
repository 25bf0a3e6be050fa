import Testing

@testable import ScenarioLanguage

@Suite("Bounded echo")
struct EchoTests {
  @Test("short text is quoted whole; long text by its start and its length")
  func bounds() {
    #expect(Echo.token("countUpButton") == "countUpButton")
    let long = String(repeating: "é", count: 100)
    #expect(Echo.token(long) == String(repeating: "é", count: 64) + "…(100 characters)")
    #expect(Echo.line(String(repeating: "a", count: 240)).count == 240)
    #expect(Echo.line(String(repeating: "a", count: 241)).hasSuffix("…(241 characters)"))
    #expect(Echo.message(String(repeating: "m", count: 5000)).count == 1000 + 18)
  }

  @Test("a block keeps at most 400 lines of at most 240 characters")
  func block() {
    let wide = String(repeating: "w", count: 1000)
    let text = Array(repeating: wide, count: 1000).joined(separator: "\n")
    let lines = Echo.block(text).split(separator: "\n")
    #expect(lines.count == 401)
    #expect(lines.dropLast().allSatisfy { $0.count <= 240 + 18 })
    #expect(lines.last == "… 600 more lines")
    #expect(Echo.block("a\nb") == "a\nb")
  }

  @Test("a 10 MB token gives an error of bounded size")
  func hugeToken() {
    let token = String(repeating: "x", count: 10_000_000)
    let small = String(repeating: "y", count: 1_000_000)
    let cases = [("\(token) countUpButton\n", token.count), ("advance \(small)\n", small.count)]
    for (text, length) in cases {
      do {
        _ = try ScenarioLoader.parse(
          text, path: "Scenarios/counter/huge.scenario", feature: .counter)
        Issue.record("expected an error")
      } catch {
        let message = "\(error)"
        #expect(message.count <= Echo.messageLimit + 100, "\(message.prefix(200))")
        #expect(message.contains("…(\(length) characters)"), "\(message.prefix(200))")
      }
    }
  }

  @Test("a long unknown name gets no suggestion search")
  func noSuggestionForHugeNames() {
    #expect(NameSuggestion.nearest(to: String(repeating: "t", count: 1000), in: ["tap"]) == nil)
  }
}
