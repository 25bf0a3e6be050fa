import RxLite

// Operators keep a shared sequence's guarantees: each result is shared again the strategy's
// way, and time-based work runs on the strategy's scheduler.

extension SharedSequenceConvertibleType {
  /// Transforms each element with `transform`.
  public func map<Result>(
    _ transform: @escaping (Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(asObservable().map(transform))
  }

  /// Transforms each element with `transform`, dropping the `nil` results.
  public func compactMap<Result>(
    _ transform: @escaping (Element) -> Result?
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(asObservable().compactMap(transform))
  }

  /// Forwards only the elements that satisfy `predicate`.
  public func filter(
    _ predicate: @escaping (Element) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().filter(predicate))
  }

  /// Projects each element to a shared sequence and forwards only the latest one's elements.
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapLatest { selector($0).asObservable() })
  }

  /// Sends `element` first, then the sequence's elements.
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().startWith(element))
  }

  /// Forwards an element only after `dueTime` has passed without another one, on the
  /// strategy's scheduler.
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Accumulates the elements from `seed` with `accumulator`, sending each intermediate result.
  public func scan<State>(
    _ seed: State, accumulator: @escaping (State, Element) -> State
  ) -> SharedSequence<SharingStrategy, State> {
    SharedSequence(asObservable().scan(seed, accumulator: accumulator))
  }
}

// MARK: - distinctUntilChanged

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops elements equal to the one before them.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType {
  /// Drops elements whose `key` equals the previous element's.
  public func distinctUntilChanged<Key: Equatable>(
    _ key: @escaping (Element) -> Key
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(key))
  }

  /// Drops elements that `comparer` finds equal to the previous element.
  public func distinctUntilChanged(
    _ comparer: @escaping (Element, Element) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(comparer))
  }
}

// MARK: - Combining

extension SharedSequence {
  /// Merges the elements of `sources` into one shared sequence.
  public static func merge(
    _ sources: SharedSequence<SharingStrategy, Element>...
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Combines the latest elements of two shared sequences with `resultSelector`, once both
  /// have sent one.
  public static func combineLatest<First, Second>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    resultSelector: @escaping (First, Second) -> Element
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      Observable.combineLatest(
        first.asObservable(), second.asObservable(), resultSelector: resultSelector))
  }
}

// MARK: - withLatestFrom

extension SharedSequenceConvertibleType {
  /// On each element, combines it with the latest element of `second` with `resultSelector`.
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
    SharedSequence(
      asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// On each element, sends the latest element of `second`.
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(
    _ second: Second
  ) -> SharedSequence<SharingStrategy, Second.Element>
  where Second.SharingStrategy == SharingStrategy {
    SharedSequence(asObservable().withLatestFrom(second.asObservable()))
  }
}
