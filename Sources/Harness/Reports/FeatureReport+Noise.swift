import Engine
import SceneContract

// MARK: - Ranking only what is outside the noise

extension VariantReport {
  /// Whether every scenario passed: only then is the variant ranked beside the others.
  public var behaviorPassed: Bool { scenariosPassed == scenariosTotal }

  /// The 95 % interval of ``summaryRatio``: per timed scenario the median's interval divided
  /// by the fastest variant's median, its bounds combined by geometric mean like the ratio.
  public var ratioInterval: ClosedRange<Double>? {
    let timings = scenarios.compactMap(\.timing).filter { $0.medianNs > 0 }
    guard !timings.isEmpty,
      let low = CostRanking.geometricMean(timings.map { $0.ciLowNs * $0.ratio / $0.medianNs }),
      let high = CostRanking.geometricMean(timings.map { $0.ciHighNs * $0.ratio / $0.medianNs })
    else { return nil }
    return min(low, high)...max(low, high)
  }
}

extension FeatureReport {
  /// The ranked variant with the smallest ``VariantReport/summaryRatio``; variants that
  /// failed a scenario are not ranked.
  public var cheapest: VariantReport? {
    ranked.min { ($0.summaryRatio ?? .infinity) < ($1.summaryRatio ?? .infinity) }
  }

  /// The ranked variant with the largest ``VariantReport/summaryRatio``.
  public var costliest: VariantReport? {
    ranked.max { ($0.summaryRatio ?? 0) < ($1.summaryRatio ?? 0) }
  }

  /// Variants that passed every scenario and were timed.
  public var ranked: [VariantReport] {
    variants.filter { $0.behaviorPassed && $0.summaryRatio != nil }
  }

  /// Whether `variant`'s ratio interval overlaps the cheapest's: the difference is within
  /// noise and is not a ranking. The cheapest itself is tied when any other variant is.
  public func isTied(_ variant: VariantReport) -> Bool {
    guard let cheapest, let best = cheapest.ratioInterval, variant.behaviorPassed,
      let interval = variant.ratioInterval
    else { return false }
    if variant.variant == cheapest.variant {
      return ranked.contains { other in
        other.variant != cheapest.variant && other.ratioInterval?.overlaps(best) == true
      }
    }
    return interval.overlaps(best)
  }

  /// Whether `variant` is the cheapest or within noise of it.
  public func isBestRatio(_ variant: VariantReport) -> Bool {
    variant.variant == cheapest?.variant || (isTied(variant) && variant.behaviorPassed)
  }

  /// The ratio as tables print it: `1.37 (1.30–1.45)`, `tied 1.04 (0.98–1.10)`,
  /// `not ranked (failed)`, or `–` when nothing was timed.
  public func ratioLabel(_ variant: VariantReport) -> String {
    guard variant.behaviorPassed else { return "not ranked (failed)" }
    guard let ratio = variant.summaryRatio else { return "–" }
    let interval = variant.ratioInterval.map {
      " (\(CostFormat.ratio($0.lowerBound))–\(CostFormat.ratio($0.upperBound)))"
    } ?? ""
    return (isTied(variant) ? "tied " : "") + CostFormat.ratio(ratio) + interval
  }

  /// One sentence naming the cheapest and the costliest style and why, in renders and
  /// boundary crossings per input and lines of code; nil when fewer than two were ranked.
  public var costSentence: String? {
    guard ranked.count >= 2, let cheapest, let costliest, cheapest.variant != costliest.variant
    else { return nil }
    func why(_ variant: VariantReport) -> String {
      var parts: [String] = []
      if let renders = variant.rendersPerInput {
        parts.append("\(CostFormat.decimal(renders, places: 1)) renders")
      }
      if let crossings = variant.boundaryCrossingsPerInput {
        parts.append("\(CostFormat.decimal(crossings, places: 1)) crossings")
      }
      let perInput = parts.isEmpty ? "" : parts.joined(separator: " and ") + " per input, "
      return perInput + "\(variant.linesOfCode) lines"
    }
    let failed = variants.filter { !$0.behaviorPassed }.map(\.variant.rawValue)
    let unranked =
      failed.isEmpty ? "" : " Not ranked, as their behaviour failed: \(failed.joined(separator: ", "))."
    if isTied(costliest) {
      return "Every ranked style is within noise of \(cheapest.variant.rawValue), the cheapest "
        + "(\(why(cheapest))); no cost ranking is shown." + unranked
    }
    let ratio = costliest.summaryRatio.map { CostFormat.ratio($0) + "×" } ?? ""
    return "Cheapest: \(cheapest.variant.rawValue) (\(why(cheapest))); costliest: "
      + "\(costliest.variant.rawValue) at \(ratio) its time (\(why(costliest)))."
      + unranked
  }
}

// MARK: - Set-up apart from the cost per input

extension VariantReport {
  /// The screen's set-up: median over timed scenarios of the load step's median time (step
  /// 0: building the scene, loading its view, the first render). Kept apart from the cost
  /// per input, which it would otherwise dominate in short scenarios.
  public var medianNsSetUp: Double? {
    let loads = scenarios.compactMap { $0.timing?.steps.first { $0.step == 0 }?.medianNs }
    return SampleStatistics(samples: loads)?.median
  }
}

extension FeatureReport {
  /// `variant`'s cost per input divided by the cheapest ranked variant's; nil when either
  /// is missing or the variant failed.
  public func perInputRatio(_ variant: VariantReport) -> Double? {
    guard variant.behaviorPassed, let mine = variant.medianNsPerInput else { return nil }
    let best = ranked.compactMap(\.medianNsPerInput).min()
    guard let best, best > 0 else { return nil }
    return mine / best
  }

  /// The indices in ``variants`` of the smallest `value` among the variants that passed every
  /// scenario: a failing variant is never the best of a column, however few its lines.
  public func best(_ value: (VariantReport) -> Double?) -> Set<Int> {
    Self.best(variants.map { $0.behaviorPassed ? value($0) : nil })
  }

  /// The indices of `values` holding the smallest value (several when equal); none when
  /// every value is missing or all are equal (nothing stands out then).
  public static func best(_ values: [Double?]) -> Set<Int> {
    let present = values.compactMap { $0 }
    guard let smallest = present.min(), present.contains(where: { $0 != smallest }) else {
      return []
    }
    return Set(values.indices.filter { values[$0] == smallest })
  }
}
