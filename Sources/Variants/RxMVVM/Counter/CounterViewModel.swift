import Domain
import RxCocoaLite
import RxLite

/// The counter's state and rules, as streams: taps come in through ``Input``, the text to show
/// goes out through ``Output``.
///
/// The count lives in a private relay. Each adding tap reads its latest value and writes the
/// saturated sum back; a reset writes zero. The view model imports no UI: it sees taps as
/// observers and hands back a `Driver`.
@MainActor
final class CounterViewModel: Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The count the screen opens with.
    let initialCount: Int
  }

  /// The user events the view model listens to.
  struct Input {
    let countUpButtonTapped: AnyObserver<Void>
    let countDownButtonTapped: AnyObserver<Void>
    let countResetButtonTapped: AnyObserver<Void>
    let countUpTenButtonTapped: AnyObserver<Void>
    let countDownTenButtonTapped: AnyObserver<Void>
  }

  /// What the screen shows.
  struct Output {
    /// The count as the label shows it: the current count on subscription, then every change.
    let countText: Driver<String>
  }

  let input: Input
  let output: Output

  private let countUpButtonTapped = PublishSubject<Void>()
  private let countDownButtonTapped = PublishSubject<Void>()
  private let countResetButtonTapped = PublishSubject<Void>()
  private let countUpTenButtonTapped = PublishSubject<Void>()
  private let countDownTenButtonTapped = PublishSubject<Void>()
  private let count: BehaviorRelay<Int>
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    count = BehaviorRelay(value: dependency.initialCount)
    input = Input(
      countUpButtonTapped: countUpButtonTapped.asObserver(),
      countDownButtonTapped: countDownButtonTapped.asObserver(),
      countResetButtonTapped: countResetButtonTapped.asObserver(),
      countUpTenButtonTapped: countUpTenButtonTapped.asObserver(),
      countDownTenButtonTapped: countDownTenButtonTapped.asObserver())
    output = Output(
      countText: count.map(CounterStrings.countText).asDriver(onErrorJustReturn: ""))
    bindCount()
  }

  // MARK: - Rules

  private func bindCount() {
    let added = Observable.merge(
      countUpButtonTapped.map { 1 },
      countDownButtonTapped.map { -1 },
      countUpTenButtonTapped.map { 10 },
      countDownTenButtonTapped.map { -10 }
    )
    .withLatestFrom(count) { amount, current in current.saturatingAdding(amount) }
    let reset = countResetButtonTapped.map { 0 }
    Observable.merge(added, reset)
      .bind(to: count)
      .disposed(by: disposeBag)
  }
}
