import CoreLocationLite

// MARK: - expect

extension StepParser {
  static func expectation(_ cursor: inout TokenCursor) throws(SyntaxError) -> ParsedLine {
    let what =
      "what to expect: `<widget>.<property>`, `alert`, `no`, `snapshot`, `location`, `http`, "
      + "`store` or `export`"
    guard let token = cursor.peek, token.kind == .word else { throw cursor.failure(what) }
    switch token.text {
    case "no":
      _ = cursor.next()
      let thing = try cursor.choice(["alert", "leaks"], "`alert` or `leaks` after `expect no`")
      return .step(.expect(thing == "alert" ? .noAlert : .noLeaks))
    case "alert":
      _ = cursor.next()
      let part = try cursor.choice(
        ["title", "message"], "`title` or `message` after `expect alert`")
      let comparison = try comparison(&cursor)
      return .step(.expect(part == "title" ? .alertTitle(comparison) : .alertMessage(comparison)))
    case "title":
      _ = cursor.next()
      return .step(.expect(.screenTitle(try comparison(&cursor))))
    case "snapshot":
      _ = cursor.next()
      return .snapshotBlock
    case "location":
      _ = cursor.next()
      try cursor.keyword("prompt", "`prompt` after `expect location`")
      let kinds = AuthorizationPrompt.allCases.map(\.rawValue) + ["none"]
      let kind = try cursor.choice(
        kinds, "the access a prompt asks for (\(kinds.joined(separator: ", ")))")
      return .step(.expect(.locationPrompt(AuthorizationPrompt(rawValue: kind))))
    case "http":
      _ = cursor.next()
      return .step(.expect(try httpExpectation(&cursor)))
    case "store":
      _ = cursor.next()
      return .step(.expect(.store(try storeExpectation(&cursor))))
    case "export":
      _ = cursor.next()
      return .step(.expect(try exportExpectation(&cursor)))
    default:
      return .step(.expect(try property(&cursor, what: what)))
    }
  }

  private static func property(_ cursor: inout TokenCursor, what: String) throws(SyntaxError)
    -> Expectation
  {
    let token = try cursor.word(what)
    guard let dot = token.text.firstIndex(of: "."), dot != token.text.startIndex,
      token.text.index(after: dot) != token.text.endIndex
    else {
      let suggestion = didYouMean(
        token.text,
        among: ["no", "alert", "title", "snapshot", "location", "http", "store", "export"])
      throw SyntaxError(
        column: token.column,
        message: "expected \(what), found `\(Echo.token(token.written))`\(suggestion)")
    }
    let widget = String(token.text[..<dot])
    let property = String(token.text[token.text.index(after: dot)...])
    return .property(
      widget: NameRef(widget, column: token.column),
      property: NameRef(property, column: token.column + widget.count + 1),
      try comparison(&cursor))
  }

  private static func httpExpectation(_ cursor: inout TokenCursor) throws(SyntaxError)
    -> Expectation
  {
    let subject = try cursor.choice(
      ["requests", "request"], "`requests` or `request <n>` after `expect http`")
    if subject == "requests" { return .httpRequestCount(try comparison(&cursor)) }
    let number = try cursor.integer("a request number from 1", in: 1...Int.max)
    try cursor.keyword("query", "`query` after the request number")
    let name = try cursor.word("a query item name after `query`").text
    if cursor.consume("absent") { return .httpQuery(request: number, name: name, .absent) }
    guard let token = cursor.peek, token.kind == .comparison, token.text == "==" else {
      throw cursor.failure("`== \"<value>\"` or `absent` after the query item name")
    }
    _ = cursor.next()
    let value = try cursor.string("the query item's value, in double quotes")
    return .httpQuery(request: number, name: name, .equals(value))
  }

  /// `<op> <value>`; ordering operators need a number.
  static func comparison(_ cursor: inout TokenCursor) throws(SyntaxError) -> Comparison {
    guard let token = cursor.peek, token.kind == .comparison,
      let op = ComparisonOperator(rawValue: token.text)
    else { throw cursor.failure("a comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`)") }
    _ = cursor.next()
    guard let valueToken = cursor.peek, valueToken.kind == .word || valueToken.kind == .string
    else {
      throw cursor.failure(
        "a value after `\(op.rawValue)`: a quoted string, a number, `true` or `false`")
    }
    if op.isOrdering, valueToken.kind == .string || TokenCursor.decimal(valueToken.text) == nil {
      throw cursor.failure("a number after `\(op.rawValue)`")
    }
    _ = cursor.next()
    return Comparison(
      op, valueToken.kind == .string ? .text(valueToken.text) : .bare(valueToken.text))
  }
}
