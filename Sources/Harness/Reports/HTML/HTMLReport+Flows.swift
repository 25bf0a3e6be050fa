// MARK: - Flow diagrams


extension HTMLReport {
  /// What the green arrows are, shared with the Markdown report.
  static let sourcePathLegend =
    "Green arrows are calls between the style's own types (view controller, interactor, "
    + "presenter, view model…), which cross no hook: they are read from the source, not "
    + "recorded — the path of the input from the handler its widget is wired to (or the "
    + "delegate method the widget called), following calls through the style's role files, "
    + "each labelled with the call's file and line. [branch] marks a call on an if, switch, "
    + "guard or loop (it runs on some paths only), [closure] one inside a closure handed to "
    + "the platform, the domain or a runtime (it runs when that calls back). They are not "
    + "counted as crossings."

  static func flows(_ feature: FeatureReport) -> String {
    let diagrams = feature.variants.compactMap { variant -> String? in
      guard let flow = variant.flow else { return nil }
      let crossings = flow.crossings
      let caption =
        "\(crossings) boundary crossing\(crossings == 1 ? "" : "s") in these steps; "
        + "\(decimal(variant.boundaryCrossingsPerInput)) per input over all scenarios."
      return XMLText.element(
        "figure",
        ["class": "flow", "data-variant": variant.variant.rawValue, "tabindex": "0"],
        content: XMLText.text("figcaption", [:], variant.variant.rawValue)
          + SVGSequenceDiagram(diagram: flow, title: "Flow of \(variant.variant.rawValue)").svg()
          + XMLText.text("p", ["class": "legend"], caption))
    }
    guard let first = feature.variants.lazy.compactMap(\.flow).first else { return "" }
    let steps = first.steps.map { "line \($0.line): \($0.source)" }.joined(separator: "; ")
    let intro =
      "What ran when \(first.scenario) played \(steps), recorded by the UIKit, CoreLocation "
      + "and HTTP stand-ins and the reactive runtimes: solid arrows pass control into a "
      + "layer, thin open arrows are renders and requests, dashed arrows are inferred (the "
      + "model a notification came from), a loop is an event arriving on its own; where a "
      + "call changed an object's stored state, a dotted arrow from the layer then current "
      + "shows the change. " + sourcePathLegend
    return XMLText.text("h3", ["id": flowsAnchor(feature.feature)], "Flow of one input")
      + XMLText.text("p", ["class": "legend"], intro)
      + XMLText.element("div", ["class": "flows"], content: diagrams.joined(separator: "\n"))
  }
}
