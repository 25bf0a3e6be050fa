/// What one top-level line of a scenario holds.
enum ParsedLine: Equatable {
  case step(StepAction)
  /// `location fixes` with its fixes on the following indented lines.
  case fixesBlock
  /// `expect snapshot` with the snapshot on the following indented lines.
  case snapshotBlock
  /// `declare widgets …`.
  case declaration([NameRef])
  /// `launch <key> <value>`.
  case launch(key: NameRef, value: NameRef)
}

/// Parses the tokens of one step line.
enum StepParser {
  /// Every word that can start a line.
  static let keywords = [
    "tap", "type", "clear", "select", "alert", "back", "advance", "restart", "teardown", "app",
    "location", "http", "work", "store", "expect", "declare", "launch",
  ]
  /// The largest `x<n>` of a repeated tap.
  static let maximumRepeat = 100_000

  static func parse(_ tokens: [Token]) throws(SyntaxError) -> ParsedLine {
    var cursor = TokenCursor(tokens)
    let keyword = try cursor.choice(
      keywords, "a step (\(keywords.joined(separator: ", ")))")
    let parsed: ParsedLine
    switch keyword {
    case "app": parsed = .step(.app(try app(&cursor)))
    case "location": parsed = try location(&cursor)
    case "http": parsed = .step(.http(try http(&cursor)))
    case "work": parsed = .step(.work(try work(&cursor)))
    case "store": parsed = .step(.store(try store(&cursor)))
    case "expect": parsed = try expectation(&cursor)
    case "declare": parsed = .declaration(try declaration(&cursor))
    case "launch": parsed = try launch(&cursor)
    default: parsed = .step(try userStep(keyword, &cursor))
    }
    try cursor.expectEnd()
    return parsed
  }

  // MARK: - What a user does

  private static func userStep(_ keyword: String, _ cursor: inout TokenCursor)
    throws(SyntaxError) -> StepAction
  {
    let widget = "a widget identifier after `\(keyword)`"
    switch keyword {
    case "tap":
      let id = try cursor.identifier(widget)
      return .tap(id, times: try repeatCount(&cursor))
    case "type":
      let id = try cursor.identifier(widget)
      return .type(id, text: try cursor.string("the text to type, in double quotes"))
    case "clear":
      return .clear(try cursor.identifier(widget))
    case "select":
      let id = try cursor.identifier(widget)
      return .select(id, try selection(&cursor))
    case "alert":
      return .alert(try alertChoice(&cursor))
    case "advance":
      return .advance(try cursor.duration("a duration such as `500ms` or `2s` after `advance`"))
    case "back": return .back
    case "restart": return .restart
    default: return .teardown
    }
  }

  /// `background` or `foreground` after `app`.
  private static func app(_ cursor: inout TokenCursor) throws(SyntaxError) -> AppStep {
    let names = AppStep.allCases.map(\.rawValue)
    let name = try cursor.choice(names, "`background` or `foreground` after `app`")
    return AppStep(rawValue: name) ?? .foreground
  }

  static func repeatCount(_ cursor: inout TokenCursor) throws(SyntaxError) -> Int {
    guard let token = cursor.peek, token.kind == .word, token.text.hasPrefix("x") else { return 1 }
    guard let count = Int(token.text.dropFirst()), (1...maximumRepeat).contains(count) else {
      throw cursor.failure("a repeat count from `x1` to `x\(maximumRepeat)`")
    }
    _ = cursor.next()
    return count
  }

  private static func selection(_ cursor: inout TokenCursor) throws(SyntaxError)
    -> SelectionTarget
  {
    if let token = cursor.peek, token.kind == .string {
      return .title(try cursor.string("a title"))
    }
    if cursor.consume("row") {
      return .row(try cursor.integer("a row number from 0", in: 0...Int.max))
    }
    if cursor.consume("marker") {
      return .marker(try cursor.string("the marker's annotation id, in double quotes"))
    }
    throw cursor.failure("`\"<title>\"`, `row <n>` or `marker \"<id>\"` after the widget")
  }

  private static func alertChoice(_ cursor: inout TokenCursor) throws(SyntaxError)
    -> AlertChoice
  {
    let choice = try cursor.choice(
      ["tap", "confirm", "cancel"], "`tap \"<title>\"`, `confirm` or `cancel` after `alert`")
    switch choice {
    case "tap": return .titled(try cursor.string("the button's title, in double quotes"))
    case "confirm": return .confirm
    default: return .cancel
    }
  }

  private static func declaration(_ cursor: inout TokenCursor) throws(SyntaxError) -> [NameRef] {
    try cursor.keyword("widgets", "`widgets` after `declare`")
    var names = [try cursor.identifier("a widget identifier after `declare widgets`")]
    while let token = cursor.peek, token.kind == .word {
      names.append(try cursor.identifier("a widget identifier"))
    }
    return names
  }

  private static func launch(_ cursor: inout TokenCursor) throws(SyntaxError) -> ParsedLine {
    let key = try cursor.identifier("a launch option name after `launch`")
    let what = "the launch option's value (a word or a quoted string)"
    guard let token = cursor.peek, token.kind == .word || token.kind == .string else {
      throw cursor.failure(what)
    }
    _ = cursor.next()
    return .launch(key: key, value: NameRef(token.text, column: token.column))
  }
}
