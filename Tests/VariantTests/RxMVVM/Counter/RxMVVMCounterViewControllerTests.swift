import RxLite
import Storyboards
import Testing
import UIKitLite

@testable import RxMVVMVariant

@MainActor
@Suite("Rx MVVM counter view controller")
struct RxMVVMCounterViewControllerTests {
  private func makeViewController(initialCount: Int) -> CounterViewController {
    let viewModel = CounterViewModel(with: CounterViewModel.Dependency(initialCount: initialCount))
    return CounterViewController(with: CounterViewController.Dependency(viewModel: viewModel))
  }

  @Test func loadingTheViewShowsTheInitialCountOnce() throws {
    let viewController = makeViewController(initialCount: -4)
    let view = try #require(viewController.view as? CounterView)
    #expect(view.countLabel.text == "-4")
    #expect(view.countLabel.renderCount == 1)
  }

  @Test func eachButtonRendersTheNewCountOnce() throws {
    let viewController = makeViewController(initialCount: 0)
    let view = try #require(viewController.view as? CounterView)
    view.countUpTenButton.tap()
    #expect(view.countLabel.text == "10")
    view.countDownButton.tap()
    #expect(view.countLabel.text == "9")
    view.countUpButton.tap()
    #expect(view.countLabel.text == "10")
    view.countDownTenButton.tap()
    view.countDownTenButton.tap()
    #expect(view.countLabel.text == "-10")
    view.countResetButton.tap()
    view.countResetButton.tap()
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 8)
  }

  @Test func bindsOneActionPerButtonAndReleasesThemWithTheController() throws {
    let before = Resources.total
    weak var releasedController: CounterViewController?
    var buttons: [Button] = []
    do {
      let viewController = makeViewController(initialCount: 1)
      releasedController = viewController
      let view = try #require(viewController.view as? CounterView)
      buttons = [
        view.countUpButton, view.countDownButton, view.countResetButton, view.countUpTenButton,
        view.countDownTenButton,
      ]
      #expect(buttons.allSatisfy { $0.registrationCount == 1 })
      view.countUpButton.tap()
      #expect(view.countLabel.text == "2")
    }
    #expect(releasedController == nil)
    #expect(buttons.allSatisfy { $0.registrationCount == 0 })
    #expect(Resources.total == before)
  }
}
