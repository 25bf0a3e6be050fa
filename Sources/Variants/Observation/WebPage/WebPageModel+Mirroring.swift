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
      webView.addChangeHandler(for: \.estimatedProgress, initial: true) { [weak self] in
        self?.mirror(estimatedProgress: $0)
      },
      webView.addChangeHandler(for: \.isLoading, initial: true) { [weak self] in
        self?.mirror(isLoading: $0)
      },
      webView.addChangeHandler(for: \.url, initial: true) { [weak self] in
        self?.mirror(url: $0)
      },
      webView.addChangeHandler(for: \.title, initial: true) { [weak self] in
        self?.mirror(pageTitle: $0)
      },
      webView.addChangeHandler(for: \.canGoBack, initial: true) { [weak self] in
        self?.mirror(canGoBack: $0)
      },
      webView.addChangeHandler(for: \.canGoForward, initial: true) { [weak self] in
        self?.mirror(canGoForward: $0)
      },
    ]
  }

  /// Stops copying; the model keeps the last state it mirrored.
  func stopMirroring() {
    for observation in mirroring { observation.invalidate() }
    mirroring = []
  }
}
