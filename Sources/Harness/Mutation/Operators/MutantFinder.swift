/// Finds every mutant the operators can make in one file: the candidates the sampler draws
/// from. Works on tokens (``SwiftTokenizer``), so comments and strings are never touched.
public enum MutantFinder {
  /// Every mutant of `text`, the file at `file` (relative to the package root), in file
  /// order.
  public static func mutants(in text: String, file: String) -> [Mutant] {
    var finder = Finder(text: text, file: file)
    finder.findAll()
    return finder.identified()
  }
}

/// A mutant before it has its identity: the edit and the tokens it spans.
struct Candidate {
  var `operator`: MutationOperator
  var firstToken: Int
  var lastToken: Int
  var start: Int
  var end: Int
  var replacement: String
  var schema: SchemaForm?
}

struct Finder {
  let text: String
  let bytes: [UInt8]
  let file: String
  let structure: SourceStructure
  var candidates: [Candidate] = []
  var tokens: [SwiftToken] { structure.tokens }

  init(text: String, file: String) {
    self.text = text
    bytes = Array(text.utf8)
    self.file = file
    structure = SourceStructure(SwiftTokenizer.tokens(of: text))
  }

  static let comparisons: [String: [String]] = [
    "<": ["<=", ">="], "<=": ["<", ">"], ">": [">=", "<="], ">=": [">", "<"],
    "==": ["!="], "!=": ["=="],
  ]

  mutating func findAll() {
    for index in tokens.indices {
      let token = tokens[index]
      switch token.kind {
      case .operator: findOperator(at: index)
      case .integer: findInteger(at: index)
      case .identifier:
        if token.text == "true" || token.text == "false" {
          let flipped = token.text == "true" ? "false" : "true"
          add(.boolean, index, index, replacement: flipped,
            schema: .literal(start: token.start, end: token.end, value: flipped))
        } else if token.text == "weak" {
          findWeak(at: index)
        }
      case .punctuation:
        if token.text == ".", index + 1 < tokens.count { findChainOperator(at: index) }
        if token.text == "(" { findSwaps(at: index) }
      default: break
      }
      if structure.startsStatement(index) { findStatement(at: index) }
    }
  }

  // MARK: - Operators and literals

  mutating func findOperator(at index: Int) {
    let token = tokens[index]
    guard token.spaceBefore, token.spaceAfter, index > 0, index + 1 < tokens.count,
      !inAttributeOrDirective(index)
    else { return }
    if let flips = Self.comparisons[token.text] {
      guard !isGenericRequirement(index) else { return }
      for flip in flips {
        add(.comparison, index, index, replacement: flip,
          schema: .binaryOperator(
            start: token.start, end: token.end, original: token.text, replacement: flip))
      }
    } else if token.text == "&&" || token.text == "||" {
      let flip = token.text == "&&" ? "||" : "&&"
      add(.logical, index, index, replacement: flip,
        schema: .binaryOperator(
          start: token.start, end: token.end, original: token.text, replacement: flip))
    }
  }

  /// `where T == U` in a declaration's header compares types, not values.
  func isGenericRequirement(_ index: Int) -> Bool {
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.isSymbol("{") || token.isSymbol("}") || token.isSymbol(";") { return false }
      if token.isWord("where") {
        return structure.enclosing[index] < 0
          || structure.braces[structure.enclosing[index]] == .type
          || !(tokens[structure.enclosing[index]].isSymbol("{"))
          || (cursor > 0 && tokens[cursor - 1].isSymbol(">"))
          || tokens[cursor...index].contains { $0.isWord("func") || $0.isWord("extension") }
      }
      if token.newlineBefore, !token.isWord("where") { return false }
      cursor -= 1
    }
    return false
  }

  mutating func findInteger(at index: Int) {
    let token = tokens[index]
    guard let value = Int(token.text.filter { $0 != "_" }), index > 0,
      !inAttributeOrDirective(index), !isRawValue(index)
    else { return }
    for changed in [value + 1, value - 1] where changed >= 0 {
      add(.integer, index, index, replacement: String(changed),
        schema: .literal(start: token.start, end: token.end, value: String(changed)))
    }
  }

  /// `case one = 1`: an enum's raw value must stay a literal.
  func isRawValue(_ index: Int) -> Bool {
    guard tokens[index - 1].isSymbol("=") || tokens[index - 1].isSymbol("-") else {
      return false
    }
    var cursor = index - 1
    while cursor >= 0, !tokens[cursor].newlineBefore { cursor -= 1 }
    return cursor >= 0 && tokens[cursor].isWord("case")
  }

  /// Whether token `index` sits in an attribute's arguments (`@available(…)`) or on a
  /// compiler-directive line (`#if`).
  func inAttributeOrDirective(_ index: Int) -> Bool {
    var opener = structure.enclosing[index]
    while opener > 0 {
      if tokens[opener].text == "(", tokens[opener - 1].kind == .attribute { return true }
      opener = structure.enclosing[opener]
    }
    var cursor = index
    while cursor > 0, !tokens[cursor].newlineBefore { cursor -= 1 }
    return tokens[cursor].kind == .directive && tokens[cursor].text.hasPrefix("#if")
      || tokens[cursor].text == "#elseif"
  }

  mutating func findWeak(at index: Int) {
    let token = tokens[index]
    guard index + 1 < tokens.count, tokens[index + 1].isWord("var") else { return }
    add(.deleteWeak, index, index, start: token.start, end: tokens[index + 1].start,
      replacement: "", schema: nil)
  }

  // MARK: - Recording

  mutating func add(
    _ kind: MutationOperator, _ first: Int, _ last: Int, replacement: String,
    schema: SchemaForm?
  ) {
    add(kind, first, last, start: tokens[first].start, end: tokens[last].end,
      replacement: replacement, schema: schema)
  }

  mutating func add(
    _ kind: MutationOperator, _ first: Int, _ last: Int, start: Int, end: Int,
    replacement: String, schema: SchemaForm?
  ) {
    candidates.append(
      Candidate(
        operator: kind, firstToken: first, lastToken: last, start: start, end: end,
        replacement: replacement, schema: schema))
  }

  func slice(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
