/// What the view model reports for the screen to show.
enum WebPageEvent: Equatable, Sendable {
  case loadingChanged(WebPageLoading)
  case addressChanged(String)
  case titleChanged(String)
  case buttonsChanged(WebPageButtons)
  /// A failure to show, or nil to hide the one shown.
  case failureChanged(WebPageFailure?)
}

/// The progress bar: shown while loading, filled to the load's progress.
struct WebPageLoading: Equatable, Sendable {
  let isLoading: Bool
  let progress: Float
}

/// Which navigation buttons can be used.
struct WebPageButtons: Equatable, Sendable {
  let canGoBack: Bool
  let canGoForward: Bool
  let canReload: Bool
  let canStop: Bool
}

/// A failed load or a refused address, as the screen shows it.
struct WebPageFailure: Equatable, Sendable {
  let message: String
  /// Whether Retry is offered (a failed load; not a refused address).
  let canRetry: Bool
}
