import Domain
import Foundation
import MainLoop
import SceneContract

/// What every scene of the route recorder works on: the route database, opened once on the
/// main thread when the recorder is built, how to open connections to it off the main thread,
/// the loop whose queues that work runs on, and the folder exports are written to.
///
/// Routers hand it from scene to scene, and each scene's worker reads and writes through it.
@MainActor
struct RouteLibrary {
  private let opened: Result<RouteStore, StoreError>
  /// Opens connections to the database on the thread that asks (a worker's queue).
  let opener: RouteStoreOpener
  /// The loop the workers' queues belong to.
  let mainLoop: MainLoop
  /// Where route exports are written (the app's documents folder).
  let exportDirectory: URL

  /// A library over a database opened elsewhere (or the reason it could not be opened),
  /// reached off the main thread through `opener`.
  init(
    store: Result<RouteStore, StoreError>, opener: RouteStoreOpener, mainLoop: MainLoop,
    exportDirectory: URL
  ) {
    opened = store
    self.opener = opener
    self.mainLoop = mainLoop
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
    self.init(
      store: store, opener: environment.routeStoreOpener, mainLoop: environment.mainLoop,
      exportDirectory: environment.documentsDirectory)
  }

  /// Why the database could not be opened, if it could not.
  var openingError: StoreError? {
    if case .failure(let error) = opened { return error }
    return nil
  }

  /// The main thread's open database; when it could not be opened, every use throws the same
  /// error again.
  func store() throws(StoreError) -> RouteStore {
    try opened.get()
  }
}
