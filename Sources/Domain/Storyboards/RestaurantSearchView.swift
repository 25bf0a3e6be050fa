import Domain
import UIKitLite

/// The restaurant map search screen, shared by every variant (the stand-in for its
/// storyboard): keyword field, search button, activity indicator, map, the left-out line and the
/// info window of the selected shop. The search button starts disabled until a location is
/// known; the left-out line is hidden until an answer leaves shops out.
@MainActor
public final class RestaurantSearchView: View {
  public let keywordField = TextField(
    identifier: "keywordField", placeholder: RestaurantSearchStrings.keywordPlaceholder)
  public let searchButton = Button(
    identifier: "searchButton", title: RestaurantSearchStrings.searchButtonTitle)
  public let activityIndicator = ActivityIndicator(identifier: "activityIndicator")
  public let mapView = MapView(identifier: "mapView")
  /// Says how many shops of the latest answer have no usable location
  /// (``RestaurantSearchStrings/leftOutNotice(count:)``); hidden while none was left out.
  public let leftOutLabel = Label(identifier: "leftOutLabel")
  /// The callout of the selected marker; hidden until a marker is selected.
  public let infoWindow = View(identifier: "infoWindow")
  public let infoNameLabel = Label(identifier: "infoNameLabel")
  public let infoGenreLabel = Label(identifier: "infoGenreLabel")
  public let infoPhotoLabel = Label(identifier: "infoPhotoLabel")

  public init() {
    super.init(identifier: "restaurantSearchScreen")
    searchButton.isEnabled = false
    infoWindow.isHidden = true
    leftOutLabel.isHidden = true
    for label in [infoNameLabel, infoGenreLabel, infoPhotoLabel] { infoWindow.addSubview(label) }
    for widget in [
      keywordField, searchButton, activityIndicator, mapView, leftOutLabel, infoWindow,
    ] {
      addSubview(widget)
    }
  }

  public override var snapshotKind: String { "screen" }
}
