/// What the operators need to know about a file beyond its tokens: which brackets match,
/// which bracket encloses each token, what each brace opens, and where statements begin.
struct SourceStructure {
  /// What a `{` opens.
  enum Brace: Equatable {
    /// A type's or extension's body: declarations, no statements.
    case type
    /// A function's, initializer's or deinitializer's body.
    case function(initializer: Bool)
    /// A computed property's or `get` body: often one expression, returned.
    case computed
    /// A closure, a control-flow block, an accessor that is not `get`.
    case code
  }

  let tokens: [SwiftToken]
  /// For every bracket token, the index of its partner; -1 for the other tokens.
  private(set) var partner: [Int]
  /// For every token, the index of the innermost open bracket around it; -1 at top level.
  private(set) var enclosing: [Int]
  /// What each `{` opens, by the brace's index.
  private(set) var braces: [Int: Brace] = [:]

  init(_ tokens: [SwiftToken]) {
    self.tokens = tokens
    partner = Array(repeating: -1, count: tokens.count)
    enclosing = Array(repeating: -1, count: tokens.count)
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      enclosing[index] = open.last ?? -1
      guard token.kind == .punctuation else { continue }
      switch token.text {
      case "(", "[", "{":
        if token.text == "{" { braces[index] = classify(braceAt: index) }
        open.append(index)
      case ")", "]", "}":
        if let opener = open.popLast() {
          partner[opener] = index
          partner[index] = opener
          enclosing[index] = open.last ?? -1
        }
      default: break
      }
    }
  }

  /// The nearest keyword before the brace decides what it opens.
  private func classify(braceAt index: Int) -> Brace {
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        if token.text == ")" || token.text == "]" {
          cursor = partner[cursor] - 1
          continue
        }
        if ["{", "}", ";"].contains(token.text) { return .code }
      }
      if token.kind == .operator, token.text == "=" { return .code }
      if token.kind == .identifier {
        switch token.text {
        case "func", "subscript", "deinit": return .function(initializer: false)
        case "init": return .function(initializer: true)
        case "class", "struct", "enum", "extension", "protocol", "actor": return .type
        case "var", "get": return .computed
        case "in", "if", "guard", "else", "for", "while", "switch", "do", "defer", "repeat",
          "catch", "return", "set", "didSet", "willSet", "let":
          return .code
        default: break
        }
      }
      cursor -= 1
    }
    return .code
  }

  /// Whether the function or computed property the brace at `opener` opens declares a
  /// result (`-> T`, or `var x: T {`): its only statement is what it returns.
  func returnsValue(_ opener: Int) -> Bool {
    switch braces[opener] {
    case .computed: return true
    case .function: break
    default: return false
    }
    var cursor = opener - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.isSymbol(")") || token.isSymbol("]") {
        cursor = partner[cursor] - 1
        continue
      }
      if token.isSymbol("->") { return true }
      if token.isWord("func") || token.isWord("init") || token.isSymbol("{")
        || token.isSymbol("}")
      {
        return false
      }
      cursor -= 1
    }
    return false
  }

  /// Whether the closure the brace at `opener` opens has a signature ending at `signatureEnd`
  /// (its `in`) that declares a result type (`{ value -> T in`).
  func closureDeclaresResult(_ opener: Int, signatureEnd: Int) -> Bool {
    guard opener >= 0, braces[opener] == .code, enclosing[signatureEnd] == opener else {
      return false
    }
    return (opener + 1..<signatureEnd).contains { enclosing[$0] == opener && tokens[$0].isSymbol("->") }
  }

  /// Whether token `index` is inside an initializer's body, closures included.
  func isInsideInitializer(_ index: Int) -> Bool {
    var opener = enclosing[index]
    while opener >= 0 {
      if case .function(let initializer) = braces[opener] { return initializer }
      opener = enclosing[opener]
    }
    return false
  }

  /// Whether token `index` begins a statement of a function, closure or block body.
  func startsStatement(_ index: Int) -> Bool {
    let opener = enclosing[index]
    guard opener >= 0, braces[opener] == .code || isFunctionBody(opener) else { return false }
    let token = tokens[index]
    if token.kind == .punctuation, [")", "]", "}", ",", ":", ".", "->", ";"].contains(token.text) {
      return false
    }
    if token.kind == .operator { return false }
    if ["else", "catch", "where", "in"].contains(token.text), token.kind == .identifier {
      return false
    }
    let previous = tokens[index - 1]
    if index - 1 == opener || previous.isSymbol(";") { return true }
    if previous.isWord("in"), closureSignatureEnds(at: index - 1) { return true }
    guard token.newlineBefore else { return false }
    return !continuesOnNextLine(previous)
  }

  private func isFunctionBody(_ opener: Int) -> Bool {
    if case .function = braces[opener] { return true }
    return false
  }

  /// Whether the `in` at `index` ends a closure's signature (its brace's first `in`).
  private func closureSignatureEnds(at index: Int) -> Bool {
    let opener = enclosing[index]
    guard opener >= 0, tokens[opener].text == "{" else { return false }
    for cursor in (opener + 1)..<index where enclosing[cursor] == opener {
      // A `for … in` of the block, not a closure's signature.
      if tokens[cursor].isWord("in") || tokens[cursor].isWord("for") { return false }
    }
    return true
  }

  /// Whether a line ending in `token` goes on on the next line.
  private func continuesOnNextLine(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .operator:
      // A postfix `?` or `!` ends an expression; any other operator wants an operand.
      return !((token.text == "?" || token.text == "!") && !token.spaceBefore)
    case .punctuation:
      return ["(", "[", ",", ".", ":", "->", "\\"].contains(token.text)
    case .identifier:
      return [
        "return", "try", "await", "if", "guard", "let", "var", "case", "else", "throw", "is",
        "as", "while", "for", "switch", "where", "import", "func", "in",
      ].contains(token.text)
    case .attribute, .directive: return true
    default: return false
    }
  }

  /// The index one past the last token of the statement that starts at `index`.
  func statementEnd(from index: Int) -> Int {
    let opener = enclosing[index]
    var cursor = index
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text), partner[cursor] > 0 {
        cursor = partner[cursor] + 1
      } else {
        cursor += 1
      }
      guard cursor < tokens.count else { return cursor }
      if cursor == partner[opener] || enclosing[cursor] != opener { return cursor }
      if startsStatement(cursor) { return cursor }
    }
    return cursor
  }
}
