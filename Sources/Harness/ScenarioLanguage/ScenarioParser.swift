import Domain
import Foundation
import SceneContract

/// Parses a whole scenario file: steps, their indented blocks, the opening comment paragraph,
/// `declare widgets` lines, and the rule that only `expect no leaks` may follow `teardown`.
public struct ScenarioParser {
  let path: String
  let lines: [String]

  init(text: String, path: String) {
    self.path = path
    // `\r\n` is one character in Swift, so it is a separator of its own.
    lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map(String.init)
  }

  func parse(name: String, feature: FeatureID) throws(ScenarioError) -> Scenario {
    var steps: [ScenarioStep] = []
    var declared: [String] = []
    var launch: [String: String] = [:]
    var index = 0
    while index < lines.count {
      let number = index + 1
      let lexed = try located(number) { () throws(SyntaxError) in
        try ScenarioLexer.lex(lines[index])
      }
      index += 1
      guard !lexed.tokens.isEmpty else { continue }
      let indentation = Self.indentation(of: lines[index - 1])
      guard indentation == 0 else {
        throw error(
          number, indentation + 1,
          "expected a step at the start of the line; indentation only continues the block of "
            + "`location fixes` or `expect snapshot`")
      }
      let parsed = try located(number) { () throws(SyntaxError) in
        try StepParser.parse(lexed.tokens)
      }
      let action: StepAction
      switch parsed {
      case .step(let stepAction):
        action = stepAction
      case .declaration(let names):
        try checkHeader(number, steps, "declare widgets")
        declared += names.map(\.name)
        continue
      case .launch(let key, let value):
        try checkHeader(number, steps, "launch")
        if let (onValue, message) = LaunchOptionCheck.check(key.name, value.name, feature) {
          throw error(number, onValue ? value.column : key.column, message)
        }
        guard launch.updateValue(value.name, forKey: key.name) == nil else {
          throw error(
            number, key.column,
            "expected each launch option once, found `\(Echo.token(key.name))` again")
        }
        continue
      case .fixesBlock:
        let block = blockLines(after: index)
        index += block.count
        action = .location(.deliver(try fixes(block, after: number, header: lexed.code)))
      case .snapshotBlock:
        let block = blockLines(after: index)
        index += block.count
        action = .expect(.snapshot(try snapshot(block, after: number, header: lexed.code)))
      }
      steps.append(ScenarioStep(line: number, source: lexed.code, action: action))
    }
    try checkOrder(steps)
    return Scenario(
      name: name, feature: feature, path: path, steps: steps, summary: summary,
      declaredWidgets: declared, launchOptions: LaunchOptions(launch))
  }

  // MARK: - Helpers

  static func indentation(of line: String) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }

  func error(_ line: Int, _ column: Int, _ message: String) -> ScenarioError {
    ScenarioError(file: path, line: line, column: column, message: message)
  }

  func located<Value>(_ line: Int, _ body: () throws(SyntaxError) -> Value)
    throws(ScenarioError) -> Value
  {
    do {
      return try body()
    } catch {
      throw error.located(file: path, line: line)
    }
  }
}
