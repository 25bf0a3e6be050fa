import Engine
import SceneContract

// MARK: - Charts

extension HTMLReport {
  static func charts(_ feature: FeatureReport, palette: StylePalette) -> String {
    let charts = [
      perInputChart(feature, palette: palette), ratioChart(feature, palette: palette),
      codeSizeChart(feature, palette: palette),
      stepChart(feature, palette: palette),
    ]
      .compactMap { $0 }
    guard !charts.isEmpty else { return "" }
    return XMLText.text("h3", [:], "Charts")
      + XMLText.element("div", ["class": "charts"], content: charts.joined(separator: "\n"))
  }

  /// The headline cost: each style's median time per input with the screen's set-up kept
  /// apart, in the styles' order. It does not rank: one median per input step carries no
  /// interval, so the ranking (with intervals and ties) is the per-scenario chart beside it.
  static func perInputChart(_ feature: FeatureReport, palette: StylePalette) -> String? {
    let bars = feature.variants.compactMap { variant -> SVGBarChart.Bar? in
      guard variant.behaviorPassed, let perInput = variant.medianNsPerInput else { return nil }
      return SVGBarChart.Bar(
        label: variant.variant.rawValue, value: perInput / 1_000,
        text: CostFormat.duration(nanoseconds: perInput)
          + (variant.allocationsPerInput.map { ", \(CostFormat.decimal($0, places: 1)) allocs" }
            ?? ""),
        color: palette.colour(of: variant.variant))
    }
    guard bars.count >= 2 else { return nil }
    return SVGBarChart(
      title: "Time per input, set-up apart (median; in the styles' order, not a ranking)",
      axisLabel: "µs per input (the median over the timed runs of each input step)",
      series: "per-input", bars: bars
    ).svg()
  }

  /// The ranking of the styles that passed every scenario, by time per scenario over the
  /// cheapest's, each with its 95 % interval as a whisker and `tied` where it overlaps the
  /// cheapest's; no chart when fewer than two are ranked or every one is within noise of the
  /// cheapest (then there is no ranking to draw).
  static func ratioChart(_ feature: FeatureReport, palette: StylePalette) -> String? {
    guard feature.ranked.count >= 2, let costliest = feature.costliest,
      !feature.isTied(costliest)
    else { return nil }
    let bars = feature.ranked.compactMap { variant in
      variant.summaryRatio.map {
        SVGBarChart.Bar(
          label: variant.variant.rawValue, value: $0, text: feature.ratioLabel(variant),
          color: palette.colour(of: variant.variant), interval: variant.ratioInterval)
      }
    }
    return SVGBarChart(
      title: "Ranking: time per scenario, × the cheapest style",
      axisLabel: "× the cheapest (geometric mean over scenarios; whiskers: 95 % intervals; "
        + "tied: within noise of the cheapest)",
      series: "cost-ratio", bars: bars
    ).svg()
  }

  /// Each variant's lines of code for the feature.
  static func codeSizeChart(_ feature: FeatureReport, palette: StylePalette) -> String? {
    guard !feature.variants.isEmpty else { return nil }
    return SVGBarChart(
      title: "Code size", axisLabel: "lines of code (non-blank, non-comment)",
      series: "code-size",
      bars: feature.variants.map {
        SVGBarChart.Bar(
          label: $0.variant.rawValue, value: Double($0.linesOfCode),
          text: "\($0.linesOfCode) lines, \($0.files) files, \($0.types) types"
            + ", escape hatches: \($0.escapeHatches?.summary ?? "–")"
            + ", thread hops / input: "
            + ($0.threadHopsPerInput.map { CostFormat.decimal($0, places: 2) } ?? "–"),
          color: palette.colour(of: $0.variant))
      }
    ).svg()
  }

  /// The scenario the per-step chart shows: the flow diagrams' scenario when it was timed,
  /// otherwise the first timed scenario.
  static func stepScenario(_ feature: FeatureReport) -> String? {
    let timed = feature.scenarios.map(\.name).filter { name in
      feature.variants.contains { variant in
        variant.scenarios.contains { $0.scenario == name && $0.timing != nil }
      }
    }
    let flow = feature.variants.lazy.compactMap(\.flow?.scenario).first
    return flow.flatMap { timed.contains($0) ? $0 : nil } ?? timed.first
  }

  /// The median time of every step of ``stepScenario(_:)``, one line per timed variant.
  static func stepChart(_ feature: FeatureReport, palette: StylePalette) -> String? {
    guard let scenario = stepScenario(feature) else { return nil }
    let lines = feature.variants.compactMap { variant -> SVGLineChart.Series? in
      guard let timing = variant.scenarios.first(where: { $0.scenario == scenario })?.timing
      else { return nil }
      return SVGLineChart.Series(
        name: variant.variant.rawValue, color: palette.colour(of: variant.variant),
        points: timing.steps.map { (x: Double($0.step), value: $0.medianNs) })
    }
    let unit = TimeUnit(maximum: lines.flatMap { $0.points.map(\.value) }.max() ?? 0)
    return SVGLineChart(
      title: "Median time per step of \(scenario)", xLabel: "step (0 = the screen's load)",
      yLabel: "median time (\(unit.name))", series: "step-cost", lines: lines,
      yDivisor: unit.divisor
    ).svg()
  }
}

/// The unit a chart shows nanosecond values in, chosen so the largest reads well.
struct TimeUnit {
  let name: String
  let divisor: Double

  init(maximum nanoseconds: Double) {
    switch nanoseconds {
    case ..<10_000: (name, divisor) = ("ns", 1)
    case ..<10_000_000: (name, divisor) = ("µs", 1_000)
    default: (name, divisor) = ("ms", 1_000_000)
    }
  }
}
