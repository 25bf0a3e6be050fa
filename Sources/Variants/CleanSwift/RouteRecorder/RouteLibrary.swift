import Domain
import Foundation
import SceneContract

/// What every scene of the route recorder works on: the route database, opened once when the
/// recorder is built, and the folder exports are written to.
///
/// Routers hand it from scene to scene, and each scene's worker reads and writes through it.
@MainActor
struct RouteLibrary {
  private let opened: Result<RouteStore, StoreError>
  /// Where route exports are written (the app's documents folder).
  let exportDirectory: URL

  /// A library over a database opened elsewhere (or the reason it could not be opened).
  init(store: Result<RouteStore, StoreError>, exportDirectory: URL) {
    opened = store
    self.exportDirectory = exportDirectory
  }

  /// Opens the environment's route database; exports go to its documents folder.
  init(environment: SceneEnvironment) {
    let store: Result<RouteStore, StoreError>
    do throws(StoreError) {
      store = .success(try environment.openRouteStore())
    } catch {
      store = .failure(error)
    }
    self.init(store: store, exportDirectory: environment.documentsDirectory)
  }

  /// Why the database could not be opened, if it could not.
  var openingError: StoreError? {
    if case .failure(let error) = opened { return error }
    return nil
  }

  /// The open database; when it could not be opened, every use throws the same error again.
  func store() throws(StoreError) -> RouteStore {
    try opened.get()
  }
}
