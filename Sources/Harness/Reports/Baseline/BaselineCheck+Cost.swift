import Engine
import SceneContract

// MARK: - Cost

extension BaselineCheck {
  /// A cost regression of `variant`, when its median ratio to the fastest variant rose beyond
  /// `threshold` over the scenarios both runs timed.
  static func cost(
    _ feature: FeatureID, _ variant: VariantReport, _ base: VariantReport, threshold: Double,
    severity: BaselineFinding.Severity
  ) -> BaselineFinding? {
    var now: [Double] = []
    var then: [Double] = []
    for result in variant.scenarios {
      guard let ratio = result.timing?.ratio,
        let old = base.scenarios.first(where: { $0.scenario == result.scenario })?.timing?.ratio
      else { continue }
      now.append(ratio)
      then.append(old)
    }
    guard let current = medianRatio(now), let previous = medianRatio(then),
      current > previous * (1 + threshold)
    else { return nil }
    return BaselineFinding(
      severity: severity, kind: .costRegression, feature: feature, variant: variant.variant,
      scenario: nil,
      message: "median ratio to the fastest variant rose from \(CostFormat.ratio(previous)) to "
        + "\(CostFormat.ratio(current)) (\(percent(current / previous - 1)), threshold "
        + "\(percent(threshold, signed: false)), over \(now.count) scenarios)")
  }

  /// The rise in heap allocations per input that is still no regression: counts do not move
  /// with the machine's load, so the tolerance only absorbs a first-use cache that one run
  /// filled and another did not.
  public static let allocationTolerance = 0.02

  /// The rise in heap bytes per input that is still no regression. The bytes do not move with
  /// the load either, but they move with the C allocator's slack: a Swift array takes the
  /// capacity `malloc_usable_size` reports, which depends on where the heap found room, so
  /// an array copied at every input (a value-type state, for one) grows by different steps in
  /// different processes. Measured over nine processes (three of the whole matrix, five of
  /// one route-recorder style alone and a fresh clone's CI): a style × feature's bytes per
  /// input moved by up to 4.8 %, its count by at most 0.05 %.
  public static let allocatedBytesTolerance = 0.10

  /// A per-input count `check` compares exactly, and the rise it tolerates.
  struct CountedFigure {
    let name: String
    let figure: KeyPath<VariantReport, Double?>
    let shown: (Double) -> String
    let tolerance: Double

    static var all: [CountedFigure] {
      [
        CountedFigure(
          name: "heap allocations per input", figure: \.allocationsPerInput,
          shown: { CostFormat.decimal($0, places: 1) }, tolerance: allocationTolerance),
        // The same number of allocations can grow.
        CountedFigure(
          name: "heap bytes allocated per input", figure: \.allocatedBytesPerInput,
          shown: { CostFormat.bytes($0) }, tolerance: allocatedBytesTolerance),
      ]
    }
  }

  /// The counted figures of `variant` that rose beyond their tolerance over the baseline's.
  static func countRises(
    _ feature: FeatureID, _ variant: VariantReport, _ base: VariantReport,
    severity: BaselineFinding.Severity
  ) -> [BaselineFinding] {
    CountedFigure.all.compactMap { counted in
      guard let current = variant[keyPath: counted.figure],
        let previous = base[keyPath: counted.figure],
        current > previous * (1 + counted.tolerance)
      else { return nil }
      let rise = previous > 0 ? " (\(percent(current / previous - 1)))" : ""
      return BaselineFinding(
        severity: severity, kind: .costRegression, feature: feature, variant: variant.variant,
        scenario: nil,
        message: "\(counted.name) rose from \(counted.shown(previous)) to "
          + "\(counted.shown(current))\(rise), tolerance "
          + "\(percent(counted.tolerance, signed: false)); counts do not depend on the "
          + "machine's load")
    }
  }

  /// Regressions of the runtime microbenchmarks' ratio to their floor case.
  static func runtimeCost(
    _ baseline: [RuntimeBenchmarkFigure], _ current: [RuntimeBenchmarkFigure],
    threshold: Double, severity: BaselineFinding.Severity
  ) -> [BaselineFinding] {
    current.compactMap { figure in
      guard let old = baseline.first(where: { $0.id == figure.id }), old.ratioToFloor > 0,
        figure.ratioToFloor > old.ratioToFloor * (1 + threshold)
      else { return nil }
      return BaselineFinding(
        severity: severity, kind: .costRegression, feature: nil, variant: nil,
        scenario: nil,
        message: "runtime benchmark \(figure.id) (\(figure.title)): ratio to the floor rose "
          + "from \(CostFormat.ratio(old.ratioToFloor)) to "
          + "\(CostFormat.ratio(figure.ratioToFloor)) "
          + "(\(percent(figure.ratioToFloor / old.ratioToFloor - 1)), threshold "
          + "\(percent(threshold, signed: false)))")
    }
  }

  static func medianRatio(_ ratios: [Double]) -> Double? {
    SampleStatistics(samples: ratios)?.median
  }

  /// `+35 %`, or `25 %` unsigned.
  static func percent(_ fraction: Double, signed: Bool = true) -> String {
    (signed && fraction >= 0 ? "+" : "") + CostFormat.decimal(fraction * 100, places: 0) + " %"
  }
}
