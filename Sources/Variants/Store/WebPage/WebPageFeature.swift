import Domain
import Foundation
import StoreLite

/// The web page's reducer: the only place its state changes.
///
/// The web view is a dependency (``WebViewClient``, `@Dependency(\.webView)`): the navigating
/// taps become effects that call it, and following it is one long-lived effect, started when
/// the screen appears and cancelled when it goes away, that iterates its events — every change
/// of its observable properties and every navigation step — and sends each as a
/// ``Action/webView(_:)`` action.
struct WebPageFeature: Reducer {
  @Dependency(\.webView) var webView

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      return .run { [webView] send in
        for await event in await webView.events() {
          await send(.webView(event))
        }
      }
      .cancellable(id: CancelID.webView, cancelInFlight: true)

    case .viewWillDisappear:
      return .cancel(id: CancelID.webView)

    case .goButtonTapped(let address):
      switch WebAddress.url(from: address) {
      case .success(let url):
        return load(url)
      case .failure(let error):
        state.failure = Failure(message: WebPageStrings.message(for: error), retryURL: nil)
        return .none
      }

    case .retryButtonTapped:
      guard let url = state.failure?.retryURL else { return .none }
      return load(url)

    case .backButtonTapped:
      return call(webView.goBack)
    case .forwardButtonTapped:
      return call(webView.goForward)
    case .reloadButtonTapped:
      return call(webView.reload)
    case .stopButtonTapped:
      return call(webView.stopLoading)

    case .webView(let event):
      update(&state, with: event)
      return .none
    }
  }

  private func update(_ state: inout State, with event: WebViewEvent) {
    switch event {
    case .estimatedProgressChanged(let progress): state.estimatedProgress = progress
    case .isLoadingChanged(let isLoading): state.isLoading = isLoading
    case .urlChanged(let url):
      state.url = url
    case .titleChanged(let title): state.pageTitle = title
    case .canGoBackChanged(let canGoBack): state.canGoBack = canGoBack
    case .canGoForwardChanged(let canGoForward): state.canGoForward = canGoForward
    case .navigationStarted: state.failure = nil
    case .navigationFailed(let error):
      guard let message = WebPageRules.failureMessage(for: error) else { return }
      state.failure = Failure(message: message, retryURL: WebPageRules.retryURL(after: error))
    }
  }

  private func load(_ url: URL) -> Effect<Action> {
    .run { [webView] _ in await webView.load(url) }
  }

  private func call(_ operation: @escaping @MainActor @Sendable () -> Void) -> Effect<Action> {
    .run { _ in await operation() }
  }
}
