import Networking

extension HTTPClient {
  /// Sends `request` and suspends until the answer arrives: `URLSession.data(for:)`'s shape
  /// over the callback client.
  ///
  /// Cancelling the calling task throws `CancellationError` and cancels the request on the main
  /// actor's next turn; the request's completion never runs. `URLSession.data(for:)` throws
  /// `URLError(.cancelled)` instead: code that must run on both checks `Task.isCancelled`
  /// after the `await` rather than the error's type.
  public func response(for request: HTTPRequest) async throws -> HTTPResponse {
    typealias Answer = Result<HTTPResponse, any Error>
    return try await withCancellableRequest { (complete: @escaping (Answer) -> Void) in
      send(request) { result in complete(result.mapError { $0 }) }
    }.get()
  }
}

/// Turns a callback request into an `async` call: `start` sends it and hands back its
/// ``HTTPTask``; the call returns the value the request calls back with.
///
/// Cancelling the calling task cancels the ``HTTPTask`` and throws `CancellationError` on the
/// main actor's next turn (the cancellation handler may run on any thread, the request is the
/// main actor's); the callback never runs then.
@MainActor
public func withCancellableRequest<Value: Sendable>(
  _ start: (@escaping (Value) -> Void) -> HTTPTask
) async throws -> Value {
  let call = PendingCall<Value>()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      call.start(continuation, send: start)
    }
  } onCancel: {
    Task { @MainActor in call.cancel() }
  }
}

/// One request in flight: its continuation, resumed exactly once, and its task.
@MainActor
private final class PendingCall<Value: Sendable>: Sendable {
  private var continuation: CheckedContinuation<Value, any Error>?
  private var task: HTTPTask?
  private var cancelled = false

  nonisolated init() {}

  func start(
    _ continuation: CheckedContinuation<Value, any Error>,
    send: (@escaping (Value) -> Void) -> HTTPTask
  ) {
    guard !cancelled else {
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    task = send { [weak self] value in self?.finish(.success(value)) }
  }

  func cancel() {
    cancelled = true
    task?.cancel()
    finish(.failure(CancellationError()))
  }

  private func finish(_ result: Result<Value, any Error>) {
    task = nil
    guard let continuation else { return }
    self.continuation = nil
    continuation.resume(with: result)
  }
}
