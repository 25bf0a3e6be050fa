/// Where the web page scene can navigate. The page leads nowhere else in the app, so it
/// declares no routes; opening a link in another scene would be a method here.
@MainActor
protocol WebPageRoutingLogic: AnyObject {}

/// Gives whoever opens or leaves the web page access to its state.
@MainActor
protocol WebPageDataPassing: AnyObject {
  var dataStore: WebPageDataStore? { get }
}

/// The web page scene's router: holds the data store another scene would read (the page, the
/// failed address), and the view controller any route would start from.
@MainActor
final class WebPageRouter: WebPageRoutingLogic, WebPageDataPassing {
  weak var viewController: WebPageViewController?
  var dataStore: WebPageDataStore?
}
