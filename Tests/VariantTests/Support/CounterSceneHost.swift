import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Testing
import UIKitLite

/// Shows one variant's counter scene in a window the way the harness does, and drives it only
/// through its widgets.
@MainActor
final class CounterSceneHost {
  /// The counter's buttons, by identifier.
  enum ButtonID: String, CaseIterable, Sendable {
    case countUpButton
    case countDownButton
    case countResetButton
    case countUpTenButton
    case countDownTenButton
  }

  let window = Window()
  private var components: [WeakComponent] = []

  /// Builds `variant`'s counter with a virtual-time environment and shows it.
  init(_ variant: StyleDeclaration, initialCount: Int? = nil) throws {
    let builder = try #require(variant.builder(for: .counter), "\(variant.id) has no counter")
    let loop = MainLoop(mode: .virtual)
    var options = LaunchOptions()
    if let initialCount {
      options.values[LaunchOptions.initialCountKey] = String(initialCount)
    }
    let environment = SceneEnvironment(
      mainLoop: loop, locationDevice: SimulatedLocationDevice(),
      httpClient: FixtureHTTPClient(loop: loop) { _ in
        HTTPResponse(statusCode: 404, body: Data())
      },
      launchOptions: options)
    let scene = builder(environment)
    components = scene.components.map(WeakComponent.init)
    window.rootViewController = scene.rootViewController
  }

  /// The count label on screen.
  func countLabel() throws -> Label {
    try #require(window.view(withIdentifier: "countLabel") as? Label)
  }

  /// A user's tap on `button`.
  func tap(_ button: ButtonID) throws {
    let widget = try #require(window.view(withIdentifier: button.rawValue) as? Button)
    #expect(widget.tap(), "\(button.rawValue) did not take the tap")
  }

  /// How many of the scene's components are still alive.
  var liveComponentCount: Int {
    components.filter { $0.object != nil }.count
  }

  /// How many components the scene listed.
  var componentCount: Int { components.count }

  /// Takes the scene off screen, as the harness does on teardown.
  func tearDown() {
    window.rootViewController = nil
  }
}

private struct WeakComponent {
  weak var object: AnyObject?
}
