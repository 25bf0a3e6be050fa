import Domain
import Foundation
import StoreLite

/// The web page's reducer: the only place its state changes.
///
/// The web view is a dependency value (``WebViewClient``): the navigating taps become effects
/// that call it, and following it is one long-lived effect, started when the screen appears and
/// cancelled when it goes away, that turns every change of its observable properties and every
/// navigation step into a ``Action/webView(_:)`` action.
struct WebPageFeature: Reducer {
  let webView: WebViewClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      return .run { [webView] send in
        webView.follow { send(.webView($0)) }
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
      state.addressRevision += 1
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
    .run { [webView] _ in
      webView.load(url)
      return nil
    }
  }

  private func call(_ operation: @escaping @MainActor () -> Void) -> Effect<Action> {
    .run { _ in
      operation()
      return nil
    }
  }
}
