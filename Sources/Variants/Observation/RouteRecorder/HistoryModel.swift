import Domain
import Foundation
import MainLoop
import Observation

/// The stored routes as an `@Observable` model.
///
/// ``reload()`` reads the routes off the main thread, on a ``RouteArchive`` of its own awaited
/// in a task the next reload (or the model's end) cancels; when the read lands it sets
/// ``routes`` (newest first) and counts the read in ``reads``. A store that fails empties the
/// list and sets ``errorMessage``, which stays set until its alert is dismissed.
@MainActor
@Observable
final class HistoryModel {
  /// The stored routes, newest first, as the last read that landed found them.
  private(set) var routes: [Route] = []
  /// How many reads have landed: a read that finds what the last one found still clears the
  /// selection, which a set of equal ``routes`` would not show.
  private(set) var reads = 0
  /// The error to show the user, until its alert is dismissed.
  private(set) var errorMessage: String?

  @ObservationIgnored private let store: Result<RouteStore, StoreError>
  @ObservationIgnored private let opener: RouteStoreOpener
  @ObservationIgnored private let mainLoop: MainLoop
  @ObservationIgnored private let documentsDirectory: URL
  @ObservationIgnored private let archive: RouteArchive
  /// The read under way, off the main thread.
  @ObservationIgnored private var readTask: Task<Void, Never>?

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
    archive = RouteArchive(
      opener: opener, queue: WorkQueue(label: "route-recorder.history", loop: mainLoop))
  }

  /// A read under way ends with the model, unseen.
  isolated deinit {
    readTask?.cancel()
  }

  // MARK: - Changing

  /// Reads the stored routes again, replacing a read still under way.
  func reload() {
    readTask?.cancel()
    readTask = Task { [weak self, archive] in
      // Nil when cancelled: a newer read, or the model's end, took over.
      guard let answer = try? await archive.routes() else { return }
      self?.routesDidLoad(answer)
    }
  }

  /// The user dismissed the error alert.
  func errorDismissed() {
    errorMessage = nil
  }

  /// A model for the detail screen of the route at `index` in ``routes``.
  func makeRouteDetailModel(at index: Int) -> RouteDetailModel? {
    guard routes.indices.contains(index), case .success(let store) = store else { return nil }
    return RouteDetailModel(
      route: routes[index], store: store, opener: opener, mainLoop: mainLoop,
      documentsDirectory: documentsDirectory)
  }

  // MARK: - Private

  private func routesDidLoad(_ answer: Result<[Route], StoreError>) {
    readTask = nil
    switch answer {
    case .success(let found):
      routes = found
    case .failure(let error):
      routes = []
      errorMessage = error.message
    }
    reads += 1
  }
}
