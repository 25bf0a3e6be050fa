import Storyboards
import Testing
import UIKitLite

@testable import CallbackVariant

@MainActor
@Suite("Callback counter view controller")
struct CallbackCounterViewControllerTests {
  @Test func loadingTheViewShowsTheViewModelsCountOnce() throws {
    let viewController = CounterViewController(viewModel: CounterViewModel(initialCount: -4))
    let view = try #require(viewController.view as? CounterView)
    #expect(view.countLabel.text == "-4")
    #expect(view.countLabel.renderCount == 1)
  }

  @Test func eachButtonRendersTheAnswerOfItsViewModelMethod() throws {
    let viewController = CounterViewController(viewModel: CounterViewModel(initialCount: 0))
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
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 7)
  }

  @Test func theViewModelDoesNotKeepTheControllerAlive() throws {
    let viewModel = CounterViewModel(initialCount: 1)
    weak var released: CounterViewController?
    do {
      let viewController = CounterViewController(viewModel: viewModel)
      released = viewController
      let view = try #require(viewController.view as? CounterView)
      view.countUpButton.tap()
      #expect(view.countLabel.text == "2")
    }
    #expect(released == nil)
    var answers: [Int] = []
    viewModel.incrementCount { answers.append($0) }
    #expect(answers == [3])
  }
}
