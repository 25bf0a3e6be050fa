/// What the web page presenter tells its delegate (the view) about each change of its state.
@MainActor
protocol WebPagePresenterDelegate: AnyObject {
  func webPagePresenter(
    _ presenter: WebPagePresenter, didUpdateLoading loading: WebPagePresenter.Loading)
  func webPagePresenter(_ presenter: WebPagePresenter, didChangeAddress address: String)
  func webPagePresenter(_ presenter: WebPagePresenter, didChangeTitle title: String)
  func webPagePresenter(
    _ presenter: WebPagePresenter, didUpdateButtons buttons: WebPagePresenter.Buttons)
  func webPagePresenter(
    _ presenter: WebPagePresenter, didChangeFailure failure: WebPagePresenter.Failure?)
}
