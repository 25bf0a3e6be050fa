import SceneContract

/// A patch per style and a description, kept under a feature's scenario folder: either a
/// classic mistake of a style (a pitfall) or a change to the feature's behaviour.
public struct Experiment: Sendable, Equatable, Identifiable {
  /// The experiment's folder name, unique across `Scenarios/` (`rx-no-share`).
  public let name: String
  public let kind: ExperimentKind
  public let feature: FeatureID
  /// The first line of `EXPERIMENT.md`, without its `#`.
  public let title: String
  /// The first paragraph after the title (and the `Expected:` line).
  public let summary: String
  /// What the harness does with a pitfall today; nil for a change.
  public let expected: PitfallExpectation?
  /// The folder, relative to the package root (`Scenarios/counter/pitfalls/…`).
  public let folder: String
  /// Each style's patch, relative to the package root, in registry order.
  public let stylePatches: [StylePatch]
  /// The part every style shares (the storyboard, the domain), for a change.
  public let sharedPatch: String?
  /// The change's scenarios, relative to the package root, by file name.
  public let scenarios: [String]

  public var id: String { name }

  /// The styles the experiment patches, in registry order.
  public var styles: [VariantID] { stylePatches.map(\.style) }

  public init(
    name: String, kind: ExperimentKind, feature: FeatureID, title: String, summary: String,
    expected: PitfallExpectation?, folder: String, stylePatches: [StylePatch],
    sharedPatch: String? = nil, scenarios: [String] = []
  ) {
    self.name = name
    self.kind = kind
    self.feature = feature
    self.title = title
    self.summary = summary
    self.expected = expected
    self.folder = folder
    self.stylePatches = stylePatches
    self.sharedPatch = sharedPatch
    self.scenarios = scenarios
  }
}

/// One style's patch of an experiment.
public struct StylePatch: Sendable, Equatable {
  public let style: VariantID
  /// The patch file, relative to the package root.
  public let path: String

  public init(style: VariantID, path: String) {
    self.style = style
    self.path = path
  }
}

/// Whether an experiment breaks a style on purpose or changes what the feature does.
public enum ExperimentKind: String, Sendable, Codable, CaseIterable {
  case pitfall
  case change

  /// The folder under `Scenarios/<feature>/` that holds experiments of this kind.
  public var folderName: String {
    switch self {
    case .pitfall: "pitfalls"
    case .change: "changes"
    }
  }
}

/// What a pitfall's `EXPERIMENT.md` says the harness does with the mistake.
public enum PitfallExpectation: String, Sendable, Codable, CaseIterable {
  case caught
  case notCaught = "not caught"
}
