import SceneContract
import StoreLite

/// The Store style as the workbench knows it: its name, folder, colour, and per feature the
/// scene builder and the role each file plays. The registry lists this declaration.
public enum StoreStyle {
  public static let declaration = StyleDeclaration(
    id: "store", displayName: "Store", folder: "Store", colour: "#edc948",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
          RoleFile(.state, "CounterFeature.swift"),
        ]),
    ],
    runtimeGauges: [
      RuntimeGauge("StoreLite running effects") { StoreResources.runningEffects }
    ])
}
