import Foundation

/// Why typed text is not an address the screen loads.
public enum WebAddressError: Error, Equatable, Sendable {
  /// Nothing but whitespace was typed.
  case empty
  /// The text is not a web address (spaces, no host, …); holds the trimmed text.
  case invalid(String)
  /// The address names a scheme other than http or https.
  case unsupportedScheme(String)
}

/// Turns what the user typed into the address to load.
public enum WebAddress {
  /// The URL for `text`: trimmed; `https://` added when no scheme is written; http and https
  /// only; a host without spaces; an empty path written as `/`.
  public static func url(from text: String) -> Result<URL, WebAddressError> {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return .failure(.empty) }
    guard !trimmed.contains(where: \.isWhitespace) else { return .failure(.invalid(trimmed)) }
    let written = trimmed.contains("://") ? trimmed : "https://" + trimmed
    guard var components = URLComponents(string: written), let scheme = components.scheme
    else { return .failure(.invalid(trimmed)) }
    guard ["http", "https"].contains(scheme.lowercased()) else {
      return .failure(.unsupportedScheme(scheme))
    }
    guard let host = components.host, !host.isEmpty,
      host.contains(".") || host.lowercased() == "localhost"
    else { return .failure(.invalid(trimmed)) }
    // Schemes and hosts are case-insensitive: `EXAMPLE.com` is example.com, as in a browser.
    components.scheme = scheme.lowercased()
    components.host = host.lowercased()
    if components.path.isEmpty { components.path = "/" }
    guard let url = components.url else { return .failure(.invalid(trimmed)) }
    return .success(url)
  }
}
