import Networking

extension HTTPClient {
  /// Sends `request` and suspends until the answer arrives: `URLSession.data(for:)`'s shape
  /// over the callback client.
  ///
  /// Cancelling the calling task cancels the request at once and throws `CancellationError`;
  /// the request's completion never runs.
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
/// Cancelling the calling task cancels the ``HTTPTask`` at once and throws
/// `CancellationError`; the callback never runs then.
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
    MainActor.assumeIsolated { call.cancel() }
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
