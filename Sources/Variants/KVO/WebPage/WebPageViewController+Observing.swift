import Domain
import KVOLite
import UIKitLite
import WebKitLite

// MARK: - Key-value observing

extension WebPageViewController {
  /// Observes every property of the web view the screen shows, each with its own handler;
  /// `.initial` renders the current state at once. The tokens end the observations.
  func observeWebView() -> [NSKeyValueObservation] {
    [
      webView.observe(\.estimatedProgress, options: [.initial, .new]) { [weak self] _, change in
        guard let progress = change.newValue else { return }
        self?.progressView.progress = WebPageRules.progressBarValue(progress)
      },
      webView.observe(\.isLoading, options: [.initial, .new]) { [weak self] webView, change in
        guard let isLoading = change.newValue else { return }
        self?.progressView.isHidden = !isLoading
        self?.stopButton.isEnabled = isLoading
        self?.showReloadability(of: webView)
      },
      webView.observe(\.url, options: [.initial, .new]) { [weak self] webView, change in
        guard case .some(let url) = change.newValue else { return }
        self?.addressField.text = url?.absoluteString ?? ""
        self?.showTitle(of: webView)
        self?.showReloadability(of: webView)
      },
      webView.observe(\.title, options: [.initial, .new]) { [weak self] webView, _ in
        self?.showTitle(of: webView)
      },
      webView.observe(\.canGoBack, options: [.initial, .new]) { [weak self] _, change in
        guard let canGoBack = change.newValue else { return }
        self?.backButton.isEnabled = canGoBack
      },
      webView.observe(\.canGoForward, options: [.initial, .new]) { [weak self] _, change in
        guard let canGoForward = change.newValue else { return }
        self?.forwardButton.isEnabled = canGoForward
      },
    ]
  }

  /// Observes the failure the model holds.
  func observeFailure() -> NSKeyValueObservation {
    model.observe(\.failure, options: [.initial, .new]) { [weak self] _, change in
      guard case .some(let failure) = change.newValue else { return }
      self?.showFailure(failure)
    }
  }

  // MARK: - Rendering

  private func showTitle(of webView: WKWebView) {
    title = WebPageRules.navigationTitle(pageTitle: webView.title, url: webView.url)
  }

  private func showReloadability(of webView: WKWebView) {
    reloadButton.isEnabled = WebPageRules.canReload(url: webView.url, isLoading: webView.isLoading)
  }

  private func showFailure(_ failure: WebPageFailure?) {
    guard let failure else {
      failureView.isHidden = true
      return
    }
    failureLabel.text = failure.message
    retryButton.isHidden = failure.retryURL == nil
    failureView.isHidden = false
  }
}
