/// Everything the workbench knows about a style, declared once by the style's own module and
/// listed by the registry: the CLI names, report columns, colours, HTML toggles, code-size
/// folders, baseline keys and side-by-side pairings all derive from it.
public struct StyleDeclaration: Sendable {
  public let id: VariantID
  /// How people call it: "Clean Swift".
  public let displayName: String
  /// The module's folder under `Sources/Variants/` (`MyStyle`).
  public let folder: String
  /// The style's colour in every chart, as `#rrggbb`.
  public let colour: String
  public let features: [FeatureID: FeatureImplementation]
  /// What the style's runtime keeps alive, for the leak check after teardown.
  public let runtimeGauges: [RuntimeGauge]
  /// How the style's runtime reports its deliveries to the flow diagrams.
  public let runtimeFlowHooks: [RuntimeFlowHook]

  public init(
    id: VariantID, displayName: String, folder: String, colour: String,
    features: [FeatureID: FeatureImplementation], runtimeGauges: [RuntimeGauge] = [],
    runtimeFlowHooks: [RuntimeFlowHook] = []
  ) {
    self.id = id
    self.displayName = displayName
    self.folder = folder
    self.colour = colour
    self.features = features
    self.runtimeGauges = runtimeGauges
    self.runtimeFlowHooks = runtimeFlowHooks
  }

  /// The scene builder of `feature`, or nil when the style does not implement it.
  public func builder(for feature: FeatureID) -> SceneBuilder? {
    features[feature]?.build
  }

  /// This declaration with every builder passed through `transform` (the live CLI wraps them).
  public func mapBuilders(_ transform: (@escaping SceneBuilder) -> SceneBuilder) -> StyleDeclaration {
    StyleDeclaration(
      id: id, displayName: displayName, folder: folder, colour: colour,
      features: features.mapValues {
        FeatureImplementation(build: transform($0.build), roles: $0.roles)
      },
      runtimeGauges: runtimeGauges, runtimeFlowHooks: runtimeFlowHooks)
  }
}
