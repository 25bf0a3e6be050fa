import CoreLocationLite
import Domain
import Foundation
import MainLoop
import StoreLite

@testable import StoreVariant

/// Test doubles for the restaurant search's dependencies: fixes sent by hand, searches that
/// answer after a virtual second with the answers queued in order.
@MainActor
final class StoreRestaurantSearchDependencies {
  let mainLoop = MainLoop()
  /// The answers the next searches get, in order.
  var answers: [HotpepperAPI.SearchResult] = []
  private(set) var searches: [(coordinate: LocationCoordinate2D, keyword: String)] = []
  private(set) var isUpdatingLocation = false
  private var onFixes: (@MainActor ([Location]) -> Void)?

  static let tokyo = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
  static let shibuya = LocationCoordinate2D(latitude: 35.658034, longitude: 139.701636)
  static let ramen = Shop(
    id: "J1", name: "Ramen", genreName: "ラーメン", photoURL: nil, coordinate: tokyo)
  static let sushi = Shop(
    id: "J2", name: "Sushi", genreName: "寿司", photoURL: nil, coordinate: shibuya)

  func feature() -> RestaurantSearchFeature {
    RestaurantSearchFeature(
      locationClient: LocationClient { [unowned self] onFixes in
        self.onFixes = onFixes
        isUpdatingLocation = true
        return AnyCancellable { [unowned self] in
          isUpdatingLocation = false
          self.onFixes = nil
        }
      },
      searchClient: RestaurantSearchClient { [unowned self] coordinate, keyword, completion in
        searches.append((coordinate, keyword))
        let answer = answers.isEmpty ? .success(FoundShops(shops: [])) : answers.removeFirst()
        let work = mainLoop.schedule(after: .seconds(1)) { completion(answer) }
        return AnyCancellable { work.cancel() }
      },
      mainLoop: mainLoop)
  }

  /// Delivers `coordinates` as one batch of fixes (a negative accuracy makes a fix invalid).
  func deliver(_ fixes: [Location]) {
    onFixes?(fixes)
  }

  static func fix(_ coordinate: LocationCoordinate2D, accuracy: Double = 5) -> Location {
    Location(
      coordinate: coordinate, horizontalAccuracy: accuracy,
      timestamp: Date(timeIntervalSince1970: 0))
  }
}
