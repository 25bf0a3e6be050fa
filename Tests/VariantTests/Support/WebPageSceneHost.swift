import CoreLocationLite
import Foundation
import MainLoop
import Networking
import SceneContract
import Testing
import UIKitLite
import WebKitLite

/// Shows one variant's web page the way the harness does — virtual main loop, web views
/// loading from `Scenarios/fixtures/pages` — and drives it only through its widgets and the
/// passing of time.
@MainActor
final class WebPageSceneHost {
  /// The page fixtures of the repository (this file is in `Tests/VariantTests/Support/`).
  nonisolated static let pagesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Scenarios/fixtures/pages")

  /// The fixture pages, read once per host.
  static func pages() throws -> WebPageLibrary {
    try WebPageLibrary(directory: pagesDirectory)
  }

  /// A configuration on `loop` with the fixture pages, for tests that build their own objects.
  static func configuration(on loop: MainLoop) throws -> WKWebViewConfiguration {
    WKWebViewConfiguration(mainLoop: loop, pages: try pages())
  }

  let mainLoop = MainLoop(mode: .virtual)
  let environment: SceneEnvironment
  let window = Window()
  private let builder: SceneBuilder
  private var components: [WeakComponent] = []

  /// Builds `variant`'s web page and shows it.
  init(_ variant: StyleDeclaration) throws {
    builder = try #require(variant.builder(for: .webPage), "\(variant.id) has no web page")
    environment = SceneEnvironment(
      mainLoop: mainLoop, locationDevice: SimulatedLocationDevice(),
      httpClient: FixtureHTTPClient(loop: mainLoop) { _ in
        HTTPResponse(statusCode: 404, body: Data())
      },
      webPages: try Self.pages())
    let scene = builder(environment)
    components = scene.components.map(WeakComponent.init)
    window.rootViewController = scene.rootViewController
    mainLoop.runUntilIdle()
  }

  /// Takes the screen off the window and lets the loop drain, as the harness does.
  func tearDown() {
    window.rootViewController = nil
    mainLoop.runUntilIdle()
  }

  /// How many of the scene's components are still alive.
  var liveComponentCount: Int { components.filter { $0.object != nil }.count }

  /// A user's edit of the address field, then a tap on Go.
  func go(to address: String) throws {
    #expect(try widget("addressField", as: TextField.self).type(address))
    #expect(try widget("goButton", as: Button.self).tap())
  }

  /// A user's tap on the button `identifier`; returns whether the tap reached it.
  @discardableResult
  func tap(_ identifier: String) throws -> Bool {
    try widget(identifier, as: Button.self).tap()
  }

  /// Virtual time passes by `milliseconds`.
  func advance(milliseconds: Int64) {
    mainLoop.advance(by: .milliseconds(milliseconds))
  }

  /// The navigation title.
  var title: String? { window.visibleViewController?.title }

  /// The widget `identifier` on screen, as a `Widget`.
  func widget<Widget: View>(_ identifier: String, as type: Widget.Type) throws -> Widget {
    try #require(
      window.view(withIdentifier: identifier) as? Widget, "no \(Widget.self) \(identifier)")
  }
}

private struct WeakComponent {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
