import UIKitLite

/// One built screen: the controller the harness shows, and the objects that make up the scene.
///
/// The harness holds ``components`` only weakly once the scene is shown; after teardown each
/// must be freed, or the variant leaks.
@MainActor
public struct Scene {
  public let rootViewController: ViewController
  /// The scene's own objects (view controller, view model, presenter, interactor, router …).
  public let components: [AnyObject]

  public init(rootViewController: ViewController, components: [AnyObject]) {
    self.rootViewController = rootViewController
    self.components = components
  }
}

/// Builds a feature's screen for one variant.
public typealias SceneBuilder = @MainActor (SceneEnvironment) -> Scene
