/// Everything the harness knows about a feature, declared in one place.
///
/// A feature is its declaration here, its layouts in `Storyboards`, its scenario folder
/// `Scenarios/<id>/` and one folder named ``sourceFolder`` in every style module.
public struct FeatureDeclaration: Sendable {
  /// A launch option the feature's screen reads (`launch initialCount 42` in a scenario).
  public struct LaunchOption: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      case integer
      case text
    }

    public let key: String
    public let kind: Kind

    public init(_ key: String, _ kind: Kind) {
      self.key = key
      self.kind = kind
    }
  }

  /// What the CLI offers beyond scenarios for this feature.
  public enum Capability: String, Sendable, CaseIterable {
    /// `play <feature> --live`: real time and the real network.
    case livePlay = "live play"
    /// `bench --scaling`: cost per location fix over routes of growing length.
    case scalingBenchmark = "scaling benchmark"
  }

  public let id: FeatureID
  /// How people call it: "Route recorder".
  public let displayName: String
  /// The feature's folder inside every style module (`RouteRecorder`).
  public let sourceFolder: String
  public let launchOptions: [LaunchOption]
  public let capabilities: Set<Capability>

  public init(
    id: FeatureID, displayName: String, sourceFolder: String,
    launchOptions: [LaunchOption] = [], capabilities: Set<Capability> = []
  ) {
    self.id = id
    self.displayName = displayName
    self.sourceFolder = sourceFolder
    self.launchOptions = launchOptions
    self.capabilities = capabilities
  }

  /// The scenario folder under `Scenarios/`: the feature's id.
  public var scenarioFolder: String { id.rawValue }
}
