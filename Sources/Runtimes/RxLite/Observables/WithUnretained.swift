// MARK: - withUnretained

extension ObservableType {
  /// Pairs each element with `object`, held weakly; the sequence completes once `object` is
  /// gone.
  @inlinable public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    map { [weak obj] element -> (Object, Element)? in
      guard let obj else { return nil }
      return (obj, element)
    }
    .take(while: { $0 != nil })
    .compactMap { pair in pair.map { resultSelector($0.0, $0.1) } }
  }

  /// Pairs each element with `object`, held weakly; the sequence completes once `object` is
  /// gone.
  @inlinable public func withUnretained<Object: AnyObject>(_ obj: Object)
    -> Observable<(Object, Element)>
  {
    withUnretained(obj) { ($0, $1) }
  }
}
