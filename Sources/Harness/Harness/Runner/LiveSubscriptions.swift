import BondLite
import KVOLite
import RxLite

/// The reactive runtimes' live subscriptions and observations, summed, so a torn-down screen
/// can be checked for what it left subscribed.
enum LiveSubscriptions {
  @MainActor
  static var total: Int {
    Int(Resources.total) + BondResources.liveSubscriptions + KVOResources.liveObservations
  }
}
