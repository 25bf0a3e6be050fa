import Foundation

extension WebPageViewModel {
  /// The progress bar: shown while loading, filled to the load's progress.
  struct Loading: Equatable {
    let isLoading: Bool
    let progress: Float
  }

  /// Which navigation buttons can be used.
  struct Buttons: Equatable {
    let canGoBack: Bool
    let canGoForward: Bool
    let canReload: Bool
    let canStop: Bool
  }

  /// A failed load or a refused address, as the screen shows it.
  struct Failure: Equatable {
    let message: String
    /// Whether Retry is offered (a failed load; not a refused address).
    let canRetry: Bool
  }
}
