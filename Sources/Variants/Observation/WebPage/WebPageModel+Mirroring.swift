import KVOLite
import WebKitLite

// The bridge between two observation systems. The web view announces its changes by key-value
// observation — synchronously, in the set, every set — and the screen follows `@Observable`
// properties through tracked renders. One change handler per web view property copies the new
// value into the model, which Observation then reports to whichever render read it.

extension WebPageModel {
  /// Copies the web view's current state into the model, then every change of it, until
  /// ``stopMirroring()``.
  func startMirroring() {
    guard mirroring.isEmpty else { return }
    mirroring = [
      webView.observe(\.estimatedProgress, options: [.initial, .new]) { [weak self] webView, _ in
        self?.mirror(estimatedProgress: webView.estimatedProgress)
      },
      webView.observe(\.isLoading, options: [.initial, .new]) { [weak self] webView, _ in
        self?.mirror(isLoading: webView.isLoading)
      },
      webView.observe(\.url, options: [.initial, .new]) { [weak self] webView, _ in
        self?.mirror(url: webView.url)
      },
      webView.observe(\.title, options: [.initial, .new]) { [weak self] webView, _ in
        self?.mirror(pageTitle: webView.title)
      },
      webView.observe(\.canGoBack, options: [.initial, .new]) { [weak self] webView, _ in
        self?.mirror(canGoBack: webView.canGoBack)
      },
      webView.observe(\.canGoForward, options: [.initial, .new]) { [weak self] webView, _ in
        self?.mirror(canGoForward: webView.canGoForward)
      },
    ]
  }

  /// Stops copying; the model keeps the last state it mirrored.
  func stopMirroring() {
    for observation in mirroring { observation.invalidate() }
    mirroring = []
  }
}
