// Sources/Variants/MyStyle/MyStyleStyle.swift
import SceneContract

/// My style as the workbench knows it: its name, folder, colour, and per feature the scene
/// builder and the role each file plays. The registry lists this declaration.
public enum MyStyleStyle {
  public static let declaration = StyleDeclaration(
    id: "my-style", displayName: "My style", folder: "MyStyle", colour: "#bab0ac",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
        ]),
      .routeRecorder: FeatureImplementation(
        build: RouteRecorderScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RouteRecorderScene.swift"),
          RoleFile(.view, "RecorderViewController.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
        ]),
    ])
}
