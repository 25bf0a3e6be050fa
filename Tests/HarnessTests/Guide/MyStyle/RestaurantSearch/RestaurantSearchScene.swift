// Sources/Variants/MyStyle/RestaurantSearch/RestaurantSearchScene.swift
import SceneContract

enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewController = RestaurantSearchViewController()
    return Scene(rootViewController: viewController, components: [viewController])
  }
}
