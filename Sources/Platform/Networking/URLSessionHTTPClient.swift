import Foundation
import MainLoop

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live ``HTTPClient``: real requests through `URLSession`, completions on the main loop.
///
/// The request's timeout is enforced on the main loop as well, because URLSession on Linux
/// treats `timeoutInterval` as an idle timeout rather than a limit on the whole request.
@MainActor
public final class URLSessionHTTPClient: HTTPClient {
  private let session: URLSession
  private let loop: MainLoop

  public init(loop: MainLoop, session: URLSession = .shared) {
    self.loop = loop
    self.session = session
  }

  @discardableResult
  public func send(
    _ request: HTTPRequest,
    completion: @escaping (Result<HTTPResponse, HTTPClientError>) -> Void
  ) -> HTTPTask {
    let task = URLSessionHTTPTask(completion: completion)
    // The task stays alive until it completes, as URLSession keeps its tasks; finishing
    // releases the data task and with it this closure.
    let callback = MainLoopCallback<Result<HTTPResponse, HTTPClientError>>(loop: loop) {
      result in task.finish(with: result)
    }
    var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let dataTask = session.dataTask(with: urlRequest) { data, response, error in
      callback.deliver(Self.result(data: data, response: response, error: error))
    }
    task.dataTask = dataTask
    task.timeout = loop.schedule(after: .milliseconds(Int64(request.timeout * 1000))) {
      [weak task] in task?.finish(with: .failure(.timedOut))
    }
    dataTask.resume()
    return task
  }

  private nonisolated static func result(
    data: Data?, response: URLResponse?, error: Error?
  ) -> Result<HTTPResponse, HTTPClientError> {
    if let error = error as? URLError {
      switch error.code {
      case .timedOut: return .failure(.timedOut)
      case .cancelled: return .failure(.cancelled)
      default: return .failure(.transport(error.localizedDescription))
      }
    }
    if let error { return .failure(.transport(error.localizedDescription)) }
    guard let http = response as? HTTPURLResponse else {
      return .failure(.transport("the response is not HTTP"))
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return .success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: data ?? Data()))
  }
}

/// A live request: completes exactly once, unless cancelled first.
@MainActor
final class URLSessionHTTPTask: HTTPTask {
  var dataTask: URLSessionDataTask?
  var timeout: ScheduledWork?
  private var completion: ((Result<HTTPResponse, HTTPClientError>) -> Void)?

  init(completion: @escaping (Result<HTTPResponse, HTTPClientError>) -> Void) {
    self.completion = completion
  }

  func cancel() {
    completion = nil
    release()
  }

  func finish(with result: Result<HTTPResponse, HTTPClientError>) {
    guard let completion else { return }
    self.completion = nil
    release()
    completion(result)
  }

  private func release() {
    timeout?.cancel()
    timeout = nil
    dataTask?.cancel()
    dataTask = nil
  }
}
