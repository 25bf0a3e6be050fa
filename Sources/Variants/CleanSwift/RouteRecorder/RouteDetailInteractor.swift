import Domain

/// What the route detail scene can be asked to do.
@MainActor
protocol RouteDetailBusinessLogic: AnyObject {
  /// Reports the route and its points.
  func loadRoute(request: RouteDetail.Load.Request)
  /// Asks for the delete confirmation.
  func confirmDelete(request: RouteDetail.ConfirmDelete.Request)
  func deleteRoute(request: RouteDetail.Delete.Request)
  func exportRoute(request: RouteDetail.Export.Request)
}

/// The route detail scene's state, written by the history's router.
@MainActor
protocol RouteDetailDataStore: AnyObject {
  /// The route to show.
  var route: Route? { get set }
}

/// Runs the route detail's use cases on the route passed in: asks the worker to read, delete
/// or export it, and hands each result to the presenter.
@MainActor
final class RouteDetailInteractor: RouteDetailBusinessLogic, RouteDetailDataStore {
  var presenter: RouteDetailPresentationLogic?
  let worker: RouteDetailWorker
  var route: Route?

  init(worker: RouteDetailWorker) {
    self.worker = worker
  }

  // MARK: - Load

  func loadRoute(request: RouteDetail.Load.Request) {
    guard let route else { return }
    let footprints: Result<[Footprint], StoreError>
    do throws(StoreError) {
      footprints = .success(try worker.fetchFootprints(of: route))
    } catch {
      footprints = .failure(error)
    }
    presenter?.presentRoute(
      response: RouteDetail.Load.Response(route: route, footprints: footprints))
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
    guard let route else { return }
    do {
      let fileName = try worker.exportRoute(route)
      presenter?.presentExportedRoute(response: .exported(route, fileName: fileName))
    } catch {
      presenter?.presentExportedRoute(
        response: .failed(route, reason: String(describing: error)))
    }
  }
}
