import Foundation
import MainLoop

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live ``HTTPClient``: real requests through `URLSession`, completions on the main loop.
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
    let task = URLSessionHTTPTask()
    let callback = MainLoopCallback<Result<HTTPResponse, HTTPClientError>>(loop: loop) {
      [weak task] result in
      guard let task, !task.isCancelled else { return }
      task.finish()
      completion(result)
    }
    var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let dataTask = session.dataTask(with: urlRequest) { data, response, error in
      callback.deliver(Self.result(data: data, response: response, error: error))
    }
    task.dataTask = dataTask
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

/// A live request; keeps it cancellable from the main loop.
@MainActor
final class URLSessionHTTPTask: HTTPTask {
  var dataTask: URLSessionDataTask?
  private(set) var isCancelled = false

  func cancel() {
    isCancelled = true
    dataTask?.cancel()
    dataTask = nil
  }

  func finish() {
    dataTask = nil
  }
}
