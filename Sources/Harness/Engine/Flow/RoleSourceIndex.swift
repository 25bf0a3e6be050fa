/// The declarations of one style's feature that a ``RoleCallPath`` follows calls through: per
/// role file, its types, what they conform to, their stored properties and their functions.
///
/// Read from tokens, not compiled: enough of Swift's grammar for the shape variants are written
/// in (a declaration per line, bodies in braces), not a parser.
struct RoleSourceIndex {
  /// A function or initializer declared in a role file.
  struct Function {
    let type: String
    let name: String
    /// Argument labels, `_` for none.
    let labels: [String]
    /// The names the body uses for the parameters.
    let parameters: [String]
    let file: Int
    /// The body's tokens, between its braces; nil for a protocol requirement.
    let body: Range<Int>?

    /// `changeCount(request:)`.
    var signature: String {
      "\(name)(\(labels.map { "\($0):" }.joined()))"
    }
  }

  /// A stored property of a role type: the type names its declaration mentions, and the body
  /// of its `didSet` observer, if any.
  struct Property {
    let types: [String]
    let didSet: (file: Int, body: Range<Int>)?
  }

  let files: [SourceTokens]
  /// The files of the view role, where inputs are wired.
  let viewFiles: [Int]
  private(set) var functions: [Function] = []
  private(set) var properties: [String: [String: Property]] = [:]
  private(set) var protocols: Set<String> = []
  /// What each type conforms to or inherits from, its extensions included.
  private(set) var conformances: [String: Set<String>] = [:]

  /// Reads `files`, of which those at `viewFiles` hold the view role.
  init(files: [SourceTokens], viewFiles: [Int]) {
    self.files = files
    self.viewFiles = viewFiles
    for index in files.indices { read(index) }
  }

  // MARK: - Queries

  /// The concrete role types a property `name` of `type` may refer to: its declared type, or
  /// every role type conforming to the protocol it is declared as.
  func referents(of name: String, in type: String) -> Set<String>? {
    guard let property = properties[type]?[name] else { return nil }
    var result: Set<String> = []
    for declared in property.types {
      if protocols.contains(declared) {
        result.formUnion(conformances.filter { $0.value.contains(declared) }.keys)
      } else if conformances[declared] != nil || functions.contains(where: { $0.type == declared })
      {
        result.insert(declared)
      }
    }
    return result
  }

  /// The type whose declaration encloses token `index` of file `file`.
  func enclosingType(of index: Int, in file: Int) -> String? {
    typeScopes[file]?.last { $0.range.contains(index) }?.name
  }

  // MARK: - Reading

  private var typeScopes: [Int: [(name: String, range: Range<Int>)]] = [:]

