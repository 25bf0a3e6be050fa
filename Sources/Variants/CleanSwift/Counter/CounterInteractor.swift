/// What the counter scene can be asked to do.
@MainActor
protocol CounterBusinessLogic: AnyObject {
  /// Reports the current count.
  func loadCount(request: Counter.LoadCount.Request)
  /// Applies the requested change and reports the new count.
  func changeCount(request: Counter.ChangeCount.Request)
}

/// The counter scene's state, readable and writable by other scenes' routers.
@MainActor
protocol CounterDataStore: AnyObject {
  var count: Int { get set }
}

/// Runs the counter's use cases: keeps the count, asks the worker for the arithmetic and hands
/// every result to the presenter.
@MainActor
final class CounterInteractor: CounterBusinessLogic, CounterDataStore {
  var presenter: CounterPresentationLogic?
  let worker: CounterWorker
  var count = 0

  init(worker: CounterWorker = CounterWorker()) {
    self.worker = worker
  }

  // MARK: - Load count

  func loadCount(request: Counter.LoadCount.Request) {
    presenter?.presentLoadedCount(response: Counter.LoadCount.Response(count: count))
  }

  // MARK: - Change count

  func changeCount(request: Counter.ChangeCount.Request) {
    count = worker.count(after: request.change, from: count)
    presenter?.presentCount(response: Counter.ChangeCount.Response(count: count))
  }
}
