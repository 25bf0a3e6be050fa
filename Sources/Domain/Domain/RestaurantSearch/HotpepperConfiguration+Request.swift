import Foundation
import Networking

extension HotpepperConfiguration {
  /// The Gourmet Search request for `query`.
  ///
  /// Query items, in this order: `key`, `lat`, `lng` (six decimals, locale-independent),
  /// `range`, `keyword` and `count` when set, and always `format=json` (the service's default
  /// format is XML). Values are percent-encoded byte by byte, `+`, `&` and `=` included.
  public func request(for query: RestaurantSearchQuery) -> HTTPRequest {
    var items: [(String, String)] = [
      ("key", apiKey),
      ("lat", Self.coordinateText(query.coordinate.latitude)),
      ("lng", Self.coordinateText(query.coordinate.longitude)),
      ("range", String(query.range.rawValue)),
    ]
    if let keyword = query.keyword { items.append(("keyword", keyword)) }
    if let count = query.count { items.append(("count", String(count))) }
    items.append(("format", "json"))
    let encoded = items.map { "\(Self.encoded($0.0))=\(Self.encoded($0.1))" }
    var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) ?? URLComponents()
    components.percentEncodedQuery = ([components.percentEncodedQuery].compactMap { $0 } + encoded)
      .joined(separator: "&")
    return HTTPRequest(
      url: components.url ?? baseURL, headers: ["Accept": "application/json"], timeout: timeout)
  }

  /// A coordinate as the request sends it: six decimals, `.` as the separator.
  static func coordinateText(_ degrees: Double) -> String {
    String(format: "%.6f", degrees)
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
