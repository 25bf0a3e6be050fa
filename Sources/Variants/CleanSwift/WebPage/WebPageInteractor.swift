import Domain
import Foundation

/// What the web page scene can be asked to do.
@MainActor
protocol WebPageBusinessLogic: AnyObject {
  /// Starts following the page and reports its opening state.
  func initializePage()
  /// Loads the typed address, or reports why it cannot.
  func loadAddress(request: Browse.LoadAddress.Request)
  /// Moves through the history, reloads, stops, or retries the address that failed.
  func navigate(request: Browse.Navigate.Request)
}

/// The web page scene's state, readable by other scenes' routers.
@MainActor
protocol WebPageDataStore: AnyObject {
  /// The page as the web view last reported it.
  var page: Browse.Page { get }
  /// The address whose load failed last, which Retry loads.
  var failedURL: URL? { get }
}

/// Runs the web page's use cases: checks typed addresses, sends every navigation through the
/// worker, keeps the page the worker reports and the address that failed, and hands each
/// outcome to the presenter.
@MainActor
final class WebPageInteractor: WebPageBusinessLogic, WebPageDataStore {
  var presenter: WebPagePresentationLogic?
  let worker: WebPageWorker
  private(set) var page = Browse.Page()
  private(set) var failedURL: URL?

  init(worker: WebPageWorker) {
    self.worker = worker
  }

  // MARK: - Init

  func initializePage() {
    worker.observePage(
      pageChanged: { [weak self] page, isAddressChange in
        self?.pageDidChange(page, isAddressChange: isAddressChange)
      },
      navigationStarted: { [weak self] in
        self?.presenter?.presentFailure(response: .none)
      },
      navigationFailed: { [weak self] error in self?.navigationDidFail(with: error) })
    presenter?.presentFailure(response: .none)
  }

  // MARK: - Load address

  func loadAddress(request: Browse.LoadAddress.Request) {
    switch WebAddress.url(from: request.address) {
    case .success(let url):
      worker.load(url)
    case .failure(let error):
      presenter?.presentFailure(
        response: .refused(WebAddressRefusal(message: WebPageStrings.message(for: error))))
    }
  }

  // MARK: - Navigate

  func navigate(request: Browse.Navigate.Request) {
    switch request.action {
    case .back: worker.goBack()
    case .forward: worker.goForward()
    case .reload: worker.reload()
    case .stop: worker.stopLoading()
    case .retry: if let failedURL { worker.load(failedURL) }
    }
  }

  // MARK: - Worker reports

  private func pageDidChange(_ page: Browse.Page, isAddressChange: Bool) {
    self.page = page
    presenter?.presentPage(
      response: Browse.UpdatePage.Response(page: page, isAddressChange: isAddressChange))
  }

  private func navigationDidFail(with error: Error) {
    guard let message = WebPageRules.failureMessage(for: error) else { return }
    failedURL = WebPageRules.retryURL(after: error)
    presenter?.presentFailure(response: .loadFailed(message: message))
  }
}
