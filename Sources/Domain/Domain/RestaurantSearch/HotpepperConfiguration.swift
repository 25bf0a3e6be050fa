import Foundation

/// Where and how the app reaches the Hotpepper Gourmet Search API (v1).
public struct HotpepperConfiguration: Sendable, Equatable {
  /// The environment variable holding the API key.
  public static let apiKeyVariable = "HOTPEPPER_API_KEY"
  /// The environment variable that may override ``publicEndpoint``.
  public static let baseURLVariable = "HOTPEPPER_BASE_URL"
  /// The key fixture runs send; the fixtures never check it.
  public static let fixtureAPIKey = "workbench-fixture-key"
  /// The public Gourmet Search v1 endpoint.
  public static let publicEndpoint = endpoint(
    "https://webservice.recruit.co.jp/hotpepper/gourmet/v1/")

  public var apiKey: String
  /// The endpoint; the search's query items are appended to it.
  public var baseURL: URL
  /// Seconds before a search fails with ``RestaurantSearchError/timedOut``.
  public var timeout: TimeInterval

  public init(apiKey: String, baseURL: URL = publicEndpoint, timeout: TimeInterval = 10) {
    self.apiKey = apiKey
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// The live configuration: the key from `HOTPEPPER_API_KEY`, the endpoint from
  /// `HOTPEPPER_BASE_URL` when set.
  ///
  /// - Throws: ``HotpepperConfigurationError`` when the key is missing or blank, or the base
  ///   URL is not an http(s) URL — before any request is made.
  public init(environment: [String: String]) throws(HotpepperConfigurationError) {
    let key = environment[Self.apiKeyVariable]?.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let key, !key.isEmpty else { throw .missingAPIKey }
    var baseURL = Self.publicEndpoint
    if let text = environment[Self.baseURLVariable], !text.isEmpty {
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        ["http", "https"].contains(scheme), url.host != nil
      else { throw .invalidBaseURL(text) }
      baseURL = url
    }
    self.init(apiKey: key, baseURL: baseURL)
  }

  /// The configuration of fixture runs: the fixed test key and the public endpoint's address,
  /// which the fixture client answers without any network.
  public static let fixture = HotpepperConfiguration(apiKey: fixtureAPIKey)

  private static func endpoint(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("invalid endpoint \(text)") }
    return url
  }
}
