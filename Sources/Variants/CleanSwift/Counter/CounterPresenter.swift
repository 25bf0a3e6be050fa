import Domain

/// What the counter's presenter can be given to format.
@MainActor
protocol CounterPresentationLogic: AnyObject {
  /// Formats the count the screen opened with.
  func presentLoadedCount(response: Counter.LoadCount.Response)
  /// Formats the count after a change.
  func presentCount(response: Counter.ChangeCount.Response)
}

/// Turns the interactor's responses into text for the view controller.
@MainActor
final class CounterPresenter: CounterPresentationLogic {
  weak var viewController: CounterDisplayLogic?

  // MARK: - Load count

  func presentLoadedCount(response: Counter.LoadCount.Response) {
    let viewModel = Counter.LoadCount.ViewModel(
      countText: CounterStrings.countText(response.count))
    viewController?.displayLoadedCount(viewModel: viewModel)
  }

  // MARK: - Change count

  func presentCount(response: Counter.ChangeCount.Response) {
    let viewModel = Counter.ChangeCount.ViewModel(
      countText: CounterStrings.countText(response.count))
    viewController?.displayCount(viewModel: viewModel)
  }
}
