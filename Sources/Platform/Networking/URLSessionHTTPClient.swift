import Foundation
import MainLoop

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live ``HTTPClient``: real requests through `URLSession`, completions on the main loop.
///
/// Two guards protect what a request carries and what it brings back:
/// - **Redirects stay on the request's origin.** A redirect to another scheme, host or port is
///   refused, so query items such as an API key never reach another server; the request fails
///   with ``HTTPClientError/redirectRefused(to:)``. Redirects within the origin are followed.
/// - **Bodies are capped** at ``maximumBodySize`` bytes (``defaultMaximumBodySize``, 4 MiB,
///   unless given): a longer answer — announced by `Content-Length` or found while reading —
///   is abandoned and fails with ``HTTPClientError/responseTooLarge(limit:)``.
///
/// The request's timeout is enforced on the main loop as well, because URLSession on Linux
/// treats `timeoutInterval` as an idle timeout rather than a limit on the whole request.
@MainActor
public final class URLSessionHTTPClient: HTTPClient {
  /// The body size limit when none is given: 4 MiB, far above a 100-shop Gourmet Search
  /// answer (about 200 KB).
  public static let defaultMaximumBodySize = 4 * 1024 * 1024

  /// The largest body accepted, in bytes.
  public let maximumBodySize: Int
  private let session: URLSession
  private let transfers: URLSessionTransfers
  private let loop: MainLoop

  /// A client on an ephemeral session (no cookies or cache kept between runs).
  public init(
    loop: MainLoop, configuration: URLSessionConfiguration = .ephemeral,
    maximumBodySize: Int = defaultMaximumBodySize
  ) {
    self.loop = loop
    self.maximumBodySize = maximumBodySize
    transfers = URLSessionTransfers()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: queue)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  @discardableResult
  public func send(
    _ request: HTTPRequest,
    completion: @escaping (Result<HTTPResponse, HTTPClientError>) -> Void
  ) -> HTTPTask {
    let task = URLSessionHTTPTask(completion: completion)
    // The task stays alive until it completes, as URLSession keeps its tasks; finishing
    // releases the transfer and with it this callback.
    let callback = MainLoopCallback<Result<HTTPResponse, HTTPClientError>>(loop: loop) {
      result in task.finish(with: result)
    }
    var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let dataTask = session.dataTask(with: urlRequest)
    transfers.begin(
      dataTask,
      URLSessionTransfer(
        origin: Origin(request.url), limit: maximumBodySize, deliver: callback.deliver))
    task.dataTask = dataTask
    task.timeout = loop.schedule(after: .milliseconds(Int64(request.timeout * 1000))) {
      [weak task] in task?.finish(with: .failure(.timedOut))
    }
    dataTask.resume()
    return task
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

/// Scheme, host and port of a URL: what a redirect must keep for the request to follow it.
struct Origin: Equatable, Sendable {
  let scheme: String?
  let host: String?
  let port: Int?

  init(_ url: URL) {
    scheme = url.scheme?.lowercased()
    host = url.host?.lowercased()
    port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
  }
}
