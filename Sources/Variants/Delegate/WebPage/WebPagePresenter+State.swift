import Foundation

extension WebPagePresenter {
  /// The progress bar: shown while loading, filled to the load's progress.
  struct Loading: Equatable {
    var isLoading = false
    var progress: Float = 0
  }

  /// Which navigation buttons can be used.
  struct Buttons: Equatable {
    var canGoBack = false
    var canGoForward = false
    var canReload = false
    var canStop = false
  }

  /// A failed load or a refused address, as the screen shows it.
  struct Failure: Equatable {
    let message: String
    /// The address Retry loads; nil for a refused address, which offers no Retry.
    let retryURL: URL?
  }
}
