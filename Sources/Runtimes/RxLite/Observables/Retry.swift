// MARK: - retry

extension ObservableType {
  /// Resubscribes to the source after every error, indefinitely.
  public func retry() -> Observable<Element> {
    retrying(attempts: nil)
  }

  /// Subscribes to the source up to `maxAttemptCount` times in total, resubscribing after each
  /// error; the last error is forwarded.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    retrying(attempts: maxAttemptCount)
  }

  private func retrying(attempts: Int?) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = RetrySink(observer: observer, source: source, attempts: attempts)
      sink.start()
      return sink
    }
  }
}

/// Resubscribes after errors; a synchronous failure hands over to the next attempt once the
/// failing `subscribe` call has returned, so retries never nest.
private final class RetrySink<Element>: Sink<Element> {
  private let source: Observable<Element>
  private var remainingAttempts: Int?
  private let current = SerialDisposable()
  private var lastError: Swift.Error?
  private var isSubscribing = false
  private var pendingRetry = false

  init(observer: @escaping (Event<Element>) -> Void, source: Observable<Element>, attempts: Int?) {
    self.source = source
    self.remainingAttempts = attempts
    super.init(observer: observer)
    upstream = current
  }

  func start() {
    attempt()
  }

  private func attempt() {
    guard !isSubscribing else {
      pendingRetry = true
      return
    }
    repeat {
      pendingRetry = false
      guard !isDisposed else { return }
      if let remaining = remainingAttempts {
        guard remaining > 0 else {
          forwardStop(lastError.map { .error($0) } ?? .completed)
          return
        }
        remainingAttempts = remaining - 1
      }
      let subscription = SingleAssignmentDisposable()
      current.disposable = subscription
      isSubscribing = true
      subscription.setDisposable(
        source.subscribe(handler: { event in
          switch event {
          case .next:
            self.forwardOn(event)
          case .completed:
            self.forwardStop(event)
          case .error(let error):
            self.lastError = error
            self.attempt()
          }
        }))
      isSubscribing = false
    } while pendingRetry
  }
}
