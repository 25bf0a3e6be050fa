import Foundation

/// One HTTP request as the app builds it.
public struct HTTPRequest: Sendable, Equatable {
  public var url: URL
  public var method: String
  public var headers: [String: String]
  /// Seconds before the request fails with ``HTTPClientError/timedOut``.
  public var timeout: TimeInterval

  public init(
    url: URL, method: String = "GET", headers: [String: String] = [:], timeout: TimeInterval = 10
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.timeout = timeout
  }

  /// The query items of ``url``, in order.
  public var queryItems: [URLQueryItem] {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
  }

  /// The value of the first query item called `name`.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }
}

/// A response with any status; interpreting the status is the caller's job.
public struct HTTPResponse: Sendable, Equatable {
  public var statusCode: Int
  public var headers: [String: String]
  public var body: Data

  public init(statusCode: Int, headers: [String: String] = [:], body: Data) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }
}

/// Why a request produced no response.
public enum HTTPClientError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The connection failed (host unreachable, reset, …); the text says how.
  case transport(String)
  case timedOut
  case cancelled
  /// The server redirected the request to another origin (scheme, host or port), and the
  /// client refused to send the request there.
  case redirectRefused(to: String)
  /// The body is longer than the client's limit, in bytes.
  case responseTooLarge(limit: Int)

  public var description: String {
    switch self {
    case .transport(let reason): return reason
    case .timedOut: return "the request timed out"
    case .cancelled: return "the request was cancelled"
    case .redirectRefused(let host): return "a redirect to another host (\(host)) was refused"
    case .responseTooLarge(let limit): return "the response is larger than \(limit) bytes"
    }
  }
}

/// A request in flight; cancelling it means its completion is never called.
@MainActor
public protocol HTTPTask: AnyObject {
  func cancel()
}

/// The boundary every network call of the app goes through.
///
/// Completions run on the main loop, never synchronously inside ``send(_:completion:)``.
@MainActor
public protocol HTTPClient: AnyObject {
  @discardableResult
  func send(
    _ request: HTTPRequest,
    completion: @escaping (Result<HTTPResponse, HTTPClientError>) -> Void
  ) -> HTTPTask
}
