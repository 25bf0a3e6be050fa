// MARK: - Flow of one input

import Engine

extension MarkdownReport {
  /// Each variant's flow diagram of the feature's representative steps, as Mermaid, with the
  /// boundary crossings per input over every scenario.
  static func flow(_ feature: FeatureReport) -> String {
    guard let first = feature.variants.lazy.compactMap(\.flow).first else { return "" }
    var table = MarkdownTable(
      headers: [
        "variant", "platform crossings in these steps",
        "platform crossings / input (all scenarios)",
      ],
      alignments: ["---", "---:", "---:"])
    var diagrams: [String] = []
    for variant in feature.variants {
      table.append([
        variant.variant.rawValue, variant.flow.map { "\($0.crossings)" } ?? "–",
        variant.boundaryCrossingsPerInput.map { CostFormat.decimal($0, places: 2) } ?? "–",
      ])
      guard let flow = variant.flow else { continue }
      diagrams.append(
        "<details><summary>\(variant.variant.rawValue)</summary>\n\n"
          + MarkdownText.block(MermaidSequence.render(flow), language: "mermaid")
          + "\n\n</details>")
    }
    let steps = first.steps.map { "line \($0.line) \(MarkdownText.code($0.source))" }
      .joined(separator: ", ")
    return """
      ### Flow of one input

      What ran when \(MarkdownText.code(first.scenario)) played \(steps), as the UIKit, \
      CoreLocation and HTTP stand-ins and the reactive runtimes recorded it. A crossing is one \
      recorded arrow: an input passing from one layer to another. Dashed arrows are inferred; \
      dashed open arrows show stored state of a variant's object that changed, and are not \
      crossings. Arrows whose label ends in `File.swift:line` are calls between the style's \
      own types, read from the source rather than recorded: the path of the input from the \
      handler its widget is wired to (or the delegate method the widget called) through the \
      style's role files. `[branch]` marks a call on an if, switch, guard or loop (it runs on \
      some paths only), `[closure]` one inside a closure handed to the platform, the domain or \
      a runtime (it runs when that calls back). They are not crossings: the crossing columns \
      count what passes between the style and the platform and runtime stand-ins, and leave \
      out the calls between the style's own roles (Clean Swift's VIP loop, a delegate's \
      presenter) — compare those in the diagrams.

      \(table.render())

      \(diagrams.joined(separator: "\n\n"))
      """
  }
}
