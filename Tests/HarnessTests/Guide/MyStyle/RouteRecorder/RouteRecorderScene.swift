// Sources/Variants/MyStyle/RouteRecorder/RouteRecorderScene.swift
import SceneContract
import UIKitLite

enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewController = RecorderViewController()
    let navigationController = NavigationController(rootViewController: viewController)
    return Scene(
      rootViewController: navigationController,
      components: [navigationController, viewController])
  }
}
