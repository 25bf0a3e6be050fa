import RxLite
import RxLiteTest
import XCTest

/// A view model written the way the rx-mvvm variants write them: main-actor isolated, with
/// private subjects, public observables and closures that capture `self`.
@MainActor
private final class CounterViewModel {
  let countText: Observable<String>
  private let count = BehaviorRelay(value: 0)
  private let disposeBag = DisposeBag()
  private(set) var lastSeen = ""

  init(taps: Observable<Int>) {
    countText = count.map { "\($0)" }.distinctUntilChanged().share(replay: 1)
    taps.subscribe(onNext: { [weak self] delta in self?.apply(delta) })
      .disposed(by: disposeBag)
    countText.subscribe(onNext: { [weak self] text in self?.lastSeen = text })
      .disposed(by: disposeBag)
  }

  private func apply(_ delta: Int) {
    count.accept(count.value + delta)
  }
}

final class MainActorClientTests: RxLiteTestCase {
  func testMainActorViewModelSubscribesWithClosuresCapturingSelf() {
    // XCTest on Linux runs test methods on the main thread but cannot call `@MainActor` ones.
    MainActor.assumeIsolated {
      let taps = PublishSubject<Int>()
      var viewModel: CounterViewModel? = CounterViewModel(taps: taps.asObservable())
      weak let weakViewModel = viewModel

      taps.onNext(1)
      taps.onNext(10)
      XCTAssertEqual(viewModel?.lastSeen, "11")
      viewModel = nil

      XCTAssertNil(weakViewModel)
      XCTAssertFalse(taps.hasObservers)
    }
  }
}
