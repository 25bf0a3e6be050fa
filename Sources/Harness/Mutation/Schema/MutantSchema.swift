/// Many mutants compiled into one build: each file's mutants are written into it, each
/// switched on by its number (`WORKBENCH_MUTANT=17` in the environment, read once per
/// process), so one build serves every mutant it holds.
///
/// A deleted statement becomes `if !workbenchMutant(17) { … }`, a removed operator
/// `workbenchWithout(17, receiver) { $0.operator(…) }`, a literal
/// `(workbenchMutant(17) ? 2 : 1)`, a swapped argument pair two such conditionals, and a
/// flipped `<` or `&&` an operator of its own per site (declared in the module's support file,
/// with the original's precedence) that behaves as the flip while the mutant is on. Without
/// `WORKBENCH_MUTANT` every file behaves as the original.
public enum MutantSchema {
  /// The environment variable that switches one mutant on.
  public static let environmentKey = "WORKBENCH_MUTANT"
  /// The support file every mutated module gets.
  public static let supportFileName = "WorkbenchMutantSchema.swift"

  /// `text` (the file the mutants are of) with every mutant written in, each by its number.
  public static func text(_ text: String, mutants: [(number: Int, mutant: Mutant)]) -> String {
    var insertions: [SchemaInsertion] = []
    var literals: [Int: (end: Int, choices: [(Int, String)])] = [:]
    var operators: [Int: (end: Int, name: String)] = [:]
    for (number, mutant) in mutants {
      switch mutant.schema {
      case .insertions(let inserted):
        insertions += inserted.map { insertion in
          var numbered = insertion
          numbered.text = insertion.text.replacingOccurrences(of: "\u{1}", with: String(number))
          return numbered
        }
      case .literal(let start, let end, let value):
        literals[start, default: (end, [])].choices.append((number, value))
      case .binaryOperator(let start, let end, let original, _):
        operators[start] = (end, operatorName(original, site: start, file: mutant.file))
      case nil: break
      }
    }
    let bytes = Array(text.utf8)
    var replacements: [Int: (end: Int, text: String)] = [:]
    for (start, literal) in literals {
      let original = String(decoding: bytes[start..<literal.end], as: UTF8.self)
      let choices = literal.choices.sorted { $0.0 < $1.0 }
        .map { "workbenchMutant(\($0.0)) ? \($0.1) : " }.joined()
      replacements[start] = (literal.end, "(\(choices)\(original))")
    }
    for (start, site) in operators { replacements[start] = (site.end, site.name) }
    let byOffset = Dictionary(grouping: insertions, by: \.offset)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count * 2)
    var offset = 0
    while offset <= bytes.count {
      if let here = byOffset[offset] {
        for insertion in here.sorted(by: { $0.goesBefore($1) }) {
          output += Array(insertion.text.utf8)
        }
      }
      if let replacement = replacements[offset] {
        output += Array(replacement.text.utf8)
        offset = replacement.end
        continue
      }
      if offset < bytes.count { output.append(bytes[offset]) }
      offset += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The operator a flipped site uses: the original followed by the site's number in
  /// mathematical operator characters (U+2200…), so `<` at byte 1234 of a file becomes
  /// something like `<∁∂∃∄…`.
  static func operatorName(_ original: String, site: Int, file: String) -> String {
    let key = Fingerprint.hex(of: "\(file)#\(site)")
    let digits = key.unicodeScalars.map { scalar -> Character in
      let value = Int(String(scalar), radix: 16) ?? 0
      return Character(Unicode.Scalar(0x2200 + value) ?? "∀")
    }
    return original + String(digits)
  }

  /// The support file of a module whose `mutants` are in the schema: the switch, the helper
  /// a removed operator uses, and one operator per flipped site.
  public static func supportFile(mutants: [(number: Int, mutant: Mutant)]) -> String {
    var lines = [
      "// Written by `workbench mutate` into its scratch copy; never part of the sources.",
      "import Foundation",
      "",
      "let workbenchActiveMutant: Int =",
      "  ProcessInfo.processInfo.environment[\"\(environmentKey)\"].flatMap { Int($0) } ?? 0",
      "",
      "func workbenchMutant(_ number: Int) -> Bool { workbenchActiveMutant == number }",
      "",
      "func workbenchWithout<T>(_ number: Int, _ value: T, _ operation: (T) throws -> T) rethrows -> T {",
      "  workbenchMutant(number) ? value : try operation(value)",
      "}",
    ]
    var sites: [String: (original: String, choices: [(Int, String)])] = [:]
    for (number, mutant) in mutants {
      guard case .binaryOperator(let start, _, let original, let replacement) = mutant.schema
      else { continue }
      let name = operatorName(original, site: start, file: mutant.file)
      sites[name, default: (original, [])].choices.append((number, replacement))
    }
    for (name, site) in sites.sorted(by: { $0.key < $1.key }) {
      lines += [""] + declarations(name, original: site.original, choices: site.choices)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func declarations(_ name: String, original: String, choices: [(Int, String)])
    -> [String]
  {
    // `returning` is `try ` where the operands can throw: `&&` and `||` rethrow what their
    // right-hand side throws, so the whole expression needs the `try`.
    func body(_ lhs: String, _ rhs: String, returning: String = "") -> [String] {
      ["  switch workbenchActiveMutant {"]
        + choices.map { "  case \($0.0): return \(returning)\(lhs) \($0.1) \(rhs)" }
        + ["  default: return \(returning)\(lhs) \(original) \(rhs)", "  }", "}"]
    }
    switch original {
    case "&&", "||":
      let group = original == "&&" ? "LogicalConjunctionPrecedence" : "LogicalDisjunctionPrecedence"
      return ["infix operator \(name): \(group)",
        "func \(name)(lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {"]
        + body("lhs", "rhs()", returning: "try ")
    case "==", "!=":
      return ["infix operator \(name): ComparisonPrecedence",
        "func \(name)<T: Equatable>(lhs: T, rhs: T) -> Bool {"] + body("lhs", "rhs")
        + ["func \(name)<T>(lhs: T?, rhs: _OptionalNilComparisonType) -> Bool {"]
        + body("lhs", "rhs")
    default:
      return ["infix operator \(name): ComparisonPrecedence",
        "func \(name)<T: Comparable>(lhs: T, rhs: T) -> Bool {"] + body("lhs", "rhs")
    }
  }
}
