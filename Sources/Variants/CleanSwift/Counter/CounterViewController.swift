// Clean Swift (VIP). The scene is six roles wired into one cycle by `setup()`: the view
// controller turns a user event into a request for the interactor; the interactor does the
// business (with its worker's arithmetic) and keeps the count in its data store, then hands a
// response to the presenter; the presenter formats a view model and gives it back to the view
// controller to display. Each user intent travels as a call in three:
// `changeCount(request:)` → `presentCount(response:)` → `displayCount(viewModel:)`.
// Data flows one way round the cycle; the links back to the view controller (the presenter's
// and the router's) are weak, so the view controller owns the scene.

import Storyboards
import UIKitLite

/// What the counter's view controller can be asked to display.
@MainActor
protocol CounterDisplayLogic: AnyObject {
  /// Shows the count the screen opened with.
  func displayLoadedCount(viewModel: Counter.LoadCount.ViewModel)
  /// Shows the count after a change.
  func displayCount(viewModel: Counter.ChangeCount.ViewModel)
}

/// The counter screen: user events become requests, view models become widget updates.
@MainActor
final class CounterViewController: ViewController, CounterDisplayLogic {
  var interactor: CounterBusinessLogic?
  var router: (CounterRoutingLogic & CounterDataPassing)?
  private let counterView = CounterView()

  override init() {
    super.init()
    setup()
  }

  // MARK: - Setup

  private func setup() {
    let viewController = self
    let interactor = CounterInteractor()
    let presenter = CounterPresenter()
    let router = CounterRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: - Outlets

  private var countLabel: Label { counterView.countLabel }
  private var countUpButton: Button { counterView.countUpButton }
  private var countDownButton: Button { counterView.countDownButton }
  private var countResetButton: Button { counterView.countResetButton }
  private var countUpTenButton: Button { counterView.countUpTenButton }
  private var countDownTenButton: Button { counterView.countDownTenButton }

  // MARK: - Lifecycle

  override func loadView() {
    setView(counterView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    countUpButton.addTarget(
      self, action: CounterViewController.countUpButtonTapped, for: .touchUpInside)
    countDownButton.addTarget(
      self, action: CounterViewController.countDownButtonTapped, for: .touchUpInside)
    countResetButton.addTarget(
      self, action: CounterViewController.countResetButtonTapped, for: .touchUpInside)
    countUpTenButton.addTarget(
      self, action: CounterViewController.countUpTenButtonTapped, for: .touchUpInside)
    countDownTenButton.addTarget(
      self, action: CounterViewController.countDownTenButtonTapped, for: .touchUpInside)
    interactor?.loadCount(request: Counter.LoadCount.Request())
  }

  // MARK: - Actions

  private func countUpButtonTapped() {
    interactor?.changeCount(request: Counter.ChangeCount.Request(change: .increment))
  }

  private func countDownButtonTapped() {
    interactor?.changeCount(request: Counter.ChangeCount.Request(change: .decrement))
  }

  private func countResetButtonTapped() {
    interactor?.changeCount(request: Counter.ChangeCount.Request(change: .reset))
  }

  private func countUpTenButtonTapped() {
    interactor?.changeCount(request: Counter.ChangeCount.Request(change: .incrementByTen))
  }

  private func countDownTenButtonTapped() {
    interactor?.changeCount(request: Counter.ChangeCount.Request(change: .decrementByTen))
  }

  // MARK: - Display logic

  func displayLoadedCount(viewModel: Counter.LoadCount.ViewModel) {
    countLabel.text = viewModel.countText
  }

  func displayCount(viewModel: Counter.ChangeCount.ViewModel) {
    countLabel.text = viewModel.countText
  }
}
