/// The view a ``CounterPresenter`` talks to: it is told every count it should show.
@MainActor
protocol CounterPresenterDelegate: AnyObject {
  /// The presenter's count is now `count`; show it.
  func counterPresenter(_ presenter: CounterPresenter, didUpdateCount count: Int)
}
