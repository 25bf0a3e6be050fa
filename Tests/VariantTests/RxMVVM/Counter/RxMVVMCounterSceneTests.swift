import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import RxLite
import RxMVVMVariant
import SceneContract
import Testing
import UIKitLite

@MainActor
@Suite("Rx MVVM counter scene")
struct RxMVVMCounterSceneTests {
  private func makeEnvironment(initialCount: Int?) -> SceneEnvironment {
    let loop = MainLoop(mode: .virtual)
    var options = LaunchOptions()
    if let initialCount { options.values[LaunchOptions.initialCountKey] = String(initialCount) }
    return SceneEnvironment(
      mainLoop: loop, locationDevice: SimulatedLocationDevice(),
      httpClient: FixtureHTTPClient(loop: loop) { _ in
        HTTPResponse(statusCode: 404, body: Data())
      },
      launchOptions: options)
  }

  @Test func startsAtTheLaunchCountOrZero() throws {
    for (initialCount, expected) in [(nil, "0"), (Int?.some(7), "7")] {
      let builder = try #require(RxMVVMStyle.declaration.builder(for: .counter))
      let window = Window()
      window.rootViewController = builder(makeEnvironment(initialCount: initialCount))
        .rootViewController
      let label = try #require(window.view(withIdentifier: "countLabel") as? Label)
      #expect(label.text == expected)
      #expect(label.renderCount == 1)
    }
  }

  @Test func tearingDownFreesEveryComponentAndEverySubscription() throws {
    let before = Resources.total
    let builder = try #require(RxMVVMStyle.declaration.builder(for: .counter))
    let window = Window()
    var components: [WeakBox] = []
    do {
      let scene = builder(makeEnvironment(initialCount: 2))
      components = scene.components.map(WeakBox.init)
      window.rootViewController = scene.rootViewController
    }
    let button = try #require(window.view(withIdentifier: "countUpButton") as? Button)
    button.tap()
    let label = try #require(window.view(withIdentifier: "countLabel") as? Label)
    #expect(label.text == "3")
    #expect(components.count == 2)
    #expect(components.allSatisfy { $0.object != nil })
    window.rootViewController = nil
    #expect(components.allSatisfy { $0.object == nil })
    #expect(Resources.total == before)
  }
}

private struct WeakBox {
  weak var object: AnyObject?
}
