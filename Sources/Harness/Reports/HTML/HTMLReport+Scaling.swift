import Engine
import SceneContract

// MARK: - Scaling

extension HTMLReport {
  /// The route recorder's cost per fix against the route's size, one line per variant, when
  /// `bench --scaling` measured it.
  static func scaling(_ figures: [ScalingFigure], in report: WorkbenchReport) -> String {
    let lines = scalingVariants(figures, in: report).compactMap { variant -> SVGLineChart.Series? in
      let points = figures.filter { $0.variant == variant }.sorted { $0.fixes < $1.fixes }
      guard !points.isEmpty else { return nil }
      return SVGLineChart.Series(
        name: variant.rawValue, color: report.colour(of: variant),
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

  /// The variants `figures` measured: declared styles first, in their order.
  static func scalingVariants(_ figures: [ScalingFigure], in report: WorkbenchReport)
    -> [VariantID]
  {
    var seen = Set<VariantID>()
    return (report.styles.map(\.id) + figures.map(\.variant))
      .filter { variant in figures.contains { $0.variant == variant } }
      .filter { seen.insert($0).inserted }
  }
}
