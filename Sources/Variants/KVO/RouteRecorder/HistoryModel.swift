import Domain
import Foundation
import KVOLite
import MainLoop

/// The stored routes as a key-value observable model.
///
/// ``reload()`` reads the routes (newest first) on a serial queue of the model's own, on a
/// connection opened there; back on the main queue it sets ``routes`` and counts the change in
/// ``routesChangeCount``, so every observer sees the list as it is now; a store that fails
/// empties the list and sets ``errorMessage``. A newer reload cancels the read under way, and
/// so does the model's end. The routes are Swift structs, which `@objc dynamic` cannot declare,
/// so they are plain storage beside the observable count.
@MainActor
final class HistoryModel: KVOObject {
  /// The stored routes, newest first; observe ``routesChangeCount`` to hear of changes.
  private(set) var routes: [Route] = []
  /// Counts the changes of ``routes``.
  @Dynamic private(set) var routesChangeCount = 0
  /// The last error to show the user; each set is one alert.
  @Dynamic var errorMessage: String?

  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  /// Where the routes are read, off the main thread.
  private let reading: WorkQueue
  /// The read under way.
  private var readJob: WorkItem?

  /// Creates a model over `store`, reading it through connections of `opener` on a queue of
  /// `mainLoop`; route detail models it makes export to `documentsDirectory`.
  init(
    store: Result<RouteStore, StoreError>, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
    reading = WorkQueue(label: "route-recorder.history", loop: mainLoop)
    super.init()
  }

  /// A read still under way ends with the model.
  isolated deinit {
    readJob?.cancel()
  }

  // MARK: - Changing

  /// Reads the stored routes again, off the main thread, cancelling a read under way.
  ///
  /// The model is not `Sendable` (no `NSObject` is), so the job does not capture it: it gets a
  /// main-actor closure that does, and calls it from `main.async`.
  func reload() {
    readJob?.cancel()
    let finish: @MainActor @Sendable (Result<[Route], StoreError>) -> Void = { [weak self] in
      self?.routesDidLoad($0)
    }
    readJob = reading.async { [opener, main = reading.main] in
      let answer = Result { () throws(StoreError) in try opener.open().routes() }
      main.async { finish(answer) }
    }
  }

  /// A model for the detail screen of the route at `index` in ``routes``.
  func makeRouteDetailModel(at index: Int) -> RouteDetailModel? {
    guard routes.indices.contains(index), case .success(let store) = store else { return nil }
    return RouteDetailModel(
      route: routes[index], store: store, opener: opener, mainLoop: mainLoop,
      documentsDirectory: documentsDirectory)
  }

  // MARK: - Answers

  private func routesDidLoad(_ answer: Result<[Route], StoreError>) {
    readJob = nil
    switch answer {
    case .success(let routes):
      self.routes = routes
      routesChangeCount += 1
    case .failure(let error):
      routes = []
      routesChangeCount += 1
      errorMessage = error.message
    }
  }
}
