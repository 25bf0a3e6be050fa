import Domain

/// What the restaurant search's presenter can be given to format.
@MainActor
protocol RestaurantSearchPresentationLogic: AnyObject {
  /// Formats the opening state.
  func presentInitialMap(response: Map.Init.Response)
  /// Formats a new current location.
  func presentLocation(response: Map.UpdateLocation.Response)
  /// Formats a search that started or answered.
  func presentSearch(response: Map.Search.Response)
  /// Formats the selected shop for the info window.
  func presentSelectedShop(response: Map.SelectMarker.Response)
}

/// Turns the interactor's responses into what the view controller shows: the camera on the
/// first fix only, markers and alerts for answers, the info window's lines.
@MainActor
final class RestaurantSearchPresenter: RestaurantSearchPresentationLogic {
  weak var viewController: RestaurantSearchDisplayLogic?

  // MARK: - Init

  func presentInitialMap(response: Map.Init.Response) {
    let viewModel = Map.Init.ViewModel(
      isSearchButtonEnabled: response.hasLocation, isInfoWindowHidden: true)
    viewController?.displayInitialMap(viewModel: viewModel)
  }

  // MARK: - Update location

  func presentLocation(response: Map.UpdateLocation.Response) {
    let camera = response.coordinate.flatMap { coordinate in
      response.isFirstFix
        ? Map.UpdateLocation.Camera(
          center: coordinate, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
        : nil
    }
    let viewModel = Map.UpdateLocation.ViewModel(
      camera: camera, isSearchButtonEnabled: response.coordinate != nil)
    viewController?.displayLocation(viewModel: viewModel)
  }

  // MARK: - Search

  func presentSearch(response: Map.Search.Response) {
    viewController?.displaySearch(viewModel: Self.viewModel(for: response))
  }

  /// An answer with no shops is displayed the way a failure is — with an alert — except that
  /// it also clears the markers.
  private static func viewModel(for response: Map.Search.Response) -> Map.Search.ViewModel {
    switch response {
    case .started:
      return Map.Search.ViewModel(isSearching: true, displayedShops: nil, alert: nil)
    case .answered(.success(let found)) where found.shops.isEmpty:
      let alert = displayedAlert(
        title: RestaurantSearchStrings.noShopsAlertTitle,
        message: RestaurantSearchStrings.noShopsAlertMessage)
      return Map.Search.ViewModel(
        isSearching: false, displayedShops: [], alert: alert,
        displayedLeftOut: displayedLeftOut(count: found.leftOutCount))
    case .answered(.success(let found)):
      return Map.Search.ViewModel(
        isSearching: false, displayedShops: found.shops.map(displayedShop(for:)), alert: nil,
        displayedLeftOut: displayedLeftOut(count: found.leftOutCount))
    case .answered(.failure(let error)):
      let alert = displayedAlert(
        title: RestaurantSearchStrings.failureAlertTitle,
        message: RestaurantSearchStrings.failureAlertMessage(for: error))
      return Map.Search.ViewModel(isSearching: false, displayedShops: nil, alert: alert)
    }
  }

  private static func displayedShop(for shop: Shop) -> Map.Search.DisplayedShop {
    Map.Search.DisplayedShop(
      id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
      subtitle: RestaurantSearchStrings.markerSubtitle(for: shop), coordinate: shop.coordinate)
  }

  private static func displayedLeftOut(count: Int) -> Map.Search.DisplayedLeftOut {
    let notice = RestaurantSearchStrings.leftOutNotice(count: count)
    return Map.Search.DisplayedLeftOut(text: notice ?? "", isHidden: notice == nil)
  }

  private static func displayedAlert(title: String, message: String) -> Map.Search.DisplayedAlert
  {
    Map.Search.DisplayedAlert(
      title: title, message: message, buttonTitle: RestaurantSearchStrings.alertOKButtonTitle)
  }

  // MARK: - Select marker

  func presentSelectedShop(response: Map.SelectMarker.Response) {
    let shop = response.shop
    let viewModel = Map.SelectMarker.ViewModel(
      name: RestaurantSearchStrings.infoWindowName(for: shop),
      genre: RestaurantSearchStrings.infoWindowGenre(for: shop),
      photo: RestaurantSearchStrings.infoWindowPhoto(for: shop))
    viewController?.displaySelectedShop(viewModel: viewModel)
  }
}
