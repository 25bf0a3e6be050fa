import Foundation

/// The web page screen's visible text, shared by every variant.
public enum WebPageStrings {
  // MARK: - Controls

  public static let addressPlaceholder = "Address"
  public static let goButtonTitle = "Go"
  public static let backButtonTitle = "Back"
  public static let forwardButtonTitle = "Forward"
  public static let reloadButtonTitle = "Reload"
  public static let stopButtonTitle = "Stop"
  public static let retryButtonTitle = "Retry"

  // MARK: - Title

  /// The navigation title before any address was loaded.
  public static let blankPageTitle = "New page"

  // MARK: - Messages

  /// The message for an address that cannot be loaded (see ``WebAddressError``).
  public static func message(for error: WebAddressError) -> String {
    switch error {
    case .empty: "Enter an address."
    case .invalid(let text): "\"\(text)\" is not a valid web address."
    case .unsupportedScheme(let scheme): "\"\(scheme)\" addresses cannot be opened here."
    }
  }

  /// The failure message for a load of `url` that failed with `code`.
  public static func failureMessage(url: URL?, code: URLError.Code) -> String {
    let address = url?.absoluteString ?? "the page"
    return "Could not load \(address): \(reason(for: code))"
  }

  /// What went wrong, in a user's words, for the URL errors page loads fail with.
  public static func reason(for code: URLError.Code) -> String {
    switch code {
    case .cannotFindHost: "A server with the specified hostname could not be found."
    case .cannotConnectToHost: "Could not connect to the server."
    case .notConnectedToInternet: "The Internet connection appears to be offline."
    case .networkConnectionLost: "The network connection was lost."
    case .timedOut: "The request timed out."
    case .badServerResponse: "The server sent a bad response."
    case .secureConnectionFailed: "A secure connection to the server could not be made."
    default: "Error \(code.rawValue)."
    }
  }
}
