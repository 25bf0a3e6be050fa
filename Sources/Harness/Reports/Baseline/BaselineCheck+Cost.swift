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

  /// An allocation regression of `variant`: its heap allocations per input rose beyond
  /// ``allocationTolerance`` over the baseline's.
  static func allocations(
    _ feature: FeatureID, _ variant: VariantReport, _ base: VariantReport,
    severity: BaselineFinding.Severity
  ) -> BaselineFinding? {
    countRise(
      "heap allocations per input", \.allocationsPerInput, shown: { CostFormat.decimal($0, places: 1) },
      feature, variant, base, severity: severity)
  }

  /// The rise in heap bytes per input that is still no regression. The bytes do not move with
  /// the load either, but they move with the C allocator's slack: a Swift array takes the
  /// capacity `malloc_usable_size` reports, which depends on where the heap found room, so
  /// an array copied at every fix (a value-type state, for one) grows by different steps in
  /// different processes. Measured: three processes of the whole matrix, five of the route
  /// recorder on rx-mvvm and a fresh clone's CI moved a style × feature's bytes per input by up
  /// to 4.8 % (the route recorder on rx-mvvm and on store), its count by at most 0.05 %.
  public static let allocatedBytesTolerance = 0.10

  /// A regression of the bytes `variant`'s heap allocations ask for per input, beyond
  /// ``allocatedBytesTolerance`` over the baseline's: the same number of allocations can grow.
  static func allocatedBytes(
    _ feature: FeatureID, _ variant: VariantReport, _ base: VariantReport,
    severity: BaselineFinding.Severity
  ) -> BaselineFinding? {
    countRise(
      "heap bytes allocated per input", \.allocatedBytesPerInput, shown: CostFormat.bytes,
      tolerance: allocatedBytesTolerance, feature, variant, base, severity: severity)
  }

  /// A rise of the count `figure` beyond `tolerance`, named `name` and printed with `shown`.
  private static func countRise(
    _ name: String, _ figure: KeyPath<VariantReport, Double?>, shown: (Double) -> String,
    tolerance: Double = allocationTolerance,
    _ feature: FeatureID, _ variant: VariantReport, _ base: VariantReport,
    severity: BaselineFinding.Severity
  ) -> BaselineFinding? {
    guard let current = variant[keyPath: figure], let previous = base[keyPath: figure],
      current > previous * (1 + tolerance)
    else { return nil }
    let rise = previous > 0 ? " (\(percent(current / previous - 1)))" : ""
    return BaselineFinding(
      severity: severity, kind: .costRegression, feature: feature, variant: variant.variant,
      scenario: nil,
      message: "\(name) rose from \(shown(previous)) to \(shown(current))\(rise), tolerance "
        + "\(percent(tolerance, signed: false)); counts do not depend on the machine's load")
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
