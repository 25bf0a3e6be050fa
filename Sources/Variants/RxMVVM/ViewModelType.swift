/// A view model as RxExample writes one: a pure function from the screen's events to what it
/// shows.
///
/// The view controller calls ``transform(input:)`` once, when its view loads, with its widgets'
/// events, and drives its widgets from the result. The view model keeps no subjects and
/// subscribes to nothing: every output is an operator chain over the inputs and the view
/// model's dependencies, and runs while the view controller's `DisposeBag` keeps it.
@MainActor
protocol ViewModelType {
  /// The screen's events, as sequences.
  associatedtype Input
  /// What the screen shows and does, as `Driver`s and `Signal`s.
  associatedtype Output

  /// Derives the outputs from `input`.
  func transform(input: Input) -> Output
}
