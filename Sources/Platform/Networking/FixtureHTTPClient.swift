import Foundation
import MainLoop

/// The test ``HTTPClient``: answers each request from a responder after a virtual latency,
/// with faults a scenario can inject for the next requests.
@MainActor
public final class FixtureHTTPClient: HTTPClient {
  /// What the next request should suffer instead of (or besides) its normal answer.
  public enum Fault: Sendable, Equatable {
    /// Answer with this status and an empty body.
    case status(Int)
    /// Fail with a transport error carrying this reason.
    case transport(String)
    /// Fail with ``HTTPClientError/timedOut`` after the request's timeout.
    case timeout
    /// Answer 200 with a body that is not JSON.
    case malformedBody
    /// Answer normally, but only after this extra delay.
    case delay(Duration)
    /// Answer with this response instead of the responder's.
    case response(HTTPResponse)
  }

  /// Produces the normal answer for a request.
  public typealias Responder = @MainActor (HTTPRequest) -> HTTPResponse

  /// Every request sent so far, in order.
  public private(set) var requests: [HTTPRequest] = []
  /// Latency added to every answer.
  public var latency: Duration
  private let loop: MainLoop
  private let responder: Responder
  private var faults: [Fault] = []
  private var inFlight: [FixtureHTTPTask] = []

  public init(loop: MainLoop, latency: Duration = .milliseconds(100), responder: @escaping Responder) {
    self.loop = loop
    self.latency = latency
    self.responder = responder
  }

  /// Makes the next request (after any already queued faults) suffer `fault`.
  public func injectFault(_ fault: Fault) {
    faults.append(fault)
  }

  /// Requests sent whose completion has not run and that were not cancelled.
  public var inFlightCount: Int {
    inFlight.removeAll { $0.isFinished }
    return inFlight.count
  }

  /// Requests sent since the first `sent` requests (``requests`` index `sent` on) whose
  /// completion has not run and that were not cancelled: after a screen's teardown, answers
  /// that would land on nothing.
  public func inFlightCount(sentSince sent: Int) -> Int {
    inFlight.removeAll { $0.isFinished }
    return inFlight.filter { $0.index >= sent }.count
  }

  @discardableResult
  public func send(
    _ request: HTTPRequest,
    completion: @escaping (Result<HTTPResponse, HTTPClientError>) -> Void
  ) -> HTTPTask {
    traceSend(request)
    requests.append(request)
    let fault = faults.isEmpty ? nil : faults.removeFirst()
    let (delay, result) = answer(request, fault: fault)
    let task = FixtureHTTPTask(index: requests.count - 1)
    inFlight.append(task)
    task.scheduled = loop.schedulePlatformWork(after: delay) { [weak task] in
      guard let task, !task.isFinished else { return }
      task.isFinished = true
      Self.traceAnswer(result) { completion(result) }
    }
    return task
  }

  private func answer(_ request: HTTPRequest, fault: Fault?)
    -> (Duration, Result<HTTPResponse, HTTPClientError>)
  {
    switch fault {
    case nil: return (latency, .success(responder(request)))
    case .status(let code): return (latency, .success(HTTPResponse(statusCode: code, body: Data())))
    case .transport(let reason): return (latency, .failure(.transport(reason)))
    case .timeout: return (.milliseconds(Int64(request.timeout * 1000)), .failure(.timedOut))
    case .malformedBody:
      return (latency, .success(HTTPResponse(statusCode: 200, body: Data("<html>".utf8))))
    case .delay(let extra): return (latency + extra, .success(responder(request)))
    case .response(let response): return (latency, .success(response))
    }
  }
}

@MainActor
final class FixtureHTTPTask: HTTPTask {
  /// The request's index in ``FixtureHTTPClient/requests``.
  let index: Int
  var scheduled: ScheduledWork?
  var isFinished = false

  init(index: Int) {
    self.index = index
  }

  func cancel() {
    isFinished = true
    scheduled?.cancel()
  }
}
