import Foundation
import MainLoop

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The navigation in progress: its fixture's events scheduled on the main loop.
@MainActor
final class NavigationPlayback {
  /// What the commit does to the back-forward list.
  enum Commit {
    case push
    case replace
    case move(Int)
  }

  let navigation: WKNavigation
  let commit: Commit
  var isCommitted = false
  var currentURL: URL
  var work: [ScheduledWork] = []

  init(navigation: WKNavigation, commit: Commit, url: URL) {
    self.navigation = navigation
    self.commit = commit
    currentURL = url
  }

  func cancel() {
    for item in work { item.cancel() }
    work = []
  }

  // A web view that goes away stops its load, as WebKit's does: nothing of it stays scheduled.
  isolated deinit {
    cancel()
  }
}

/// The delegate's answer, once given (a later answer is ignored).
@MainActor
private final class PolicyDecision {
  var policy: WKNavigationActionPolicy?
}

extension WKWebView {
  func navigate(
    _ request: URLRequest, type: WKNavigationType, commit: NavigationPlayback.Commit
  ) -> WKNavigation? {
    guard let target = request.url else { return nil }
    let action = WKNavigationAction(request: request, navigationType: type)
    let navigation = WKNavigation(action: action)
    let decision = PolicyDecision()
    let decide: @MainActor (WKNavigationActionPolicy) -> Void = { [weak self] policy in
      guard decision.policy == nil else { return }
      decision.policy = policy
      if policy == .allow { self?.start(navigation, commit: commit, url: target) }
    }
    if let navigationDelegate {
      navigationDelegate.webView(self, decidePolicyFor: action, decisionHandler: decide)
    } else {
      decide(.allow)
    }
    return decision.policy == .cancel ? nil : navigation
  }

  private func start(_ navigation: WKNavigation, commit: NavigationPlayback.Commit, url: URL) {
    end(with: .cancelled)
    let playback = NavigationPlayback(navigation: navigation, commit: commit, url: url)
    self.playback = playback
    setURL(url)
    setLoading(true)
    setProgress(0.1)
    navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
    let page = configuration.pages.page(for: url)
    for timed in page.timeline {
      playback.work.append(
        configuration.mainLoop.schedule(after: timed.at) { [weak self, weak playback] in
          guard let self, let playback, self.playback === playback else { return }
          self.play(timed.event, of: page, in: playback)
        })
    }
  }

  private func play(
    _ event: WebPageFixture.Event, of page: WebPageFixture, in playback: NavigationPlayback
  ) {
    switch event {
    case .progress(let value):
      setProgress(max(value, estimatedProgress))
    case .redirect(let target):
      playback.currentURL = target
      setURL(target)
      navigationDelegate?.webView(
        self, didReceiveServerRedirectForProvisionalNavigation: playback.navigation)
    case .commit:
      playback.isCommitted = true
      switch playback.commit {
      case .push: backForwardList.push(playback.currentURL)
      case .replace: backForwardList.replaceCurrent(with: playback.currentURL)
      case .move(let offset): backForwardList.move(by: offset)
      }
      contentView.show(page.text)
      setTitle("")
      updateHistoryFlags()
      navigationDelegate?.webView(self, didCommit: playback.navigation)
    case .title(let text):
      setTitle(text)
    case .finish:
      self.playback = nil
      setProgress(1)
      setLoading(false)
      navigationDelegate?.webView(self, didFinish: playback.navigation)
    case .fail(let code):
      end(with: code)
    }
  }

  /// Ends the navigation in progress with `code`, telling the delegate; nothing without one.
  func end(with code: URLError.Code) {
    guard let playback else { return }
    self.playback = nil
    playback.cancel()
    let error = URLError(
      code, userInfo: [NSURLErrorFailingURLErrorKey: playback.currentURL])
    if !playback.isCommitted { setURL(backForwardList.currentItem) }
    setProgress(1)
    setLoading(false)
    if playback.isCommitted {
      navigationDelegate?.webView(self, didFail: playback.navigation, withError: error)
    } else {
      navigationDelegate?.webView(
        self, didFailProvisionalNavigation: playback.navigation, withError: error)
    }
  }
}