  private static let introducers: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]

  private mutating func read(_ file: Int) {
    let source = files[file]
    let tokens = source.tokens
    var scopes: [(name: String, isProtocol: Bool, end: Int)] = []
    var index = 0
    while index < tokens.count {
      while let last = scopes.last, index > last.end { scopes.removeLast() }
      let token = tokens[index]
      let previous = index > 0 ? tokens[index - 1] : ""
      if Self.introducers.contains(token), index + 1 < tokens.count,
        SourceTokens.isIdentifier(tokens[index + 1]),
        !TypeDeclarations.memberWords.contains(tokens[index + 1]),
        !TypeDeclarations.blockingPredecessors.contains(previous),
        let open = tokens[index...].firstIndex(of: "{"), let end = source.closing[open]
      {
        let name = tokens[index + 1]
        if token == "protocol" { protocols.insert(name) }
        conformances[name, default: []].formUnion(inherited(tokens[(index + 2)..<open]))
        scopes.append((name, token == "protocol", end))
        typeScopes[file, default: []].append((name, open..<end))
        index = open + 1
        continue
      }
      guard let scope = scopes.last else {
        index += 1
        continue
      }
      if token == "func" || token == "init", previous != ".",
        let function = function(
          at: index, in: file, type: scope.name, isRequirement: scope.isProtocol)
      {
        functions.append(function)
        index = function.body?.upperBound ?? index + 1
        continue
      }
      // Function bodies are skipped whole, so a binding seen here belongs to the type.
      if token == "var" || token == "let", index + 1 < tokens.count,
        SourceTokens.isIdentifier(tokens[index + 1])
      {
        index = readProperty(at: index, in: file, type: scope.name, scopeEnd: scope.end)
        continue
      }
      index += 1
    }
  }

  /// The type names after the `:` of a type declaration, up to its `where` clause.
  private func inherited(_ header: ArraySlice<String>) -> Set<String> {
    guard let colon = header.firstIndex(of: ":") else { return [] }
    var names: Set<String> = []
    for token in header[(colon + 1)...] {
      if token == "where" { break }
      if SourceTokens.isIdentifier(token), token.first?.isUppercase == true { names.insert(token) }
    }
    return names
  }

  /// The function declared at `index` (`func` or `init`), with its parameters and body.
  private func function(at index: Int, in file: Int, type: String, isRequirement: Bool)
    -> Function?
  {
    let source = files[file]
    let tokens = source.tokens
    var cursor = index + 1
    let name: String
    if tokens[index] == "init" {
      name = "init"
      if cursor < tokens.count, tokens[cursor] == "?" || tokens[cursor] == "!" { cursor += 1 }
    } else {
      guard cursor < tokens.count, SourceTokens.isIdentifier(tokens[cursor]) else { return nil }
      name = tokens[cursor]
      cursor += 1
    }
    if cursor < tokens.count, tokens[cursor] == "<" {
      var depth = 0
      while cursor < tokens.count {
        if tokens[cursor] == "<" { depth += 1 }
        if tokens[cursor] == ">" { depth -= 1 }
        cursor += 1
        if depth == 0 { break }
      }
    }
    guard cursor < tokens.count, tokens[cursor] == "(", let close = source.closing[cursor] else {
      return nil
    }
    var labels: [String] = []
    var parameters: [String] = []
    for part in Self.split(tokens, (cursor + 1)..<close, closing: source.closing) {
      guard let colon = part.first(where: { tokens[$0] == ":" }) else { continue }
      let names = part.prefix { $0 < colon }.map { tokens[$0] }.filter(SourceTokens.isIdentifier)
        .filter { !["inout", "isolated", "borrowing", "consuming"].contains($0) }
      guard let first = names.first else { continue }
      labels.append(first)
      parameters.append(names.count > 1 ? names[1] : first)
    }
    var body: Range<Int>?
    if !isRequirement, let open = tokens[close...].firstIndex(of: "{"),
      let end = source.closing[open]
    {
      body = (open + 1)..<end
    }
    return Function(
      type: type, name: name, labels: labels, parameters: parameters, file: file, body: body)
  }

  /// Records the property declared at `index` directly in a type's body, and returns where
  /// reading goes on: after its accessors or observers, whose bindings are not properties.
  private mutating func readProperty(at index: Int, in file: Int, type: String, scopeEnd: Int)
    -> Int
  {
    let source = files[file]
    let tokens = source.tokens
    let name = tokens[index + 1]
    let line = source.lines[index]
    var types: [String] = []
    var cursor = index + 2
    if cursor < tokens.count, tokens[cursor] == ":" {
      cursor += 1
      while cursor < tokens.count, source.lines[cursor] == line, tokens[cursor] != "=",
        tokens[cursor] != "{"
      {
        if SourceTokens.isIdentifier(tokens[cursor]), tokens[cursor].first?.isUppercase == true {
          types.append(tokens[cursor])
        }
        cursor += 1
      }
    }
    if cursor + 1 < tokens.count, tokens[cursor] == "=",
      SourceTokens.isIdentifier(tokens[cursor + 1]), tokens[cursor + 1].first?.isUppercase == true
    {
      types.append(tokens[cursor + 1])
    }
    var didSet: (file: Int, body: Range<Int>)?
    var next = index + 2
    if let open = tokens[cursor..<min(scopeEnd, tokens.count)].firstIndex(of: "{"),
      source.lines[open] == line, let close = source.closing[open]
    {
      next = close + 1
      if open + 2 < tokens.count, tokens[open + 1] == "didSet", tokens[open + 2] == "{",
        let end = source.closing[open + 2]
      {
        didSet = (file, (open + 3)..<end)
      }
    }
    properties[type, default: [:]][name] = Property(types: types, didSet: didSet)
    return next
  }

  /// The ranges of the comma-separated parts of `range`, commas inside brackets excluded.
  static func split(_ tokens: [String], _ range: Range<Int>, closing: [Int: Int]) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if ["(", "[", "{"].contains(tokens[index]), let end = closing[index] {
        index = end + 1
        continue
      }
      if tokens[index] == "," {
        parts.append(start..<index)
        start = index + 1
      }
      index += 1
    }
    if start < range.upperBound { parts.append(start..<range.upperBound) }
    return parts
  }
}
