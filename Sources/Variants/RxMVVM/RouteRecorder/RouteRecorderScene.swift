import Domain
import Foundation
import SceneContract
import UIKitLite

/// Builds the Rx MVVM route recorder: each screen a view controller injected with its view
/// model, each view model injected with what it uses. The recorder gets the location manager
/// and the store, opened once here; the history and detail screens are built on demand from
/// the same store, when the user navigates to them.
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let store = openStore(in: environment)
    let exportDirectory = environment.documentsDirectory
    let wireframe = DefaultWireframe()
    let viewModel = RecorderViewModel(
      with: RecorderViewModel.Dependency(
        locationManager: locationManager, store: store, wireframe: wireframe))
    let recorder = RecorderViewController(
      with: RecorderViewController.Dependency(
        viewModel: viewModel,
        makeHistoryViewController: {
          makeHistory(store: store, exportDirectory: exportDirectory)
        }))
    wireframe.presentingViewController = recorder
    let navigation = NavigationController(rootViewController: recorder)
    return Scene(
      rootViewController: navigation,
      components: [navigation, recorder, viewModel, locationManager])
  }

  // MARK: - Screens pushed later

  @MainActor
  private static func makeHistory(store: Result<RouteStore, StoreError>, exportDirectory: URL)
    -> HistoryViewController
  {
    let wireframe = DefaultWireframe()
    let viewModel = HistoryViewModel(
      with: HistoryViewModel.Dependency(store: store, wireframe: wireframe))
    let history = HistoryViewController(
      with: HistoryViewController.Dependency(
        viewModel: viewModel,
        makeRouteDetailViewController: { route in
          makeRouteDetail(route: route, store: store, exportDirectory: exportDirectory)
        }))
    wireframe.presentingViewController = history
    return history
  }

  @MainActor
  private static func makeRouteDetail(
    route: Route, store: Result<RouteStore, StoreError>, exportDirectory: URL
  ) -> RouteDetailViewController {
    let wireframe = DefaultWireframe()
    let viewModel = RouteDetailViewModel(
      with: RouteDetailViewModel.Dependency(
        route: route, store: store, exportDirectory: exportDirectory, wireframe: wireframe))
    let detail = RouteDetailViewController(
      with: RouteDetailViewController.Dependency(viewModel: viewModel))
    wireframe.presentingViewController = detail
    return detail
  }

  /// The route database, or the error the recorder shows when it cannot be opened.
  @MainActor
  private static func openStore(in environment: SceneEnvironment)
    -> Result<RouteStore, StoreError>
  {
    do throws(StoreError) {
      return .success(try environment.openRouteStore())
    } catch {
      return .failure(error)
    }
  }
}
