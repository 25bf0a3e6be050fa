/// Deleted statements, removed chain operators and swapped arguments.
extension Finder {
  static let notDeleted: Set<String> = [
    "let", "var", "return", "if", "guard", "for", "while", "switch", "case", "default", "func",
    "init", "deinit", "class", "struct", "enum", "extension", "import", "defer", "do", "throw",
    "break", "continue", "fallthrough", "typealias", "protocol", "get", "set", "didSet",
    "willSet", "repeat", "private", "public", "fileprivate", "internal", "static", "override",
    "final", "lazy", "weak", "unowned", "nonisolated", "mutating", "convenience", "required",
    "open", "actor", "precondition", "fatalError", "preconditionFailure", "assert",
    "assertionFailure", "else", "yield",
  ]

  static let assignments: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=",
  ]

  mutating func findStatement(at index: Int) {
    let first = tokens[index]
    guard first.kind == .identifier, !Self.notDeleted.contains(first.text) else { return }
    if ["self", "super"].contains(first.text), index + 2 < tokens.count,
      tokens[index + 2].isWord("init")
    {
      return
    }
    let end = structure.statementEnd(from: index)
    let level = structure.enclosing[index]
    // `CounterFeature()` alone makes a value: a result builder's component, not a call.
    if first.text.first?.isUppercase == true, index + 1 < end,
      tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol("{"),
      structure.partner[index + 1] == end - 1
    {
      return
    }
    // The only statement of a body with a result is the result: deleting it cannot compile.
    if index - 1 == level, end < tokens.count, end == structure.partner[level],
      structure.returnsValue(level)
    {
      return
    }
    // So is the only statement of a closure that declares its result (`{ error -> T? in … }`).
    if index > 0, tokens[index - 1].isWord("in"), end < tokens.count,
      end == structure.partner[level], structure.closureDeclaresResult(level, signatureEnd: index - 1)
    {
      return
    }
    var assigns = false
    var calls = false
    for cursor in index..<end where structure.enclosing[cursor] == level {
      let token = tokens[cursor]
      if token.kind == .operator, Self.assignments.contains(token.text) { assigns = true }
      if token.isSymbol("(") || token.isSymbol("{") { calls = true }
    }
    // What the statement ends with says what it is: `task?.cancel()`, `bag.dispose()`,
    // `tasks.forEach { $0.cancel() }`, `disposeBag = DisposeBag()`.
    let tail = tokens[max(index, end - 6)..<end].map(\.text).joined(separator: " ")
    let cancels = tail.hasSuffix("cancel ( )") || tail.hasSuffix("cancel ( ) }")
    let disposes = tail.hasSuffix("dispose ( )") || tail.hasSuffix("dispose ( ) }")
      || (assigns && tail.hasSuffix("DisposeBag ( )"))
    let kind: MutationOperator
    if cancels {
      kind = .deleteCancel
    } else if disposes {
      kind = .deleteDispose
    } else if assigns {
      guard !structure.isInsideInitializer(index) else { return }
      kind = .deleteAssignment
    } else if calls {
      kind = .deleteCall
    } else {
      return
    }
    let last = end - 1
    let (start, stop) = wholeLines(first: index, last: last)
    let alone = isOnlyStatementOfCase(first: index, end: end)
    add(kind, index, last, start: start, end: stop, replacement: alone ? lineIndent(index) + "break\n" : "",
      schema: .insertions(
        SchemaInsertion.around(
          tokens[index].start, tokens[last].end, "if !workbenchMutant(\u{1}) { ", " }")))
  }

  /// A `case` with nothing but this statement needs a `break` in its place.
  func isOnlyStatementOfCase(first: Int, end: Int) -> Bool {
    guard first > 0, tokens[first - 1].isSymbol(":"), end < tokens.count else { return false }
    return tokens[end].isWord("case") || tokens[end].isWord("default") || tokens[end].isSymbol("}")
  }

  /// The bytes of tokens `first…last`, widened to whole lines when they fill their lines.
  func wholeLines(first: Int, last: Int) -> (Int, Int) {
    let start = tokens[first].start
    let end = tokens[last].end
    let alone = tokens[first].newlineBefore
      && (last + 1 == tokens.count || tokens[last + 1].newlineBefore)
    guard alone else { return (start, end) }
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    var lineEnd = end
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    return (lineStart, min(lineEnd + 1, bytes.count))
  }

  func lineIndent(_ index: Int) -> String {
    var lineStart = tokens[index].start
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    return slice(lineStart, tokens[index].start)
  }

  // MARK: - Chain operators

  static let chainOperators: [String: String?] = [
    "distinctUntilChanged": nil, "removeDuplicates": nil, "skipRepeats": nil, "share": nil,
    "shareReplay": nil, "debounce": nil, "throttle": nil, "observeOn": nil, "observe": "on",
    "receive": "on", "subscribeOn": nil, "subscribe": "on", "startWith": nil, "prepend": nil,
    "disposed": "by", "dispose": "in",
  ]

  mutating func findChainOperator(at dot: Int) {
    guard dot + 2 < tokens.count, tokens[dot + 1].kind == .identifier,
      let label = Self.chainOperators[tokens[dot + 1].text], tokens[dot + 2].isSymbol("("),
      !tokens[dot + 2].spaceBefore, structure.partner[dot + 2] > 0
    else { return }
    if let label, !(dot + 4 < tokens.count && tokens[dot + 3].isWord(label)
      && tokens[dot + 4].isSymbol(":"))
    {
      return
    }
    let close = structure.partner[dot + 2]
    // A trailing closure after the call belongs to it: not a plain operator.
    if close + 1 < tokens.count, tokens[close + 1].isSymbol("{"), !tokens[close + 1].newlineBefore {
      return
    }
    guard let receiver = receiverStart(dot: dot) else { return }
    let (start, end) = wholeLines(first: dot, last: close)
    if ["disposed", "dispose"].contains(tokens[dot + 1].text) {
      add(.deleteDispose, dot, close, start: start, end: end, replacement: "", schema: nil)
      return
    }
    let region = (tokens[receiver].start, tokens[close].end)
    add(.removeOperator, dot, close, start: start, end: end, replacement: "",
      schema: .insertions(
        SchemaInsertion.around(region.0, region.1, "workbenchWithout(\u{1}, ", " }")
          + [
            SchemaInsertion(
              offset: tokens[dot].start, text: ") { $0", regionStart: region.0,
              regionEnd: tokens[dot].start, opens: false, middle: true)
          ]))
  }

  /// The first token of the expression a `.member` at `dot` is called on; nil when there is
  /// none (an implicit member such as `.none`).
  func receiverStart(dot: Int) -> Int? {
    var cursor = dot - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
        let opener = structure.partner[cursor]
        guard opener > 0 else { return nil }
        let before = tokens[opener - 1]
        let attached =
          token.text == "}"
          ? before.kind == .identifier || before.isSymbol(")")
          : !tokens[opener].spaceBefore && (before.kind == .identifier || before.isSymbol(")")
            || before.isSymbol("]") || before.isSymbol(">") || before.isSymbol("?"))
        if attached, !Self.notDeleted.contains(before.text) || before.text == "init" {
          cursor = opener - 1
          continue
        }
        return opener
      }
      if token.kind == .operator, token.text == "?" || token.text == "!", !token.spaceBefore {
        cursor -= 1
        continue
      }
      guard [.identifier, .integer, .number, .string].contains(token.kind),
        !["return", "try", "await", "in", "let", "var", "case", "if", "guard"].contains(token.text)
      else { return nil }
      guard cursor >= 2, tokens[cursor - 1].isSymbol(".") else { return cursor }
      let beforeDot = tokens[cursor - 2]
      let chained = [.identifier, .integer, .number, .string].contains(beforeDot.kind)
        || beforeDot.isSymbol(")") || beforeDot.isSymbol("]") || beforeDot.isSymbol("}")
        || (beforeDot.kind == .operator && !beforeDot.spaceBefore
          && (beforeDot.text == "?" || beforeDot.text == "!"))
      guard chained, !Self.notDeleted.contains(beforeDot.text) || beforeDot.text == "self"
      else { return nil }
      cursor -= 2
    }
    return nil
  }

  // MARK: - Swapped arguments

  mutating func findSwaps(at open: Int) {
    guard open >= 2, !tokens[open].spaceBefore, structure.partner[open] > open else { return }
    let callee = tokens[open - 1]
    guard callee.kind == .identifier || callee.isSymbol(")") || callee.isSymbol("]"),
      !["if", "guard", "while", "return", "in", "case", "let", "var", "init", "subscript",
        "switch", "for", "catch"].contains(callee.text),
      !tokens[open - 2].isWord("func"), !tokens[open - 2].isWord("case"),
      !inAttributeOrDirective(open)
    else { return }
    let close = structure.partner[open]
    var arguments: [(value: Int, end: Int)] = []
    var start = open + 1
    var cursor = open + 1
    while cursor <= close {
      if cursor == close || (tokens[cursor].isSymbol(",") && structure.enclosing[cursor] == open) {
        if cursor > start {
          let labelled = cursor - start > 2 && tokens[start].kind == .identifier
            && tokens[start + 1].isSymbol(":")
          arguments.append((labelled ? start + 2 : start, cursor - 1))
        }
        start = cursor + 1
      }
      if ["(", "[", "{"].contains(tokens[cursor].text), tokens[cursor].kind == .punctuation,
        structure.partner[cursor] > cursor, cursor != open
      {
        cursor = structure.partner[cursor]
      } else {
        cursor += 1
      }
    }
    guard arguments.count >= 2 else { return }
    for pair in 0..<(arguments.count - 1) {
      let first = arguments[pair]
      let second = arguments[pair + 1]
      guard isSimple(first.value, first.end), isSimple(second.value, second.end),
        category(first.value, first.end) == category(second.value, second.end)
      else { continue }
      let firstText = slice(tokens[first.value].start, tokens[first.end].end)
      let secondText = slice(tokens[second.value].start, tokens[second.end].end)
      guard firstText != secondText else { continue }
      let between = slice(tokens[first.end].end, tokens[second.value].start)
      let swapped = secondText + between + firstText
      add(.swapArguments, first.value, second.end, replacement: swapped,
        schema: .insertions(
          SchemaInsertion.around(
            tokens[first.value].start, tokens[first.end].end,
            "(workbenchMutant(\u{1}) ? (\(secondText)) : (", "))")
            + SchemaInsertion.around(
              tokens[second.value].start, tokens[second.end].end,
              "(workbenchMutant(\u{1}) ? (\(firstText)) : (", "))")))
    }
  }

  /// A value worth swapping: one line, a few names, member accesses and literals; not an
  /// implicit member (`.touchUpInside`), whose type only its position gives.
  func isSimple(_ first: Int, _ last: Int) -> Bool {
    guard last >= first, last - first < 6, tokens[first].line == tokens[last].line,
      !tokens[first].isSymbol(".")
    else {
      return false
    }
    return tokens[first...last].allSatisfy { token in
      switch token.kind {
      case .identifier: !["let", "var", "_", "in", "inout"].contains(token.text)
      case .integer, .number, .string: true
      case .punctuation: token.text == "."
      case .operator: token.text == "?" || token.text == "!"
      default: false
      }
    }
  }

  /// Literals swap with literals of their kind, a name with a name, a member access with a
  /// member access: values of one shape are the likeliest to have one type.
  func category(_ first: Int, _ last: Int) -> String {
    guard first == last else { return "path" }
    let token = tokens[first]
    if token.kind == .identifier, ["true", "false", "nil", "self"].contains(token.text) {
      return token.text == "false" ? "true" : token.text
    }
    return token.kind == .identifier ? "name" : "\(token.kind)"
  }
}
