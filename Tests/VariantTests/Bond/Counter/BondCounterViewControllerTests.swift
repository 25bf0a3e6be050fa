import BondLite
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

  @Test func bindingsEndWithTheirTargetsAndObservationsWithTheController() throws {
    let viewModel = CounterViewModel(initialCount: 0)
    let before = BondResources.liveSubscriptions
    weak var released: CounterViewController?
    weak var label: Label?
    var buttons: [Button] = []
    do {
      let viewController = CounterViewController(viewModel: viewModel)
      released = viewController
      let view = try #require(viewController.view as? CounterView)
      label = view.countLabel
      buttons = [
        view.countUpButton, view.countDownButton, view.countResetButton, view.countUpTenButton,
        view.countDownTenButton,
      ]
      #expect(BondResources.liveSubscriptions > before)
    }
    #expect(released == nil)
    #expect(label == nil, "the label went with the controller's view")
    #expect(BondResources.liveSubscriptions == before, "the count no longer holds the binding")
    #expect(
      buttons.map(\.registrationCount) == [0, 0, 0, 0, 0],
      "the bag ended every button's tap observation")
    viewModel.count.value = 5
  }
}
