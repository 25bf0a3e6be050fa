import SceneContract

// MARK: - Scaling

extension HTMLReport {
  /// The route recorder's cost per fix against the route's size, one line per variant, when
  /// `bench --scaling` measured it.
  static func scaling(_ figures: [ScalingFigure]) -> String {
    let lines = VariantID.allCases.compactMap { variant -> SVGLineChart.Series? in
      let points = figures.filter { $0.variant == variant }.sorted { $0.fixes < $1.fixes }
      guard !points.isEmpty else { return nil }
      return SVGLineChart.Series(
        name: variant.rawValue, color: VariantPalette.color(variant),
        points: points.map { (x: Double($0.fixes), value: $0.nsPerFix) })
    }
    let unit = TimeUnit(maximum: figures.map(\.nsPerFix).max() ?? 0)
    var chart = SVGLineChart(
      title: "Cost per fix as the route grows", xLabel: "route size (fixes, logarithmic)",
      yLabel: "time per fix (\(unit.name))", series: "scaling", lines: lines,
      yDivisor: unit.divisor)
    chart.logarithmicX = true
    return XMLText.element(
      "section", ["id": "scaling"],
      content: XMLText.text("h2", [:], "Scaling")
        + XMLText.text(
          "p", ["class": "legend"],
          "Median wall-clock time per fix of recording routes of growing size with the route "
            + "recorder, per variant (bench --scaling). A flat line scales linearly.")
        + XMLText.element("div", ["class": "charts"], content: chart.svg()))
  }
}
