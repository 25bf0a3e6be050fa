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

  // MARK: - Shops left out

  /// The left-out line under the map after an answer with shops lacking usable coordinates:
  /// `1 restaurant without a usable location is not shown.`, `3 restaurants without …`; nil
  /// when none was left out (the line is then hidden).
  public static func leftOutNotice(count: Int) -> String? {
    switch count {
    case ...0: return nil
    case 1: return "1 restaurant without a usable location is not shown."
    default: return "\(count) restaurants without a usable location are not shown."
    }
  }

  // MARK: - Markers and info window

  /// What a shop without a name is called.
  public static let unknownName = "Unknown name"
  /// What a shop without a genre shows as its genre.
  public static let unknownGenre = "Unknown genre"

  /// A shop marker's title: the shop's name, or `Unknown name`.
  public static func markerTitle(for shop: Shop) -> String {
    shop.name ?? unknownName
  }

  /// A shop marker's subtitle: the shop's genre, or `Unknown genre`.
  public static func markerSubtitle(for shop: Shop) -> String {
    shop.genreName ?? unknownGenre
  }

  /// The info window's first line: the shop's name, or `Unknown name`.
  public static func infoWindowName(for shop: Shop) -> String {
    markerTitle(for: shop)
  }

  /// The info window's genre line, e.g. `Genre: 居酒屋` or `Genre: Unknown genre`.
  public static func infoWindowGenre(for shop: Shop) -> String {
    "Genre: \(markerSubtitle(for: shop))"
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
