import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift counter interactor")
struct CleanSwiftCounterInteractorTests {
  @Test func loadCountPresentsTheStoredCount() {
    // Given
    let interactor = CounterInteractor()
    let presenter = CounterPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.count = 21
    // When
    interactor.loadCount(request: Counter.LoadCount.Request())
    // Then
    #expect(presenter.loadedResponses == [Counter.LoadCount.Response(count: 21)])
    #expect(presenter.changedResponses.isEmpty)
  }

  @Test(arguments: [
    (Counter.ChangeCount.Change.increment, 6),
    (.decrement, 4),
    (.incrementByTen, 15),
    (.decrementByTen, -5),
    (.reset, 0),
  ])
  func changeCountStoresAndPresentsTheNewCount(change: Counter.ChangeCount.Change, count: Int) {
    // Given
    let interactor = CounterInteractor()
    let presenter = CounterPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.count = 5
    // When
    interactor.changeCount(request: Counter.ChangeCount.Request(change: change))
    // Then
    #expect(interactor.count == count)
    #expect(presenter.changedResponses == [Counter.ChangeCount.Response(count: count)])
    #expect(presenter.loadedResponses.isEmpty)
  }

  @Test func changesSaturateAtTheIntBounds() {
    // Given
    let interactor = CounterInteractor()
    let presenter = CounterPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.count = .max - 1
    // When
    interactor.changeCount(request: Counter.ChangeCount.Request(change: .incrementByTen))
    interactor.changeCount(request: Counter.ChangeCount.Request(change: .increment))
    // Then
    #expect(presenter.changedResponses.map(\.count) == [.max, .max])
  }

  @Test func startsAtZero() {
    #expect(CounterInteractor().count == 0)
  }
}

// MARK: - Spy

@MainActor
private final class CounterPresentationLogicSpy: CounterPresentationLogic {
  private(set) var loadedResponses: [Counter.LoadCount.Response] = []
  private(set) var changedResponses: [Counter.ChangeCount.Response] = []

  func presentLoadedCount(response: Counter.LoadCount.Response) {
    loadedResponses.append(response)
  }

  func presentCount(response: Counter.ChangeCount.Response) {
    changedResponses.append(response)
  }
}
