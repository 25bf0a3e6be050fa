import Domain

/// What the web page's presenter can be given to format.
@MainActor
protocol WebPagePresentationLogic: AnyObject {
  /// Formats the page the web view reported.
  func presentPage(response: Browse.UpdatePage.Response)
  /// Formats a failure, a refusal, or none.
  func presentFailure(response: Browse.ShowFailure.Response)
}

/// Turns the interactor's responses into what the view controller shows: the progress bar,
/// the title from the page's title or its host, which buttons work, the failure's message.
@MainActor
final class WebPagePresenter: WebPagePresentationLogic {
  weak var viewController: WebPageDisplayLogic?

  func presentPage(response: Browse.UpdatePage.Response) {
    let page = response.page
    let viewModel = Browse.UpdatePage.ViewModel(
      progress: WebPageRules.progressBarValue(page.estimatedProgress),
      isProgressHidden: !page.isLoading,
      address: response.isAddressChange ? page.url?.absoluteString ?? "" : nil,
      title: WebPageRules.navigationTitle(pageTitle: page.title, url: page.url),
      isBackEnabled: page.canGoBack, isForwardEnabled: page.canGoForward,
      isReloadEnabled: WebPageRules.canReload(url: page.url, isLoading: page.isLoading),
      isStopEnabled: page.isLoading)
    viewController?.displayPage(viewModel: viewModel)
  }

  func presentFailure(response: Browse.ShowFailure.Response) {
    let viewModel: Browse.ShowFailure.ViewModel
    switch response {
    case .none:
      viewModel = Browse.ShowFailure.ViewModel(message: nil, isRetryHidden: true)
    case .refused(let refusal):
      viewModel = Browse.ShowFailure.ViewModel(message: refusal.message, isRetryHidden: true)
    case .loadFailed(let message):
      viewModel = Browse.ShowFailure.ViewModel(message: message, isRetryHidden: false)
    }
    viewController?.displayFailure(viewModel: viewModel)
  }
}
