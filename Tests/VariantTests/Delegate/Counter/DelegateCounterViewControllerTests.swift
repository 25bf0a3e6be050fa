import Storyboards
import Testing
import UIKitLite

@testable import DelegateVariant

@MainActor
@Suite("Delegate counter view controller")
struct DelegateCounterViewControllerTests {
  @Test func loadingSetsTheDelegateAndShowsTheCountOnce() throws {
    let viewController = CounterViewController(presenter: CounterPresenter(initialCount: 5))
    let window = Window()
    window.rootViewController = viewController
    let view = try #require(viewController.view as? CounterView)
    #expect(view.countLabel.text == "5")
    #expect(view.countLabel.renderCount == 1)
  }

  @Test func eachButtonAsksThePresenterAndRendersItsAnswer() throws {
    let presenter = CounterPresenter(initialCount: 0)
    let viewController = CounterViewController(presenter: presenter)
    let window = Window()
    window.rootViewController = viewController
    let view = try #require(viewController.view as? CounterView)
    view.countUpButton.tap()
    view.countUpTenButton.tap()
    #expect(view.countLabel.text == "11")
    view.countDownButton.tap()
    view.countDownTenButton.tap()
    #expect(view.countLabel.text == "0")
    view.countDownButton.tap()
    #expect(presenter.count == -1)
    view.countResetButton.tap()
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 7)
  }

  @Test func theControllerIsThePresentersWeakDelegate() throws {
    let presenter = CounterPresenter(initialCount: 0)
    let viewController = CounterViewController(presenter: presenter)
    _ = viewController.view
    #expect(presenter.delegate === viewController)
  }

  @Test func aCoveredScreenKeepsRendering() throws {
    let presenter = CounterPresenter(initialCount: 0)
    let viewController = CounterViewController(presenter: presenter)
    let navigation = NavigationController(rootViewController: viewController)
    let window = Window()
    window.rootViewController = navigation
    let view = try #require(viewController.view as? CounterView)
    navigation.pushViewController(ViewController(), animated: false)
    presenter.incrementCount()
    #expect(view.countLabel.text == "1")
    navigation.popViewController(animated: false)
    #expect(view.countLabel.text == "1")
    view.countUpButton.tap()
    #expect(view.countLabel.text == "2")
  }

  @Test func theControllerIsFreedWhenTheScreenGoesAway() throws {
    let presenter = CounterPresenter(initialCount: 0)
    let window = Window()
    weak var released: CounterViewController?
    do {
      let viewController = CounterViewController(presenter: presenter)
      released = viewController
      window.rootViewController = viewController
      try #require(viewController.view as? CounterView).countUpButton.tap()
    }
    window.rootViewController = nil
    #expect(released == nil)
    presenter.incrementCount()
    #expect(presenter.count == 2)
  }
}
