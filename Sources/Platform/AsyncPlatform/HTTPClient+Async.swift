import Networking

extension HTTPClient {
  /// Sends `request` and suspends until the answer arrives: `URLSession.data(for:)`'s shape
  /// over the callback client.
  ///
  /// Cancelling the calling task cancels the request at once and throws `CancellationError`;
  /// the request's completion never runs.
  public func response(for request: HTTPRequest) async throws -> HTTPResponse {
    let call = PendingCall()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        call.start(continuation) { complete in send(request, completion: complete) }
      }
    } onCancel: {
      MainActor.assumeIsolated { call.cancel() }
    }
  }
}

/// One request in flight: its continuation, resumed exactly once, and its task.
@MainActor
private final class PendingCall: Sendable {
  private var continuation: CheckedContinuation<HTTPResponse, any Error>?
  private var task: HTTPTask?
  private var cancelled = false

  nonisolated init() {}

  func start(
    _ continuation: CheckedContinuation<HTTPResponse, any Error>,
    send: (@escaping (Result<HTTPResponse, HTTPClientError>) -> Void) -> HTTPTask
  ) {
    guard !cancelled else {
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    task = send { [weak self] result in self?.finish(result.mapError { $0 as any Error }) }
  }

  func cancel() {
    cancelled = true
    task?.cancel()
    finish(.failure(CancellationError()))
  }

  private func finish(_ result: Result<HTTPResponse, any Error>) {
    task = nil
    guard let continuation else { return }
    self.continuation = nil
    continuation.resume(with: result)
  }
}
