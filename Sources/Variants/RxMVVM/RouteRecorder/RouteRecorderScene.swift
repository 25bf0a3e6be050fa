import Domain
import Foundation
import MainLoop
import RxCocoaLite
import SceneContract
import UIKitLite

/// Builds the Rx MVVM route recorder: each screen a view controller injected with its view
/// model, each view model injected with what it uses. The recorder gets the location manager
/// and the store, opened once here; the history and detail screens are built on demand, when
/// the user navigates to them, each with a background scheduler of its own and the opener its
/// reads and exports open their connections with off the main thread.
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let store = openStore(in: environment)
    let offMain = OffMainDependencies(
      opener: environment.routeStoreOpener, loop: environment.mainLoop,
      exportDirectory: environment.documentsDirectory)
    let wireframe = DefaultWireframe()
    let viewModel = RecorderViewModel(
      with: RecorderViewModel.Dependency(
        locationManager: locationManager, store: store, wireframe: wireframe))
    let recorder = RecorderViewController(
      with: RecorderViewController.Dependency(
        viewModel: viewModel,
        makeHistoryViewController: {
          makeHistory(store: store, offMain: offMain)
        }))
    wireframe.presentingViewController = recorder
    let navigation = NavigationController(rootViewController: recorder)
    return Scene(
      rootViewController: navigation,
      components: [navigation, recorder, viewModel, locationManager])
  }

  // MARK: - Screens pushed later

  /// What the pushed screens need to work off the main thread.
  private struct OffMainDependencies {
    let opener: RouteStoreOpener
    let loop: MainLoop
    let exportDirectory: URL

    /// A new serial queue's scheduler, named `name`.
    @MainActor
    func backgroundScheduler(named name: String) -> SerialDispatchQueueScheduler {
      SerialDispatchQueueScheduler(internalSerialQueueName: name, loop: loop)
    }
  }

  @MainActor
  private static func makeHistory(store: Result<RouteStore, StoreError>, offMain: OffMainDependencies)
    -> HistoryViewController
  {
    let wireframe = DefaultWireframe()
    let viewModel = HistoryViewModel(
      with: HistoryViewModel.Dependency(
        opener: offMain.opener,
        backgroundScheduler: offMain.backgroundScheduler(named: "route-recorder.history"),
        wireframe: wireframe))
    let history = HistoryViewController(
      with: HistoryViewController.Dependency(
        viewModel: viewModel,
        makeRouteDetailViewController: { route in
          makeRouteDetail(route: route, store: store, offMain: offMain)
        }))
    wireframe.presentingViewController = history
    return history
  }

  @MainActor
  private static func makeRouteDetail(
    route: Route, store: Result<RouteStore, StoreError>, offMain: OffMainDependencies
  ) -> RouteDetailViewController {
    let wireframe = DefaultWireframe()
    let viewModel = RouteDetailViewModel(
      with: RouteDetailViewModel.Dependency(
        route: route, store: store, opener: offMain.opener,
        backgroundScheduler: offMain.backgroundScheduler(named: "route-recorder.detail"),
        exportDirectory: offMain.exportDirectory, wireframe: wireframe))
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
