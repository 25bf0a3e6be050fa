import Networking

/// Why a restaurant search failed; ``reason`` is the text the error alert shows.
public enum RestaurantSearchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The connection failed; the text is the transport's own explanation.
  case transport(String)
  case timedOut
  case cancelled
  /// The server redirected the search to another host; it was not sent there (nor the key).
  case redirectRefused(host: String)
  /// The answer is longer than the client accepts.
  case responseTooLarge(limit: Int)
  /// The server answered with a status other than 200.
  case httpStatus(Int)
  /// The service answered 200 with an error object (`results.error`).
  case api(code: Int, message: String)
  /// The body is not a Gourmet Search response; the text says what was wrong, for logs.
  case malformedResponse(String)
  /// The search was not sent because a parameter is out of range.
  case invalidQuery(String)

  /// The API error codes of the Gourmet Search service.
  public enum APICode {
    /// The service failed on its side.
    public static let serverFailure = 1000
    /// The API key or the caller's IP address was not accepted.
    public static let authentication = 2000
    /// A request parameter was not accepted.
    public static let badParameter = 3000
  }

  /// A short, human explanation, completing "Could not fetch restaurants: …".
  public var reason: String {
    switch self {
    case .transport(let detail):
      let trimmed = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
      return trimmed.isEmpty ? "the connection failed" : "the connection failed (\(trimmed))"
    case .timedOut: return "the request timed out"
    case .cancelled: return "the request was cancelled"
    case .redirectRefused(let host): return "the server redirected to another host (\(host))"
    case .responseTooLarge(let limit): return "the response is larger than \(limit) bytes"
    case .httpStatus(let status): return "the server answered HTTP \(status)"
    case .api(let code, _): return Self.apiReason(code: code)
    case .malformedResponse: return "the response could not be read"
    case .invalidQuery(let detail): return "the search is invalid (\(detail))"
    }
  }

  public var description: String { reason }

  /// The search error for a request that produced no response.
  public init(_ error: HTTPClientError) {
    switch error {
    case .transport(let detail): self = .transport(detail)
    case .timedOut: self = .timedOut
    case .cancelled: self = .cancelled
    case .redirectRefused(let host): self = .redirectRefused(host: host)
    case .responseTooLarge(let limit): self = .responseTooLarge(limit: limit)
    }
  }

  private static func apiReason(code: Int) -> String {
    switch code {
    case APICode.serverFailure: return "the restaurant service failed (code \(code))"
    case APICode.authentication: return "the API key was rejected (code \(code))"
    case APICode.badParameter: return "a search parameter was rejected (code \(code))"
    default: return "the restaurant service reported an error (code \(code))"
    }
  }
}
