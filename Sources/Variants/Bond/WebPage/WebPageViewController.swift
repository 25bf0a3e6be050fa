// Bond, observing key paths. The view model's `Observable` properties are bound from the web
// view's `reactive.keyPath(\.estimatedProgress)` and its siblings — ReactiveKit's form of
// key-value observing — and the controller binds them on to the widgets with `bind(to:)` and
// `observeNext`. The page load is a request with a state enum (none, requesting, finish,
// error), as the restaurant search's is; the error state shows the failure. Taps go to the
// view model with `reactive.tap.observeNext`. Every observation is disposed in a bag: the view
// model's bag ends its key-path observations, the controller's its bindings.

import BondLite
import Storyboards
import UIKitLite

/// The web page screen: taps observed in, the view model's properties bound out.
@MainActor
final class WebPageViewController: ViewController {
  private let viewModel: WebPageViewModel
  private let pageView: WebPageView
  private let bag = DisposeBag()

  init(viewModel: WebPageViewModel) {
    self.viewModel = viewModel
    pageView = WebPageView(webView: viewModel.webView)
    super.init()
  }

  // MARK: - Lifecycle

  override func loadView() {
    setView(pageView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindUserEvents()
    bindViewModel()
  }

  // MARK: - Bindings

  private func bindUserEvents() {
    let viewModel = viewModel
    let addressField = pageView.addressField
    pageView.goButton.reactive.tap.observeNext { [weak viewModel, weak addressField] in
      viewModel?.goButtonTapped(address: addressField?.text ?? "")
    }.dispose(in: bag)
    pageView.backButton.reactive.tap.observeNext { [weak viewModel] in
      viewModel?.backButtonTapped()
    }.dispose(in: bag)
    pageView.forwardButton.reactive.tap.observeNext { [weak viewModel] in
      viewModel?.forwardButtonTapped()
    }.dispose(in: bag)
    pageView.reloadButton.reactive.tap.observeNext { [weak viewModel] in
      viewModel?.reloadButtonTapped()
    }.dispose(in: bag)
    pageView.stopButton.reactive.tap.observeNext { [weak viewModel] in
      viewModel?.stopButtonTapped()
    }.dispose(in: bag)
    pageView.retryButton.reactive.tap.observeNext { [weak viewModel] in
      viewModel?.retryButtonTapped()
    }.dispose(in: bag)
  }

  private func bindViewModel() {
    viewModel.progress.bind(to: pageView.progressView.reactive.progress)
    viewModel.isLoading.map { !$0 }.bind(to: pageView.progressView.reactive.isHidden)
    viewModel.isLoading.bind(to: pageView.stopButton.reactive.isEnabled)
    viewModel.address.observeNext { [weak self] in self?.pageView.addressField.text = $0 }
      .dispose(in: bag)
    viewModel.title.observeNext { [weak self] in self?.title = $0 }.dispose(in: bag)
    viewModel.canGoBack.bind(to: pageView.backButton.reactive.isEnabled)
    viewModel.canGoForward.bind(to: pageView.forwardButton.reactive.isEnabled)
    viewModel.canReload.bind(to: pageView.reloadButton.reactive.isEnabled)
    viewModel.requestState.observeNext { [weak self] in self?.showRequestState($0) }
      .dispose(in: bag)
  }

  private func showRequestState(_ state: WebPageViewModel.RequestState) {
    guard case .error(let failure) = state else {
      pageView.failureView.isHidden = true
      return
    }
    pageView.failureLabel.text = failure.message
    pageView.retryButton.isHidden = failure.retryURL == nil
    pageView.failureView.isHidden = false
  }
}
