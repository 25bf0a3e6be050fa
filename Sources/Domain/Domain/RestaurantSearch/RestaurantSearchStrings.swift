/// The restaurant search screen's visible text, shared by every variant.
public enum RestaurantSearchStrings {
  // MARK: - Controls

  public static let searchButtonTitle = "Search"
  public static let keywordPlaceholder = "Keyword (e.g. ramen)"

  // MARK: - Alerts

  /// The title of the alert shown when a search found no shops.
  public static let noShopsAlertTitle = "Confirm"
  public static let noShopsAlertMessage = "No restaurants were found nearby."
  /// The title of the alert shown when a search failed.
  public static let failureAlertTitle = "Error"
  /// The only button of both alerts.
  public static let alertOKButtonTitle = "OK"

  /// The failure alert's message for `reason` (see ``RestaurantSearchError/reason``).
  public static func failureAlertMessage(reason: String) -> String {
    "Could not fetch restaurants: \(reason)"
  }

  /// The failure alert's message for `error`.
  public static func failureAlertMessage(for error: RestaurantSearchError) -> String {
    failureAlertMessage(reason: error.reason)
  }

  // MARK: - Markers and info window

  /// A shop marker's title: the shop's name.
  public static func markerTitle(for shop: Shop) -> String {
    shop.name
  }

  /// A shop marker's subtitle: the shop's genre.
  public static func markerSubtitle(for shop: Shop) -> String {
    shop.genreName
  }

  /// The info window's first line: the shop's name.
  public static func infoWindowName(for shop: Shop) -> String {
    shop.name
  }

  /// The info window's genre line, e.g. `Genre: 居酒屋`.
  public static func infoWindowGenre(for shop: Shop) -> String {
    "Genre: \(shop.genreName)"
  }

  /// The info window's photo line, e.g. `Photo: https://…`, or `Photo: none`.
  public static func infoWindowPhoto(for shop: Shop) -> String {
    "Photo: \(shop.photoURL ?? "none")"
  }

  /// The info window's text: name, genre and photo lines.
  public static func infoWindowText(for shop: Shop) -> String {
    [infoWindowName(for: shop), infoWindowGenre(for: shop), infoWindowPhoto(for: shop)]
      .joined(separator: "\n")
  }
}
