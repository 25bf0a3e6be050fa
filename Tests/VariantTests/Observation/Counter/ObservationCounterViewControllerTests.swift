import MainLoop
import Storyboards
import Testing
import UIKitLite
import VariantRegistry

@testable import ObservationVariant

@MainActor
@Suite("Observation counter view controller")
struct ObservationCounterViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let window = Window()

  private var liveRenders: Int {
    ObservationStyle.declaration.runtimeGauges.reduce(0) { $0 + $1.count() }
  }

  @Test func appearingRendersTheCountOnce() throws {
    let model = CounterModel(count: 9)
    window.rootViewController = CounterViewController(model: model, mainLoop: loop)
    let view = try #require(window.rootViewController?.view as? CounterView)
    #expect(view.countLabel.text == "9")
    #expect(view.countLabel.renderCount == 1)
    window.rootViewController = nil
  }

  @Test func theLabelFollowsTheModelAfterTheLoopTurns() throws {
    let model = CounterModel(count: 0)
    window.rootViewController = CounterViewController(model: model, mainLoop: loop)
    let view = try #require(window.rootViewController?.view as? CounterView)
    #expect(view.countUpTenButton.tap())
    #expect(view.countLabel.text == "0")
    loop.runUntilIdle()
    #expect(view.countLabel.text == "10")
    model.decrement()
    loop.runUntilIdle()
    #expect(view.countLabel.text == "9")
    #expect(view.countResetButton.tap())
    loop.runUntilIdle()
    #expect(view.countResetButton.tap())
    loop.runUntilIdle()
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 5)
    window.rootViewController = nil
  }

  @Test func changesWithinOneTurnRenderOnce() throws {
    let model = CounterModel(count: 0)
    window.rootViewController = CounterViewController(model: model, mainLoop: loop)
    let view = try #require(window.rootViewController?.view as? CounterView)
    model.increment()
    model.increment()
    loop.runUntilIdle()
    #expect(view.countLabel.text == "2")
    #expect(view.countLabel.renderCount == 2)
    window.rootViewController = nil
  }

  @Test func disappearingStopsTracking() throws {
    let before = liveRenders
    let model = CounterModel(count: 0)
    window.rootViewController = CounterViewController(model: model, mainLoop: loop)
    let view = try #require(window.rootViewController?.view as? CounterView)
    #expect(liveRenders == before + 1)
    model.increment()
    window.rootViewController = nil
    loop.runUntilIdle()
    model.increment()
    loop.runUntilIdle()
    #expect(view.countLabel.text == "0")
    #expect(liveRenders == before)
  }

  @Test func reappearingAfterACoveringScreenTracksAgain() throws {
    let model = CounterModel(count: 0)
    let viewController = CounterViewController(model: model, mainLoop: loop)
    let navigation = NavigationController(rootViewController: viewController)
    window.rootViewController = navigation
    let view = try #require(viewController.view as? CounterView)
    navigation.pushViewController(ViewController(), animated: false)
    model.increment()
    loop.runUntilIdle()
    #expect(view.countLabel.text == "0")
    navigation.popViewController(animated: false)
    #expect(view.countLabel.text == "1")
    #expect(view.countUpButton.tap())
    loop.runUntilIdle()
    #expect(view.countLabel.text == "2")
    window.rootViewController = nil
  }
}
