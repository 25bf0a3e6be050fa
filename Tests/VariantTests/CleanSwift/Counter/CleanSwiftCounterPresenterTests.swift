import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift counter presenter")
struct CleanSwiftCounterPresenterTests {
  @Test(arguments: [(0, "0"), (-12, "-12"), (Int.max, "9223372036854775807")])
  func presentLoadedCountDisplaysTheCountAsText(count: Int, text: String) {
    // Given
    let presenter = CounterPresenter()
    let display = CounterDisplayLogicSpy()
    presenter.viewController = display
    // When
    presenter.presentLoadedCount(response: Counter.LoadCount.Response(count: count))
    // Then
    #expect(display.loadedViewModels == [Counter.LoadCount.ViewModel(countText: text)])
    #expect(display.changedViewModels.isEmpty)
  }

  @Test(arguments: [(1, "1"), (-10, "-10"), (Int.min, "-9223372036854775808")])
  func presentCountDisplaysTheNewCountAsText(count: Int, text: String) {
    // Given
    let presenter = CounterPresenter()
    let display = CounterDisplayLogicSpy()
    presenter.viewController = display
    // When
    presenter.presentCount(response: Counter.ChangeCount.Response(count: count))
    // Then
    #expect(display.changedViewModels == [Counter.ChangeCount.ViewModel(countText: text)])
    #expect(display.loadedViewModels.isEmpty)
  }

  @Test func holdsItsViewControllerWeakly() {
    // Given
    let presenter = CounterPresenter()
    weak var released: CounterDisplayLogicSpy?
    do {
      let display = CounterDisplayLogicSpy()
      released = display
      presenter.viewController = display
    }
    // When
    presenter.presentCount(response: Counter.ChangeCount.Response(count: 1))
    // Then
    #expect(released == nil)
    #expect(presenter.viewController == nil)
  }
}

// MARK: - Spy

@MainActor
private final class CounterDisplayLogicSpy: CounterDisplayLogic {
  private(set) var loadedViewModels: [Counter.LoadCount.ViewModel] = []
  private(set) var changedViewModels: [Counter.ChangeCount.ViewModel] = []

  func displayLoadedCount(viewModel: Counter.LoadCount.ViewModel) {
    loadedViewModels.append(viewModel)
  }

  func displayCount(viewModel: Counter.ChangeCount.ViewModel) {
    changedViewModels.append(viewModel)
  }
}
