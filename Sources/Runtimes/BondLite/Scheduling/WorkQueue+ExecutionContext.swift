import MainLoop

extension WorkQueue {
  /// The queue as an execution context (ReactiveKit's `DispatchQueue.context`): each thunk is a
  /// job of the queue, off the main thread, and disposing what `execute` returns cancels it.
  ///
  /// Use it from the loop's thread, as the queue itself; what the thunk hands to the loop's
  /// ``MainQueue/context`` runs on the loop at the job's due instant.
  public var context: ExecutionContext {
    ExecutionContext { thunk in
      let offMain = OffMainThunk(thunk)
      let job = self.async { offMain.thunk() }
      return BlockDisposable { job.cancel() }
    }
  }
}

extension MainQueue {
  /// The main thread's queue as an execution context (ReactiveKit's `ExecutionContext.main`).
  ///
  /// From a job of a `WorkQueue`, a thunk runs on the loop at the job's due instant, or never
  /// once the job is cancelled (so there is nothing more to cancel); from elsewhere, on the
  /// loop's next turn.
  public var context: ExecutionContext {
    ExecutionContext { thunk in
      let onMain = OffMainThunk(thunk)
      self.async { onMain.thunk() }
      return nil
    }
  }
}

/// A thunk made on one thread and run once on another.
private struct OffMainThunk: @unchecked Sendable {
  // Safe: `WorkQueue` orders the two threads. A thunk for a job is made on the loop's thread
  // before the job starts; a thunk for the main queue is made in a job and runs on the loop's
  // thread after the job has ended. Each runs once, and what it reaches is left alone by the
  // other thread meanwhile: BondLite's operators between two contexts (`map`) keep no state,
  // and the observers after `receive(on:)` the main queue run on the loop's thread.
  let thunk: () -> Void

  init(_ thunk: @escaping () -> Void) {
    self.thunk = thunk
  }
}
