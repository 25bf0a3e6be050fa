import Engine
import Fuzzing
import Mutation

/// Everything one workbench run found, in the shape of `report.json` (schema documented in
/// `Reports/README.md`); the Markdown report and the terminal table are rendered from it.
public struct WorkbenchReport: Sendable, Equatable, Codable {
  /// The schema version this build writes. Bump it whenever a field changes meaning, is
  /// renamed or removed; adding an optional field keeps the version.
  public static let currentSchemaVersion = 1

  /// The schema version of this report.
  public var schemaVersion: Int
  /// When, how and where the run happened.
  public var run: RunMetadata
  /// One entry per feature that ran, in `FeatureID` order.
  public var features: [FeatureReport]
  /// The runtime microbenchmarks, when `bench --runtimes` ran them.
  public var runtimeBenchmarks: [RuntimeBenchmarkFigure]?
  /// The route recorder's cost per fix by route size, when `bench --scaling` measured it.
  public var scaling: [ScalingFigure]?
  /// The styles that ran, in registry order, with their names, colours and role files.
  public var styles: [StyleSummary]
  /// The last recorded fuzz run (`Reports/fuzzing.json`), when there is one.
  public var fuzzing: FuzzRecord?
  /// The selected styles that do not declare a selected feature; nil when every one does.
  public var undeclared: [UndeclaredFeature]?
  /// The recorded mutation runs (`Reports/mutation.json`), when there are any.
  public var mutation: MutationLedger?

  public init(
    run: RunMetadata, features: [FeatureReport],
    runtimeBenchmarks: [RuntimeBenchmarkFigure]? = nil, scaling: [ScalingFigure]? = nil,
    styles: [StyleSummary] = []
  ) {
    schemaVersion = Self.currentSchemaVersion
    self.run = run
    self.features = features
    self.runtimeBenchmarks = runtimeBenchmarks
    self.scaling = scaling
    self.styles = styles
  }

  /// Whether every scenario passed on every variant and nothing leaked.
  public var allPassed: Bool {
    features.allSatisfy { feature in
      feature.variants.allSatisfy { $0.scenariosPassed == $0.scenariosTotal && !$0.leaks }
    }
  }
}

extension WorkbenchReport {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion, run, features, runtimeBenchmarks, scaling, styles, fuzzing, undeclared
    case mutation
  }

  /// Reads a report; one written before styles were recorded gets an empty ``styles``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
    run = try container.decode(RunMetadata.self, forKey: .run)
    features = try container.decode([FeatureReport].self, forKey: .features)
    runtimeBenchmarks = try container.decodeIfPresent(
      [RuntimeBenchmarkFigure].self, forKey: .runtimeBenchmarks)
    scaling = try container.decodeIfPresent([ScalingFigure].self, forKey: .scaling)
    styles = try container.decodeIfPresent([StyleSummary].self, forKey: .styles) ?? []
    fuzzing = try container.decodeIfPresent(FuzzRecord.self, forKey: .fuzzing)
    undeclared = try container.decodeIfPresent([UndeclaredFeature].self, forKey: .undeclared)
    mutation = try container.decodeIfPresent(MutationLedger.self, forKey: .mutation)
  }
}
