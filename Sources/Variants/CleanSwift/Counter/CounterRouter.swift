/// Where the counter scene can navigate. The counter leads nowhere, so it declares no routes;
/// a route to another scene would be a method here.
@MainActor
protocol CounterRoutingLogic: AnyObject {}

/// Gives whoever opens or leaves the counter access to its state.
@MainActor
protocol CounterDataPassing: AnyObject {
  var dataStore: CounterDataStore? { get }
}

/// The counter scene's router: holds the data store that launch data is passed into, and the
/// view controller any route would start from.
@MainActor
final class CounterRouter: CounterRoutingLogic, CounterDataPassing {
  weak var viewController: CounterViewController?
  var dataStore: CounterDataStore?
}
