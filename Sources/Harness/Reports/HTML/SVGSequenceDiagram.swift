import Engine

/// A flow diagram as an inline SVG sequence diagram: a box and a dashed lifeline per layer, a
/// band per scenario step, and one arrow per message, in the order they happened.
///
/// Calls and inputs are solid arrows with filled heads, inferred messages dashed, notes
/// (renders, requests) thin with open heads, and an event on a layer's own lifeline a loop.
/// Calls read from the source (`source`) are green solid arrows labelled with their
/// `File.swift:line`.
/// Each arrow carries its endpoints and kind in `data-from`, `data-to` and `data-kind`.
struct SVGSequenceDiagram {
  let diagram: FlowDiagram
  let title: String

  static let fontSize = 11.0
  static let boxHeight = 24.0
  static let messageHeight = 28.0
  static let selfHeight = 38.0
  static let bandHeight = 24.0
  static let margin = 8.0

  func svg() -> String {
    let layout = Layout(diagram)
    var rows: [String] = []
    var y = Self.margin + Self.boxHeight + 14
    for step in diagram.steps {
      rows.append(band(step, y: y, width: layout.width))
      y += Self.bandHeight + 6
      for message in diagram.messages where message.step == step.step {
        rows.append(arrow(message, layout: layout, y: &y))
      }
    }
    let bottom = y + 4
    var parts = [String]()
    for (index, name) in diagram.participants.enumerated() {
      let x = layout.centers[index]
      parts.append(
        XMLText.element(
          "line",
          [
            "class": "lifeline", "x1": XMLText.number(x),
            "y1": XMLText.number(Self.margin + Self.boxHeight), "x2": XMLText.number(x),
            "y2": XMLText.number(bottom),
          ]))
      parts.append(
        XMLText.element(
          "rect",
          [
            "class": "participant", "data-name": name,
            "x": XMLText.number(x - layout.boxWidths[index] / 2), "y": XMLText.number(Self.margin),
            "width": XMLText.number(layout.boxWidths[index]),
            "height": XMLText.number(Self.boxHeight), "rx": "3",
          ]))
      parts.append(
        XMLText.text(
          "text",
          [
            "class": "participant-name", "x": XMLText.number(x),
            "y": XMLText.number(Self.margin + Self.boxHeight / 2 + 4), "text-anchor": "middle",
          ], name))
    }
    let description =
      "Sequence diagram: \(diagram.messages.count) messages between "
      + diagram.participants.joined(separator: ", ") + ", in the order they happened: "
      + diagram.messages.prefix(40).map { "\($0.from) → \($0.to): \($0.labelWithLocation)" }
      .joined(separator: "; ") + (diagram.messages.count > 40 ? "; …" : "")
    return SVGDocument.wrap(
      parts + rows, width: layout.width, height: bottom + Self.margin, label: title,
      description: description)
  }

  // MARK: - Rows

  private func band(_ step: FlowDiagram.Step, y: Double, width: Double) -> String {
    let text = "step \(step.step), line \(step.line): \(step.source)"
    return XMLText.element(
      "rect",
      [
        "class": "step-band", "x": "0", "y": XMLText.number(y), "width": XMLText.number(width),
        "height": XMLText.number(Self.bandHeight),
      ])
      + XMLText.text(
        "text",
        [
          "class": "step-text", "x": XMLText.number(Self.margin),
          "y": XMLText.number(y + Self.bandHeight / 2 + 4),
        ], text)
  }

  private func arrow(_ message: FlowMessage, layout: Layout, y: inout Double) -> String {
    guard let fromIndex = diagram.participants.firstIndex(of: message.from),
      let toIndex = diagram.participants.firstIndex(of: message.to)
    else { return "" }
    let from = layout.centers[fromIndex]
    let to = layout.centers[toIndex]
    let text = message.labelWithLocation + (message.count > 1 ? " ×\(message.count)" : "")
    let attributes: KeyValuePairs<String, String> = [
      "class": "message \(message.kind.rawValue)", "data-from": message.from,
      "data-to": message.to, "data-kind": message.kind.rawValue,
    ]
    var shapes: [String] = []
    if fromIndex == toIndex {
      let lineY = y + 18
      shapes.append(
        XMLText.element(
          "path",
          [
            "class": "stroke",
            "d": "M\(n(from)),\(n(lineY)) h28 v12 h-24",
          ]))
      shapes.append(head(at: from + 2, lineY + 12, pointingLeft: true, open: false))
      shapes.append(label(text, x: from + 34, y: lineY + 10, anchor: "start"))
      y += Self.selfHeight
    } else {
      let lineY = y + 18
      let pointingLeft = to < from
      let tip = pointingLeft ? to + 1 : to - 1
      shapes.append(
        XMLText.element(
          "line",
          [
            "class": "stroke", "x1": n(from), "y1": n(lineY), "x2": n(tip), "y2": n(lineY),
          ]))
      let open = message.kind == .note || message.kind == .state
      shapes.append(head(at: tip, lineY, pointingLeft: pointingLeft, open: open))
      shapes.append(label(text, x: (from + to) / 2, y: lineY - 5, anchor: "middle"))
      y += Self.messageHeight
    }
    return XMLText.element(
      "g", attributes,
      content: XMLText.text("title", "\(message.from) → \(message.to): \(text)")
        + shapes.joined())
  }

  private func head(at x: Double, _ y: Double, pointingLeft: Bool, open: Bool) -> String {
    let back = pointingLeft ? x + 8 : x - 8
    let points = "\(n(back)),\(n(y - 4)) \(n(x)),\(n(y)) \(n(back)),\(n(y + 4))"
    return XMLText.element(open ? "polyline" : "polygon", ["class": "head", "points": points])
  }

  private func label(_ text: String, x: Double, y: Double, anchor: String) -> String {
    XMLText.text(
      "text", ["class": "message-label", "x": n(x), "y": n(y), "text-anchor": anchor], text)
  }

  private func n(_ value: Double) -> String { XMLText.number(value) }
}
