import Foundation

/// A line chart as inline SVG: one polyline with dots per series, both axes with round ticks
/// and labels (with units), and a legend.
///
/// Every dot carries its series in `data-label`, its x in `data-x` and its exact value (before
/// any unit scaling for display) in `data-value`.
struct SVGLineChart {
  struct Series {
    let name: String
    let color: String
    /// `(x, value)` pairs, by increasing x.
    let points: [(x: Double, value: Double)]
  }

  let title: String
  let xLabel: String
  /// The y axis's label, with the unit the values are shown in.
  let yLabel: String
  /// Names the chart in `data-series`.
  let series: String
  let lines: [Series]
  /// Values are divided by this for display (1 000 to show nanoseconds as µs).
  let yDivisor: Double
  /// Whether x is drawn on a base-10 logarithmic scale (sizes spanning decades); x must then
  /// be positive.
  var logarithmicX = false

  static let fontSize = 11.0
  static let plotWidth = 420.0
  static let plotHeight = 200.0

  func svg() -> String {
    let left = 64.0
    let top = 28.0
    let xs = lines.flatMap { $0.points.map { scaled($0.x) } }
    let values = lines.flatMap { $0.points.map { $0.value / yDivisor } }
    let xAxis =
      logarithmicX
      ? SVGAxis(
        lower: (xs.min() ?? 0).rounded(.down), upper: (xs.max() ?? 1).rounded(.up), step: 1)
      : SVGAxis(minimum: xs.min() ?? 0, maximum: xs.max() ?? 1, targetTicks: 6)
    let yAxis = SVGAxis(maximum: values.max() ?? 1)
    let legendWidth = (lines.map { SVGText.width($0.name, fontSize: Self.fontSize) }.max() ?? 0)
    let width = left + Self.plotWidth + 24 + legendWidth + 24
    let height = top + Self.plotHeight + 48
    func x(_ value: Double) -> Double {
      xAxis.position(of: scaled(value), from: left, to: left + Self.plotWidth)
    }
    func y(_ value: Double) -> Double {
      yAxis.position(of: value, from: top + Self.plotHeight, to: top)
    }
    var parts = [XMLText.text("text", ["class": "chart-title", "x": "0", "y": "14"], title)]
    for tick in yAxis.ticks {
      parts.append(SVGDocument.line(left, y(tick), left + Self.plotWidth, y(tick), "grid"))
      parts.append(
        label(SVGAxis.label(tick), x: left - 6, y: y(tick) + 4, anchor: "end", kind: "tick"))
    }
    for tick in xAxis.ticks.map(unscaled) {
      parts.append(
        SVGDocument.line(x(tick), top + Self.plotHeight, x(tick), top + Self.plotHeight + 4, "axis")
      )
      parts.append(
        label(
          SVGAxis.label(tick), x: x(tick), y: top + Self.plotHeight + 16, anchor: "middle",
          kind: "tick"))
    }
    parts.append(SVGDocument.line(left, top, left, top + Self.plotHeight, "axis"))
    parts.append(
      SVGDocument.line(
        left, top + Self.plotHeight, left + Self.plotWidth, top + Self.plotHeight, "axis"))
    for (index, series) in lines.enumerated() {
      let coordinates = series.points.map {
        "\(XMLText.number(x($0.x))),\(XMLText.number(y($0.value / yDivisor)))"
      }
      parts.append(
        XMLText.element(
          "polyline",
          [
            "class": "series", "points": coordinates.joined(separator: " "), "fill": "none",
            "stroke": series.color, "stroke-dasharray": Self.dashes(index),
          ]))
      for point in series.points {
        parts.append(
          XMLText.element(
            "circle",
            [
              "class": "point", "data-series": self.series, "data-label": series.name,
              "data-x": point.x == point.x.rounded() ? String(Int(point.x)) : String(point.x),
              "data-value": String(point.value),
              "cx": XMLText.number(x(point.x)), "cy": XMLText.number(y(point.value / yDivisor)),
              "r": "3", "fill": series.color,
            ],
            content: XMLText.text(
              "title",
              "\(series.name), \(SVGAxis.label(point.x)): "
                + SVGAxis.label((point.value / yDivisor * 100).rounded() / 100))))
      }
      let legendY = top + 8 + Double(index) * 16
      parts.append(
        XMLText.element(
          "line",
          [
            "class": "series", "x1": XMLText.number(left + Self.plotWidth + 20),
            "y1": XMLText.number(legendY - 3), "x2": XMLText.number(left + Self.plotWidth + 36),
            "y2": XMLText.number(legendY - 3), "stroke": series.color,
            "stroke-dasharray": Self.dashes(index),
          ]))
      parts.append(
        label(
          series.name, x: left + Self.plotWidth + 40, y: legendY + 1, anchor: "start",
          kind: "legend"))
    }
    parts.append(
      label(
        xLabel, x: left + Self.plotWidth / 2, y: top + Self.plotHeight + 36, anchor: "middle",
        kind: "axis-label"))
    parts.append(
      XMLText.text(
        "text",
        [
          "class": "axis-label", "text-anchor": "middle",
          "transform":
            "translate(14 \(XMLText.number(top + Self.plotHeight / 2))) rotate(-90)",
        ], yLabel))
    let description =
      "\(yLabel) against \(xLabel), one line per series, each with its own dash pattern: "
      + lines.map { series in
        series.name + " ("
          + series.points.map {
            "\(SVGAxis.label($0.x)): \(SVGAxis.label(($0.value / yDivisor * 100).rounded() / 100))"
          }.joined(separator: ", ") + ")"
      }.joined(separator: "; ")
    return SVGDocument.wrap(
      parts, width: width, height: height, label: title, description: description)
  }

  /// The dash pattern of the series at `index`, so series differ by more than colour.
  static func dashes(_ index: Int) -> String {
    let patterns = ["none", "6 3", "2 3", "8 3 2 3", "1 2", "10 4", "4 2 1 2 1 2"]
    return patterns[index % patterns.count]
  }

  /// Where `x` sits on the axis: itself, or its logarithm.
  private func scaled(_ x: Double) -> Double {
    logarithmicX ? log10(max(x, Double.leastNormalMagnitude)) : x
  }

  private func unscaled(_ x: Double) -> Double {
    logarithmicX ? pow(10, x) : x
  }

  private func label(_ text: String, x: Double, y: Double, anchor: String, kind: String)
    -> String
  {
    XMLText.text(
      "text",
      ["class": kind, "x": XMLText.number(x), "y": XMLText.number(y), "text-anchor": anchor],
      text)
  }
}
