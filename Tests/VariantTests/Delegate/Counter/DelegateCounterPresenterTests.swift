import Testing

@testable import DelegateVariant

@MainActor
@Suite("Delegate counter presenter")
struct DelegateCounterPresenterTests {
  @Test func settingTheDelegateShowsItTheCurrentCount() {
    let presenter = CounterPresenter(initialCount: 12)
    let view = CounterPresenterDelegateSpy()
    presenter.delegate = view
    #expect(view.shownCounts == [12])
  }

  @Test func everyChangeReachesTheViewOnce() {
    let presenter = CounterPresenter(initialCount: 0)
    let view = CounterPresenterDelegateSpy()
    presenter.delegate = view
    presenter.incrementCount()
    presenter.incrementCountByTen()
    presenter.decrementCount()
    presenter.decrementCountByTen()
    presenter.decrementCountByTen()
    presenter.resetCount()
    presenter.resetCount()
    #expect(view.shownCounts == [0, 1, 11, 10, 0, -10, 0, 0])
    #expect(presenter.count == 0)
    #expect(view.presenters.allSatisfy { $0 === presenter })
  }

  @Test func changesSaturateAtTheIntBounds() {
    let top = CounterPresenter(initialCount: .max - 2)
    top.incrementCountByTen()
    top.incrementCount()
    #expect(top.count == .max)
    let bottom = CounterPresenter(initialCount: .min + 2)
    bottom.decrementCountByTen()
    bottom.decrementCount()
    #expect(bottom.count == .min)
  }

  @Test func aClearedDelegateHearsNothing() {
    let presenter = CounterPresenter(initialCount: 0)
    let view = CounterPresenterDelegateSpy()
    presenter.delegate = view
    presenter.delegate = nil
    presenter.incrementCount()
    #expect(view.shownCounts == [0])
    #expect(presenter.count == 1)
  }

  @Test func holdsItsViewWeakly() {
    let presenter = CounterPresenter(initialCount: 0)
    weak var released: CounterPresenterDelegateSpy?
    do {
      let view = CounterPresenterDelegateSpy()
      released = view
      presenter.delegate = view
    }
    #expect(released == nil)
    presenter.incrementCount()
    #expect(presenter.count == 1)
  }
}

// MARK: - Spy

@MainActor
private final class CounterPresenterDelegateSpy: CounterPresenterDelegate {
  private(set) var shownCounts: [Int] = []
  private(set) var presenters: [CounterPresenter] = []

  func counterPresenter(_ presenter: CounterPresenter, didUpdateCount count: Int) {
    shownCounts.append(count)
    presenters.append(presenter)
  }
}
