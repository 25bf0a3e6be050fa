extension ScenarioParser {
  /// Parses one line typed interactively; nil for a blank or comment-only line.
  ///
  /// Blocks and declarations need a file: `location fixes` takes its fixes on the same line,
  /// separated by `;`, and `expect snapshot` / `declare widgets` are refused.
  public static func parseLine(_ text: String, line: Int, path: String) throws(ScenarioError)
    -> ScenarioStep?
  {
    func fail(_ error: SyntaxError) -> ScenarioError { error.located(file: path, line: line) }
    let lexed: LexedLine
    let parsed: ParsedLine
    do {
      lexed = try ScenarioLexer.lex(text)
      guard !lexed.tokens.isEmpty else { return nil }
      parsed = try StepParser.parse(lexed.tokens)
    } catch {
      throw fail(error)
    }
    let end = (lexed.tokens.last?.end ?? 1)
    switch parsed {
    case .step(let action):
      return ScenarioStep(line: line, source: lexed.code, action: action)
    case .fixesBlock:
      throw fail(
        SyntaxError(
          column: end, message: "expected fixes on the same line, separated by `;`"))
    case .snapshotBlock:
      throw fail(
        SyntaxError(
          column: lexed.tokens[0].column,
          message: "expected a step; `expect snapshot` needs a block, in a scenario file"))
    case .declaration, .launch:
      throw fail(
        SyntaxError(
          column: lexed.tokens[0].column,
          message:
            "expected a step; `\(Echo.token(lexed.tokens[0].text))` belongs at the top of a "
            + "scenario file"))
    }
  }
}
