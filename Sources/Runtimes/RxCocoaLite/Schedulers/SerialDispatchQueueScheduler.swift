import MainLoop
import RxLite

/// A scheduler that runs its actions one at a time, in order, on a ``WorkQueue``: off the main
/// thread, as RxSwift's `SerialDispatchQueueScheduler` runs them on a serial `DispatchQueue`.
///
///     let background = SerialDispatchQueueScheduler(
///       internalSerialQueueName: "decoding", loop: loop)
///     answers
///       .observe(on: background)
///       .map(decode)
///       .observe(on: MainScheduler.instance)
///
/// Each action is a job of the queue: it takes the loop's work latency, and what it schedules
/// on `MainScheduler.instance` runs on the loop at the job's due instant, through the loop's
/// main queue. Disposing what ``schedule(_:action:)`` returns cancels the job; the disposable
/// the action returns is not kept (it is made off the main thread). Schedule from the loop's
/// thread only, as `WorkQueue` requires; delays are not supported.
public final class SerialDispatchQueueScheduler: SerialQueueSchedulerType {
  /// The queue the actions run on.
  public let queue: WorkQueue
  private let main: MainQueue

  /// Creates a scheduler over a new serial queue named `internalSerialQueueName`, whose jobs
  /// the main queue of `loop` receives.
  public init(internalSerialQueueName: String, loop: MainLoop) {
    queue = WorkQueue(label: internalSerialQueueName, loop: loop)
    main = loop.main
  }

  /// Runs `action` as a job of the queue.
  ///
  /// - Returns: A disposable that cancels the job: it does not run if it has not started, and
  ///   hands nothing to the main queue.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let work = OffMainWork { _ = action(state) }
    let main = main
    let job = queue.async {
      MainScheduler.runOffMain(
        handingOverTo: { body in
          let handedOver = OffMainWork(body)
          main.async { handedOver.body() }
        },
        work.body)
    }
    return Disposables.create { job.cancel() }
  }
}

/// A closure made on one thread and run on another, one after the other.
private struct OffMainWork: @unchecked Sendable {
  // Safe: `WorkQueue` orders the two threads. An action is made on the loop's thread before
  // its job starts and runs once, in the job; what the job hands to the main queue is made in
  // the job and runs on the loop's thread after the job has ended (or never, once it is
  // cancelled). Not covered: disposing a chain while its job runs on a live thread sets a
  // sink's disposed flag that the job may read — RxSwift's flag is atomic, RxLite's serial
  // sinks' is not — and an operator that ends the chain in the job (a `map` that throws)
  // disposes it on the job's thread.
  let body: () -> Void

  init(_ body: @escaping () -> Void) {
    self.body = body
  }
}
