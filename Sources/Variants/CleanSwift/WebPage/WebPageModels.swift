import Foundation

/// The web page scene's use cases — the scene browses, so its models are `Browse` — and for
/// each, what travels the VIP cycle: the request, the response and the view model.
enum Browse {
  /// The web view's observable state, as the worker reads it after each change.
  struct Page: Sendable, Equatable {
    var estimatedProgress = 0.0
    var isLoading = false
    var url: URL?
    var title: String?
    var canGoBack = false
    var canGoForward = false
  }

  // MARK: - Load address

  /// The user taps Go with an address typed.
  enum LoadAddress {
    struct Request: Sendable, Equatable {
      let address: String
    }
  }

  // MARK: - Navigate

  /// The user taps Back, Forward, Reload, Stop or Retry.
  enum Navigate {
    enum Action: Sendable, Equatable {
      case back, forward, reload, stop, retry
    }

    struct Request: Sendable, Equatable {
      let action: Action
    }
  }

  // MARK: - Update page

  /// The web view changed: the screen opened, or a property moved with a load.
  enum UpdatePage {
    struct Response: Sendable, Equatable {
      let page: Page
      /// Whether the address itself was set (the address field follows it then only).
      let isAddressChange: Bool
    }

    struct ViewModel: Sendable, Equatable {
      let progress: Float
      let isProgressHidden: Bool
      /// The address field's new text, or nil to leave it as the user typed it.
      let address: String?
      let title: String
      let isBackEnabled: Bool
      let isForwardEnabled: Bool
      let isReloadEnabled: Bool
      let isStopEnabled: Bool
    }
  }

  // MARK: - Show failure

  /// A load failed, an address was refused, or a new load cleared the failure.
  enum ShowFailure {
    enum Response: Sendable, Equatable {
      case none
      case refused(WebAddressRefusal)
      case loadFailed(message: String)
    }

    struct ViewModel: Sendable, Equatable {
      /// The message to show, or nil to hide the failure.
      let message: String?
      let isRetryHidden: Bool
    }
  }
}

/// Why an address is not loaded, for the presenter to word.
struct WebAddressRefusal: Sendable, Equatable {
  let message: String
}
