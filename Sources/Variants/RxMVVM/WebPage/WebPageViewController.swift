// Rx MVVM, observing a platform object with `rx.observe`. The web view's properties become
// sequences — `webView.rx.observe(\.isLoading)` registers a key-value observation per
// subscription — and several outputs read the same ones: `isLoading` drives the progress bar,
// Stop and Reload; `url` drives the address field, the title and Reload. `share(replay: 1)`
// makes each of those one registration that every binding reads, the current value replayed
// to the bindings that subscribe after the first (a plain `share()` would hand them nothing
// until the next change): six observations on the web view instead of ten. The navigation
// delegate's events come from the web view's delegate proxy (`rx.didStartLoad`,
// `rx.didFailLoad`). The view model's `transform(input:)` composes the outputs; the controller
// drives the widgets and loads what the output names. Releasing the controller disposes
// every subscription, which invalidates every observation.

import Foundation
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The web page screen: widget events and web view streams in, drivers out.
@MainActor
final class WebPageViewController: ViewController, Injectable {
  /// What the view controller needs from outside.
  struct Dependency {
    let viewModel: WebPageViewModel
    /// The web view the screen shows (made with the environment's configuration).
    let webView: WKWebView
  }

  private let viewModel: WebPageViewModel
  private let pageView: WebPageView
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    viewModel = dependency.viewModel
    pageView = WebPageView(webView: dependency.webView)
    super.init()
  }

  // MARK: - Outlets

  private var webView: WKWebView { pageView.webView }
  private var addressField: TextField { pageView.addressField }
  private var progressView: ProgressView { pageView.progressView }
  private var failureView: View { pageView.failureView }

  // MARK: - Lifecycle

  override func loadView() {
    setView(pageView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindWebViewCommands()
    bind(viewModel.transform(input: makeInput()))
  }

  // MARK: - Bindings

  private func makeInput() -> WebPageViewModel.Input {
    let isLoading = webView.rx.observe(\.isLoading).share(replay: 1)
    let url = webView.rx.observe(\.url).share(replay: 1)
    return WebPageViewModel.Input(
      address: addressField.rx.text.map { $0 ?? "" }.asDriver(onErrorJustReturn: ""),
      goTaps: pageView.goButton.rx.tap.asSignal(),
      retryTaps: pageView.retryButton.rx.tap.asSignal(),
      estimatedProgress: webView.rx.observe(\.estimatedProgress),
      isLoading: isLoading,
      url: url,
      title: webView.rx.observe(\.title),
      canGoBack: webView.rx.observe(\.canGoBack),
      canGoForward: webView.rx.observe(\.canGoForward),
      navigationStarted: webView.rx.didStartLoad.map { _ in () },
      navigationFailed: Observable.merge(webView.rx.didFailProvisionalLoad, webView.rx.didFailLoad)
        .map { $0.1 })
  }

  /// The buttons that only command the web view.
  private func bindWebViewCommands() {
    let webView = webView
    pageView.backButton.rx.tap.subscribe(onNext: { webView.goBack() }).disposed(by: disposeBag)
    pageView.forwardButton.rx.tap.subscribe(onNext: { webView.goForward() })
      .disposed(by: disposeBag)
    pageView.reloadButton.rx.tap.subscribe(onNext: { webView.reload() }).disposed(by: disposeBag)
    pageView.stopButton.rx.tap.subscribe(onNext: { webView.stopLoading() })
      .disposed(by: disposeBag)
  }

  private func bind(_ output: WebPageViewModel.Output) {
    output.progress.drive(onNext: { [progressView] in progressView.progress = $0 })
      .disposed(by: disposeBag)
    output.isProgressHidden.drive(progressView.rx.isHidden).disposed(by: disposeBag)
    output.address.drive(addressField.rx.text).disposed(by: disposeBag)
    output.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: disposeBag)
    output.canGoBack.drive(pageView.backButton.rx.isEnabled).disposed(by: disposeBag)
    output.canGoForward.drive(pageView.forwardButton.rx.isEnabled).disposed(by: disposeBag)
    output.canReload.drive(pageView.reloadButton.rx.isEnabled).disposed(by: disposeBag)
    output.canStop.drive(pageView.stopButton.rx.isEnabled).disposed(by: disposeBag)
    output.failure.drive(onNext: { [weak self] in self?.showFailure($0) }).disposed(by: disposeBag)
    let webView = webView
    output.load.emit(onNext: { [weak webView] in webView?.load(URLRequest(url: $0)) })
      .disposed(by: disposeBag)
  }

  private func showFailure(_ failure: WebPageFailure?) {
    guard let failure else {
      failureView.isHidden = true
      return
    }
    pageView.failureLabel.text = failure.message
    pageView.retryButton.isHidden = failure.retryURL == nil
    failureView.isHidden = false
  }
}
