import Foundation

@testable import CleanSwiftVariant

/// Records what the presenter is given.
@MainActor
final class WebPagePresentationLogicSpy: WebPagePresentationLogic {
  var pages: [Browse.UpdatePage.Response] = []
  var failures: [Browse.ShowFailure.Response] = []

  func presentPage(response: Browse.UpdatePage.Response) { pages.append(response) }
  func presentFailure(response: Browse.ShowFailure.Response) { failures.append(response) }
}

/// Records what the view controller is given.
@MainActor
final class WebPageDisplayLogicSpy: WebPageDisplayLogic {
  var pages: [Browse.UpdatePage.ViewModel] = []
  var failures: [Browse.ShowFailure.ViewModel] = []

  func displayPage(viewModel: Browse.UpdatePage.ViewModel) { pages.append(viewModel) }
  func displayFailure(viewModel: Browse.ShowFailure.ViewModel) { failures.append(viewModel) }
}
