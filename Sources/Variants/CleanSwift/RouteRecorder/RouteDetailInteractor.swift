import Domain
import MainLoop

/// What the route detail scene can be asked to do.
@MainActor
protocol RouteDetailBusinessLogic: AnyObject {
  /// Reports the route's title.
  func loadRoute(request: RouteDetail.Load.Request)
  /// Reads the route's points and figures off the main thread, and reports them when they
  /// land.
  func fetchTrack(request: RouteDetail.FetchTrack.Request)
  /// Asks for the delete confirmation.
  func confirmDelete(request: RouteDetail.ConfirmDelete.Request)
  func deleteRoute(request: RouteDetail.Delete.Request)
  /// Exports the route off the main thread; nothing while an export runs.
  func exportRoute(request: RouteDetail.Export.Request)
}

/// The route detail scene's state, written by the history's router.
@MainActor
protocol RouteDetailDataStore: AnyObject {
  /// The route to show.
  var route: Route? { get set }
}

/// Runs the route detail's use cases on the route passed in: asks the worker to read, delete
/// or export it, and hands each result to the presenter. The read and the export run on the
/// worker's queue; the interactor keeps their jobs, so the scene's end cancels the read and
/// drops the export's answer (its file is written all the same).
@MainActor
final class RouteDetailInteractor: RouteDetailBusinessLogic, RouteDetailDataStore {
  var presenter: RouteDetailPresentationLogic?
  let worker: RouteDetailWorker
  var route: Route?
  private var fetchJob: WorkItem?
  private var exportJob: WorkItem?

  init(worker: RouteDetailWorker) {
    self.worker = worker
  }

  /// Cancels the work under way: nothing answers a scene that is gone.
  isolated deinit {
    fetchJob?.cancel()
    exportJob?.cancel()
  }

  // MARK: - Load

  func loadRoute(request: RouteDetail.Load.Request) {
    guard let route else { return }
    presenter?.presentRoute(response: RouteDetail.Load.Response(route: route))
  }

  // MARK: - Fetch track

  func fetchTrack(request: RouteDetail.FetchTrack.Request) {
    guard let route else { return }
    fetchJob?.cancel()
    fetchJob = worker.fetchTrack(of: route) { [weak self] track in
      self?.trackDidFetch(track)
    }
  }

  private func trackDidFetch(_ track: Result<(Route, [Footprint]), StoreError>) {
    fetchJob = nil
    switch track {
    case .success(let (measured, footprints)):
      presenter?.presentTrack(response: .fetched(measured, footprints: footprints))
    case .failure(let error):
      presenter?.presentTrack(response: .failed(error))
    }
  }

  // MARK: - Delete

  func confirmDelete(request: RouteDetail.ConfirmDelete.Request) {
    guard let route else { return }
    presenter?.presentDeleteConfirmation(response: RouteDetail.ConfirmDelete.Response(route: route))
  }

  func deleteRoute(request: RouteDetail.Delete.Request) {
    guard let route else { return }
    do throws(StoreError) {
      try worker.deleteRoute(route)
      presenter?.presentDeletedRoute(response: .deleted)
    } catch {
      presenter?.presentDeletedRoute(response: .failed(error))
    }
  }

  // MARK: - Export

  func exportRoute(request: RouteDetail.Export.Request) {
    guard let route, exportJob == nil else { return }
    presenter?.presentExportedRoute(response: .started)
    exportJob = worker.exportRoute(route) { [weak self] written in
      self?.routeDidExport(route, written)
    }
  }

  private func routeDidExport(_ route: Route, _ written: Result<String, any Error>) {
    exportJob = nil
    switch written {
    case .success(let fileName):
      presenter?.presentExportedRoute(response: .exported(route, fileName: fileName))
    case .failure(let error):
      presenter?.presentExportedRoute(
        response: .failed(route, reason: String(describing: error)))
    }
  }
}
