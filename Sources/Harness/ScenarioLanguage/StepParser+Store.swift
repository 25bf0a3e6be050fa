// MARK: - store

extension StepParser {
  /// `store corrupt`, `store readonly` or `store export "<file>" taken`.
  static func store(_ cursor: inout TokenCursor) throws(SyntaxError) -> StoreStep {
    let what = try cursor.choice(
      ["corrupt", "readonly", "export"],
      "`corrupt`, `readonly` or `export \"<file>\" taken` after `store`")
    switch what {
    case "corrupt": return .corrupt
    case "readonly": return .readOnly
    default:
      let column = cursor.peek?.column ?? 0
      let file = try cursor.string("the export file's name, in double quotes")
      guard !file.isEmpty, !file.contains("/"), file != ".", file != ".." else {
        throw SyntaxError(
          column: column,
          message: "expected a plain file name (no folder), found `\(Echo.token(file))`")
      }
      try cursor.keyword("taken", "`taken` after the file's name")
      return .exportTaken(file: file)
    }
  }

  /// After `expect store`: `routes <op> <n>`, `route "<title>" points <op> <n>`,
  /// `route "<title>" point <n> <field> <op> <value>`, `route "<title>" absent` or
  /// `integrity ok`.
  static func storeExpectation(_ cursor: inout TokenCursor) throws(SyntaxError)
    -> StoreExpectation
  {
    let subject = try cursor.choice(
      ["routes", "route", "integrity"],
      "`routes`, `route \"<title>\"` or `integrity` after `expect store`")
    switch subject {
    case "routes":
      return .routeCount(try count(&cursor))
    case "route":
      let title = try cursor.string("the route's title, in double quotes")
      if cursor.consume("absent") { return .routeAbsent(title: title) }
      if cursor.consume("point") { return try routePoint(title, &cursor) }
      try cursor.keyword(
        "points", "`points <op> <n>`, `point <n> <field> <op> <value>` or `absent` after the title")
      return .routePoints(title: title, try count(&cursor))
    default:
      try cursor.keyword("ok", "`ok` after `expect store integrity`")
      return .integrityOK
    }
  }

  /// After `point`: `<n> <field> <op> <value>`.
  private static func routePoint(_ title: String, _ cursor: inout TokenCursor)
    throws(SyntaxError) -> StoreExpectation
  {
    let point = try cursor.integer("a point number from 1 after `point`", in: 1...Int.max)
    let fields = StoredPointField.allCases.map(\.rawValue)
    let field = try cursor.choice(
      fields, "a point value (\(fields.joined(separator: ", "))) after the point number")
    return .routePoint(
      title: title, point: point, field: StoredPointField(rawValue: field) ?? .latitude,
      try comparison(&cursor))
  }

  /// After `expect export`: `"<file>" points <op> <n>`.
  static func exportExpectation(_ cursor: inout TokenCursor) throws(SyntaxError) -> Expectation {
    let file = try cursor.string("the exported file's name, in double quotes")
    try cursor.keyword("points", "`points` after the file name")
    return .exportPoints(file: file, try count(&cursor))
  }

  /// `<op> <n>` where `n` is a whole number of things.
  private static func count(_ cursor: inout TokenCursor) throws(SyntaxError) -> Comparison {
    guard let token = cursor.peek, token.kind == .comparison,
      let op = ComparisonOperator(rawValue: token.text)
    else { throw cursor.failure("a comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`)") }
    _ = cursor.next()
    guard let value = cursor.peek, value.kind == .word, let number = Int(value.text), number >= 0
    else { throw cursor.failure("a whole number after `\(op.rawValue)`") }
    _ = cursor.next()
    return Comparison(op, .bare(value.text))
  }
}
