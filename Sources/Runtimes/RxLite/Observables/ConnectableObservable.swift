/// A sequence whose subscribers share one subscription to a source, started by `connect()`.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes the shared subject to the source.
  ///
  /// - Returns: A disposable that disconnects it.
  func connect() -> Disposable
}

/// A sequence that subscribes to its source only when `connect()` is called, and multicasts
/// the source's events to its subscribers through a subject.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
  /// Subscribes the shared subject to the source.
  ///
  /// - Returns: A disposable that disconnects it.
  public func connect() -> Disposable {
    rxAbstractMethod()
  }
}
