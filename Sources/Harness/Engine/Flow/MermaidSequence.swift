
/// A flow diagram as a Mermaid `sequenceDiagram`, for the Markdown report.
///
/// Participants get short ids (`p0`, `p1`, …) and their names as aliases; a note spanning the
/// diagram introduces each step. Calls and inputs are solid arrows, notes (renders, requests)
/// open arrows, inferred messages dashed arrows, observed changes of state dashed open arrows,
/// and an event on a layer's own lifeline a self-message. Calls read from the source are solid
/// arrows whose label ends with the call's `File.swift:line`.
public enum MermaidSequence {
  /// The diagram's Mermaid source, without the code fence.
  public static func render(_ diagram: FlowDiagram) -> String {
    var lines = ["sequenceDiagram"]
    let ids = Dictionary(
      uniqueKeysWithValues: diagram.participants.enumerated().map { ($1, "p\($0)") })
    for (index, name) in diagram.participants.enumerated() {
      lines.append("  participant p\(index) as \(escaped(name))")
    }
    let span = diagram.participants.count > 1 ? "p0,p\(diagram.participants.count - 1)" : "p0"
    for step in diagram.steps {
      if !diagram.participants.isEmpty {
        lines.append(
          "  Note over \(span): step \(step.step), line \(step.line): \(escaped(step.source))")
      }
      for message in diagram.messages where message.step == step.step {
        guard let from = ids[message.from], let to = ids[message.to] else { continue }
        let repeats = message.count > 1 ? " ×\(message.count)" : ""
        let label = escaped(message.labelWithLocation)
        lines.append("  \(from)\(arrow(message.kind))\(to): \(label)\(repeats)")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func arrow(_ kind: FlowMessage.Kind) -> String {
    switch kind {
    case .input, .call, .event, .source: "->>"
    case .inferred: "-->>"
    case .note: "-)"
    case .state: "--)"
    }
  }

  /// `text` safe inside a Mermaid statement: characters Mermaid would read as syntax or markup
  /// become its entity codes.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }
}
