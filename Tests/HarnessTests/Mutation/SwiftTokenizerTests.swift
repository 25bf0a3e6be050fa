import Testing

@testable import Mutation

@Suite("Swift tokenizer")
struct SwiftTokenizerTests {
  func texts(_ source: String) -> [String] { SwiftTokenizer.tokens(of: source).map(\.text) }

  @Test func commentsAreSkippedAndStringsAreOneToken() {
    let source = """
      // a < b in a comment
      let x = "a < b \\(call(1 < 2, "inner")) c" /* true && /* nested */ false */
      let y = #"raw "quoted" < "#
      """
    #expect(
      texts(source) == [
        "let", "x", "=", "\"a < b \\(call(1 < 2, \"inner\")) c\"", "let", "y", "=",
        "#\"raw \"quoted\" < \"#",
      ])
  }

  @Test func multilineStringsKeepLineNumbers() {
    let tokens = SwiftTokenizer.tokens(of: "let s = \"\"\"\n  one\n  two\n  \"\"\"\nlet t = 1\n")
    #expect(tokens.map(\.kind) == [.identifier, .identifier, .operator, .string, .identifier,
      .identifier, .operator, .integer])
    #expect(tokens.last?.line == 5)
  }

  @Test func operatorsNumbersAndTupleIndices() {
    let tokens = SwiftTokenizer.tokens(of: "a <= b && pair.0 > 1.5 ? x! : y?.z ..< 0x1F")
    #expect(tokens.map(\.text) == [
      "a", "<=", "b", "&&", "pair", ".", "0", ">", "1.5", "?", "x", "!", ":", "y", "?", ".",
      "z", "..<", "0x1F",
    ])
    #expect(tokens[6].kind == .number)
    #expect(tokens[8].kind == .number)
    #expect(tokens[18].kind == .integer)
    #expect(tokens[1].spaceBefore && tokens[1].spaceAfter)
    #expect(!tokens[11].spaceBefore)
  }

  @Test func attributesAndDirectives() {
    #expect(texts("@MainActor #if DEBUG x #endif") == ["@MainActor", "#if", "DEBUG", "x", "#endif"])
  }
}
