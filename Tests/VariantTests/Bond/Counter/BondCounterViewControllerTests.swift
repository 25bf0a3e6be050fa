import Storyboards
import Testing
import UIKitLite

@testable import BondVariant

@MainActor
@Suite("Bond counter view controller")
struct BondCounterViewControllerTests {
  @Test func loadingTheViewBindsTheCountAndShowsItOnce() throws {
    let viewController = CounterViewController(viewModel: CounterViewModel(initialCount: 17))
    let view = try #require(viewController.view as? CounterView)
    #expect(view.countLabel.text == "17")
    #expect(view.countLabel.renderCount == 1)
  }

  @Test func tapsReachTheViewModelAndTheLabelFollowsIt() throws {
    let viewModel = CounterViewModel(initialCount: 0)
    let viewController = CounterViewController(viewModel: viewModel)
    let view = try #require(viewController.view as? CounterView)
    view.countUpTenButton.tap()
    view.countDownButton.tap()
    #expect(viewModel.count.value == 9)
    #expect(view.countLabel.text == "9")
    viewModel.count.value = 40
    #expect(view.countLabel.text == "40")
    view.countDownTenButton.tap()
    view.countUpButton.tap()
    view.countResetButton.tap()
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 7)
  }

  @Test func bindingsEndWithTheController() throws {
    let viewModel = CounterViewModel(initialCount: 0)
    weak var released: CounterViewController?
    var label: Label?
    var button: Button?
    do {
      let viewController = CounterViewController(viewModel: viewModel)
      released = viewController
      let view = try #require(viewController.view as? CounterView)
      label = view.countLabel
      button = view.countUpButton
    }
    #expect(released == nil)
    viewModel.count.value = 5
    #expect(label?.text == "0")
    #expect(button?.registrationCount == 0)
  }
}
