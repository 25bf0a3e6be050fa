
/// A horizontal bar chart as inline SVG: one labelled bar per category, an x axis with round
/// ticks and its label (with the unit), and each bar's value printed at its end.
///
/// Every bar carries its exact value in `data-value` (and its category in `data-label`), so
/// tests can check the chart against the numbers it was drawn from.
struct SVGBarChart {
  struct Bar {
    let label: String
    let value: Double
    /// The value as printed at the bar's end.
    let text: String
    let color: String
    /// The value's 95 % interval, drawn as a whisker across the bar's end; nil for none.
    var interval: ClosedRange<Double>? = nil
  }

  let title: String
  /// The x axis's label, with its unit: `lines of code`, `× the fastest variant`.
  let axisLabel: String
  /// Names the chart in `data-series`, e.g. `code-size`.
  let series: String
  let bars: [Bar]

  static let fontSize = 11.0
  static let rowHeight = 22.0
  static let plotWidth = 360.0

  func svg() -> String {
    let labelWidth = (bars.map { SVGText.width($0.label, fontSize: Self.fontSize) }.max() ?? 0)
    let valueWidth = (bars.map { SVGText.width($0.text, fontSize: Self.fontSize) }.max() ?? 0)
    let left = labelWidth + 16
    let top = 28.0
    let plotHeight = Double(bars.count) * Self.rowHeight
    let width = left + Self.plotWidth + valueWidth + 16
    let height = top + plotHeight + 44
    let axis = SVGAxis(
      maximum: bars.map { max($0.value, $0.interval?.upperBound ?? 0) }.max() ?? 1)
    var parts = [
      XMLText.text("text", ["class": "chart-title", "x": "0", "y": "14"], title)
    ]
    for tick in axis.ticks {
      let x = axis.position(of: tick, from: left, to: left + Self.plotWidth)
      parts.append(SVGDocument.line(x, top, x, top + plotHeight, "grid"))
      parts.append(
        XMLText.text(
          "text",
          [
            "class": "tick", "x": XMLText.number(x),
            "y": XMLText.number(top + plotHeight + 14), "text-anchor": "middle",
          ], SVGAxis.label(tick)))
    }
    for (index, bar) in bars.enumerated() {
      let y = top + Double(index) * Self.rowHeight
      let end = axis.position(of: max(0, bar.value), from: left, to: left + Self.plotWidth)
      parts.append(
        XMLText.text(
          "text",
          [
            "class": "category", "x": XMLText.number(left - 8),
            "y": XMLText.number(y + Self.rowHeight / 2 + 4), "text-anchor": "end",
          ], bar.label))
      parts.append(
        XMLText.element(
          "rect",
          [
            "class": "bar", "data-series": series, "data-label": bar.label,
            "data-value": String(bar.value), "x": XMLText.number(left),
            "y": XMLText.number(y + 3), "width": XMLText.number(max(1, end - left)),
            "height": XMLText.number(Self.rowHeight - 6), "fill": bar.color,
          ],
          content: XMLText.text("title", "\(bar.label): \(bar.text)")))
      if let interval = bar.interval {
        let low = axis.position(of: max(0, interval.lowerBound), from: left, to: left + Self.plotWidth)
        let high = axis.position(of: interval.upperBound, from: left, to: left + Self.plotWidth)
        let middle = y + Self.rowHeight / 2
        parts.append(SVGDocument.line(low, middle, high, middle, "interval"))
        parts.append(SVGDocument.line(low, middle - 4, low, middle + 4, "interval"))
        parts.append(SVGDocument.line(high, middle - 4, high, middle + 4, "interval"))
      }
      let textStart = max(end, left, bar.interval.map {
        axis.position(of: $0.upperBound, from: left, to: left + Self.plotWidth)
      } ?? left)
      parts.append(
        XMLText.text(
          "text",
          [
            "class": "value", "x": XMLText.number(textStart + 6),
            "y": XMLText.number(y + Self.rowHeight / 2 + 4),
          ], bar.text))
    }
    parts.append(
      SVGDocument.line(left, top + plotHeight, left + Self.plotWidth, top + plotHeight, "axis"))
    parts.append(
      XMLText.text(
        "text",
        [
          "class": "axis-label", "x": XMLText.number(left + Self.plotWidth / 2),
          "y": XMLText.number(top + plotHeight + 34), "text-anchor": "middle",
        ], axisLabel))
    let description =
      "\(axisLabel), one labelled bar each: "
      + bars.map { "\($0.label): \($0.text)" }.joined(separator: "; ")
    return SVGDocument.wrap(
      parts, width: width, height: height, label: title, description: description)
  }

}
