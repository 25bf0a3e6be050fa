/// Where the restaurant search scene can navigate. The map leads nowhere, so it declares no
/// routes; a route to a shop's page would be a method here.
@MainActor
protocol RestaurantSearchRoutingLogic: AnyObject {}

/// Gives whoever opens or leaves the restaurant search access to its state.
@MainActor
protocol RestaurantSearchDataPassing: AnyObject {
  var dataStore: RestaurantSearchDataStore? { get }
}

/// The restaurant search scene's router: holds the data store another scene would read (the
/// location, the shops found), and the view controller any route would start from.
@MainActor
final class RestaurantSearchRouter: RestaurantSearchRoutingLogic, RestaurantSearchDataPassing {
  weak var viewController: RestaurantSearchViewController?
  var dataStore: RestaurantSearchDataStore?
}
