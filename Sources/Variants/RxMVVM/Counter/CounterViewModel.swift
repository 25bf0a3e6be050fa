import Domain
import RxCocoaLite
import RxLite

/// The counter's rules, as a function from taps to the text to show.
///
/// Each tap becomes a change to the count; `scan` folds the changes into counts from the
/// launch count, so the count is not stored anywhere but in the sequence itself. The view model
/// imports no UI: it sees taps as `Signal`s and hands back a `Driver`.
@MainActor
final class CounterViewModel: ViewModelType, Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The count the screen opens with.
    let initialCount: Int
  }

  /// The user events the count is derived from.
  struct Input {
    let countUpButtonTapped: Signal<Void>
    let countDownButtonTapped: Signal<Void>
    let countResetButtonTapped: Signal<Void>
    let countUpTenButtonTapped: Signal<Void>
    let countDownTenButtonTapped: Signal<Void>
  }

  /// What the screen shows.
  struct Output {
    /// The count as the label shows it: the launch count first, then every change.
    let countText: Driver<String>
  }

  private let initialCount: Int

  init(with dependency: Dependency) {
    initialCount = dependency.initialCount
  }

  func transform(input: Input) -> Output {
    let changes = Signal<(Int) -> Int>.merge(
      input.countUpButtonTapped.map { { $0.saturatingAdding(1) } },
      input.countDownButtonTapped.map { { $0.saturatingAdding(-1) } },
      input.countUpTenButtonTapped.map { { $0.saturatingAdding(10) } },
      input.countDownTenButtonTapped.map { { $0.saturatingAdding(-10) } },
      input.countResetButtonTapped.map { { _ in 0 } })
    let count = changes
      .scan(initialCount) { count, change in change(count) }
      .startWith(initialCount)
    return Output(
      countText: count.map(CounterStrings.countText).asDriver(onErrorJustReturn: ""))
  }
}
