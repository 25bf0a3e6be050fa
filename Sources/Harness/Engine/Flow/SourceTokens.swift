/// One Swift source file as code tokens — comments and string contents removed, by the code-size
/// scanner — each with its line, and its brackets matched.
struct SourceTokens {
  /// The file's name (`CounterInteractor.swift`), as hops cite it.
  let file: String
  let tokens: [String]
  /// The 1-based line of each token.
  let lines: [Int]
  /// For each opening `(`, `[` or `{`, the index of the bracket closing it.
  let closing: [Int: Int]
  /// How many `if`, `else`, `switch`, `guard`, `catch`, `for` and `while` blocks enclose each
  /// token: a call made at a greater depth than its function's body runs only on some paths.
  let branchDepth: [Int]
  /// The `{` that open those blocks.
  let branchBraces: Set<Int>

  init(file: String, text: String) {
    var scanner = SwiftSourceScanner(bytes: Array(text.utf8))
    scanner.scan()
    self.file = file
    tokens = scanner.tokens
    lines = scanner.tokenLines
    var closing: [Int: Int] = [:]
    var open: [(index: Int, isBranch: Bool)] = []
    var depth = 0
    var branchDepth: [Int] = []
    var branchBraces: Set<Int> = []
    branchDepth.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      switch token {
      case "(", "[", "{":
        let isBranch = token == "{" && Self.opensBranch(at: index, tokens, scanner.tokenLines)
        open.append((index, isBranch))
        branchDepth.append(depth)
        if isBranch {
          depth += 1
          branchBraces.insert(index)
        }
      case ")", "]", "}":
        if let last = open.popLast() {
          closing[last.index] = index
          if last.isBranch { depth -= 1 }
        }
        branchDepth.append(depth)
      default:
        branchDepth.append(depth)
      }
    }
    self.closing = closing
    self.branchDepth = branchDepth
    self.branchBraces = branchBraces
  }

  /// Whether the `{` at `index` opens the block of a branch or a loop: the statement on its line
  /// starts with one of their keywords (`} else {` included).
  private static func opensBranch(at index: Int, _ tokens: [String], _ lines: [Int]) -> Bool {
    var first = index
    while first > 0 && lines[first - 1] == lines[index] { first -= 1 }
    var keyword = tokens[first]
    if keyword == "}", first + 1 < index { keyword = tokens[first + 1] }
    return ["if", "else", "switch", "guard", "catch", "for", "while"].contains(keyword)
  }

  /// Whether `token` is an identifier (or a backtick-escaped one).
  static func isIdentifier(_ token: String) -> Bool {
    guard let first = token.utf8.first else { return false }
    if first == ASCII.backtick { return true }
    let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    return ASCII.isIdentifier(first) && !isDigit
  }
}
