import KVOLite
import Storyboards
import Testing
import UIKitLite

@testable import KVOVariant

@MainActor
@Suite("KVO counter view controller")
struct KVOCounterViewControllerTests {
  @Test func appearingObservesTheModelAndShowsTheCountOnce() throws {
    let model = CounterModel(count: 9)
    let viewController = CounterViewController(model: model)
    let window = Window()
    window.rootViewController = viewController
    let view = try #require(viewController.view as? CounterView)
    #expect(view.countLabel.text == "9")
    #expect(view.countLabel.renderCount == 1)
    window.rootViewController = nil
  }

  @Test func theLabelFollowsTheModelWhoeverChangesIt() throws {
    let model = CounterModel(count: 0)
    let viewController = CounterViewController(model: model)
    let window = Window()
    window.rootViewController = viewController
    let view = try #require(viewController.view as? CounterView)
    view.countUpTenButton.tap()
    #expect(view.countLabel.text == "10")
    model.decrement()
    #expect(view.countLabel.text == "9")
    view.countResetButton.tap()
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 4)
    window.rootViewController = nil
  }

  @Test func disappearingRemovesTheObserver() throws {
    let model = CounterModel(count: 0)
    let viewController = CounterViewController(model: model)
    let window = Window()
    window.rootViewController = viewController
    let view = try #require(viewController.view as? CounterView)
    window.rootViewController = nil
    model.increment()
    #expect(view.countLabel.text == "0")
    #expect(throws: KVOError.self) {
      try model.checkedRemoveObserver(viewController, forKeyPath: CounterModel.countKeyPath)
    }
  }

  @Test func reappearingAfterACoveringScreenObservesAgain() throws {
    let model = CounterModel(count: 0)
    let viewController = CounterViewController(model: model)
    let navigation = NavigationController(rootViewController: viewController)
    let window = Window()
    window.rootViewController = navigation
    let view = try #require(viewController.view as? CounterView)
    navigation.pushViewController(ViewController(), animated: false)
    model.increment()
    #expect(view.countLabel.text == "0")
    navigation.popViewController(animated: false)
    #expect(view.countLabel.text == "1")
    view.countUpButton.tap()
    #expect(view.countLabel.text == "2")
    window.rootViewController = nil
  }

  @Test func aNotificationWithAnotherContextIsPassedOnAndStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let model = CounterModel(count: 0)
        let viewController = CounterViewController(model: model)
        model.addObserver(
          viewController, forKeyPath: CounterModel.countKeyPath, options: [.new], context: nil)
        model.increment()
        withExtendedLifetime(viewController) {}
      }
    }
  }
}
