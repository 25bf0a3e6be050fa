// Clean Swift, with a platform object that changes on its own. The web view is framework
// work, so the worker holds it: it loads and navigates it, and reports what it does — each
// change of its observable properties (key-value observation, as iOS code
// reads a web view) and each start and failure of a navigation (as its navigation delegate). The
// interactor asks the worker for every navigation, keeps the page and the failed address, and
// hands each outcome to the presenter, which words it (the title from the page's title or its
// host, Reload from the address and loading) for the view controller to display. User events
// become requests; `setup(environment:)` wires the cycle, as CleanStore does.

import Domain
import SceneContract
import Storyboards
import UIKitLite
import WebKitLite

/// What the web page's view controller can be given to display.
@MainActor
protocol WebPageDisplayLogic: AnyObject {
  func displayPage(viewModel: Browse.UpdatePage.ViewModel)
  func displayFailure(viewModel: Browse.ShowFailure.ViewModel)
}

/// The web page screen: user events become requests, view models become widget updates.
@MainActor
final class WebPageViewController: ViewController, WebPageDisplayLogic {
  var interactor: WebPageBusinessLogic?
  var router: (WebPageRoutingLogic & WebPageDataPassing)?
  private let pageView: WebPageView

  init(environment: SceneEnvironment) {
    let webView = environment.makeWebView()
    pageView = WebPageView(webView: webView)
    super.init()
    setup(webView: webView)
  }

  // MARK: - Setup

  private func setup(webView: WKWebView) {
    let viewController = self
    let worker = WebPageWorker(webView: webView)
    let interactor = WebPageInteractor(worker: worker)
    let presenter = WebPagePresenter()
    let router = WebPageRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: - Lifecycle

  override func loadView() {
    setView(pageView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let controller = WebPageViewController.self
    pageView.goButton.addTarget(self, action: controller.goButtonTapped, for: .touchUpInside)
    pageView.backButton.addTarget(self, action: controller.backButtonTapped, for: .touchUpInside)
    pageView.forwardButton.addTarget(
      self, action: controller.forwardButtonTapped, for: .touchUpInside)
    pageView.reloadButton.addTarget(
      self, action: controller.reloadButtonTapped, for: .touchUpInside)
    pageView.stopButton.addTarget(self, action: controller.stopButtonTapped, for: .touchUpInside)
    pageView.retryButton.addTarget(
      self, action: controller.retryButtonTapped, for: .touchUpInside)
    interactor?.initializePage()
  }

  // MARK: - Requests

  private func goButtonTapped() {
    interactor?.loadAddress(
      request: Browse.LoadAddress.Request(address: pageView.addressField.text ?? ""))
  }

  private func backButtonTapped() { navigate(.back) }
  private func forwardButtonTapped() { navigate(.forward) }
  private func reloadButtonTapped() { navigate(.reload) }
  private func stopButtonTapped() { navigate(.stop) }
  private func retryButtonTapped() { navigate(.retry) }

  private func navigate(_ action: Browse.Navigate.Action) {
    interactor?.navigate(request: Browse.Navigate.Request(action: action))
  }

  // MARK: - Display

  func displayPage(viewModel: Browse.UpdatePage.ViewModel) {
    pageView.progressView.progress = viewModel.progress
    pageView.progressView.isHidden = viewModel.isProgressHidden
    if let address = viewModel.address { pageView.addressField.text = address }
    title = viewModel.title
    pageView.backButton.isEnabled = viewModel.isBackEnabled
    pageView.forwardButton.isEnabled = viewModel.isForwardEnabled
    pageView.reloadButton.isEnabled = viewModel.isReloadEnabled
    pageView.stopButton.isEnabled = viewModel.isStopEnabled
  }

  func displayFailure(viewModel: Browse.ShowFailure.ViewModel) {
    guard let message = viewModel.message else {
      pageView.failureView.isHidden = true
      return
    }
    pageView.failureLabel.text = message
    pageView.retryButton.isHidden = viewModel.isRetryHidden
    pageView.failureView.isHidden = false
  }
}
