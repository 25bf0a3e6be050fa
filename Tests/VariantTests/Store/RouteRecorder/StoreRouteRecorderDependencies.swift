import CoreLocationLite
import Domain
import Foundation
import StoreLite

@testable import StoreVariant

/// Test doubles for the route recorder: a location client the test drives by hand and a real
/// route store in memory (or one that failed to open).
@MainActor
final class StoreRouteRecorderDependencies {
  var status: AuthorizationStatus = .authorizedAlways
  private(set) var isListening = false
  private(set) var isUpdating = false
  private(set) var applied: [AccuracySetting] = []
  private var onEvent: (@MainActor (RecorderLocationClient.Event) -> Void)?
  let database: RouteDatabaseClient
  let store: RouteStore?

  init(openError: StoreError? = nil) throws {
    if let openError {
      store = nil
      database = .live(
        .failure(openError), documentsDirectory: FileManager.default.temporaryDirectory)
    } else {
      let store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 1_767_225_600) })
      self.store = store
      database = .live(
        .success(store), documentsDirectory: FileManager.default.temporaryDirectory)
    }
  }

  var location: RecorderLocationClient {
    RecorderLocationClient(
      listen: { [unowned self] onEvent in
        self.onEvent = onEvent
        isListening = true
        return AnyCancellable { [unowned self] in
          isListening = false
          self.onEvent = nil
        }
      },
      authorizationStatus: { [unowned self] in status },
      apply: { [unowned self] in applied.append($0) },
      startUpdatingLocation: { [unowned self] in isUpdating = true },
      stopUpdatingLocation: { [unowned self] in isUpdating = false })
  }

  func feature() -> RecorderFeature {
    RecorderFeature(location: location, database: database)
  }

  /// Reports `event` as the location manager would.
  func emit(_ event: RecorderLocationClient.Event) {
    onEvent?(event)
  }

  static func fix(_ latitude: Double, _ longitude: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 1_767_225_700))
  }
}
