// Sources/Variants/MyStyle/Counter/CounterScene.swift
import SceneContract

enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewController = CounterViewController()
    return Scene(rootViewController: viewController, components: [viewController])
  }
}
