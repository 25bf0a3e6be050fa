/// What the web page presenter tells its delegate (the view) about each change of its state.
@MainActor
protocol WebPagePresenterDelegate: AnyObject {
  func presenter(_ presenter: WebPagePresenter, didUpdateLoading loading: WebPagePresenter.Loading)
  func presenter(_ presenter: WebPagePresenter, didChangeAddress address: String)
  func presenter(_ presenter: WebPagePresenter, didChangeTitle title: String)
  func presenter(_ presenter: WebPagePresenter, didUpdateButtons buttons: WebPagePresenter.Buttons)
  func presenter(_ presenter: WebPagePresenter, didChangeFailure failure: WebPagePresenter.Failure?)
}
