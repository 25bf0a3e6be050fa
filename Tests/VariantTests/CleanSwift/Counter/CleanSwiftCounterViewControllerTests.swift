import Storyboards
import Testing
import UIKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift counter view controller")
struct CleanSwiftCounterViewControllerTests {
  @Test func setupWiresTheVIPCycle() throws {
    // Given
    let viewController = CounterViewController()
    // When
    let interactor = try #require(viewController.interactor as? CounterInteractor)
    let presenter = try #require(interactor.presenter as? CounterPresenter)
    let router = try #require(viewController.router as? CounterRouter)
    // Then
    #expect(presenter.viewController === viewController)
    #expect(router.viewController === viewController)
    #expect(router.dataStore === interactor)
  }

  @Test func viewDidLoadAsksTheInteractorToLoadTheCount() throws {
    // Given
    let viewController = CounterViewController()
    let interactor = CounterBusinessLogicSpy()
    viewController.interactor = interactor
    // When
    _ = viewController.view
    // Then
    #expect(interactor.loadRequests == [Counter.LoadCount.Request()])
    #expect(interactor.changeRequests.isEmpty)
  }

  @Test func eachButtonSendsItsChangeRequest() throws {
    // Given
    let viewController = CounterViewController()
    let interactor = CounterBusinessLogicSpy()
    viewController.interactor = interactor
    let view = try #require(viewController.view as? CounterView)
    // When
    view.countUpButton.tap()
    view.countDownButton.tap()
    view.countUpTenButton.tap()
    view.countDownTenButton.tap()
    view.countResetButton.tap()
    // Then
    #expect(
      interactor.changeRequests.map(\.change) == [
        .increment, .decrement, .incrementByTen, .decrementByTen, .reset,
      ])
  }

  @Test func displayingAViewModelSetsTheCountLabel() throws {
    // Given
    let viewController = CounterViewController()
    viewController.interactor = CounterBusinessLogicSpy()
    let view = try #require(viewController.view as? CounterView)
    // When
    viewController.displayLoadedCount(viewModel: Counter.LoadCount.ViewModel(countText: "8"))
    viewController.displayCount(viewModel: Counter.ChangeCount.ViewModel(countText: "-3"))
    // Then
    #expect(view.countLabel.text == "-3")
    #expect(view.countLabel.renderCount == 2)
  }

  @Test func theWholeCycleRendersEachTapOnce() throws {
    // Given
    let viewController = CounterViewController()
    let view = try #require(viewController.view as? CounterView)
    // When
    view.countUpTenButton.tap()
    view.countDownButton.tap()
    // Then
    #expect(view.countLabel.text == "9")
    #expect(view.countLabel.renderCount == 3)
  }
}

// MARK: - Spy

@MainActor
private final class CounterBusinessLogicSpy: CounterBusinessLogic {
  private(set) var loadRequests: [Counter.LoadCount.Request] = []
  private(set) var changeRequests: [Counter.ChangeCount.Request] = []

  func loadCount(request: Counter.LoadCount.Request) {
    loadRequests.append(request)
  }

  func changeCount(request: Counter.ChangeCount.Request) {
    changeRequests.append(request)
  }
}
