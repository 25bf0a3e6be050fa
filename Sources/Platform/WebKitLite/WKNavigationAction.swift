import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What asked a web view to navigate, handed to the policy decision (the stand-in for
/// `WKNavigationAction`).
public struct WKNavigationAction: Sendable {
  public let request: URLRequest
  public let navigationType: WKNavigationType

  public init(request: URLRequest, navigationType: WKNavigationType) {
    self.request = request
    self.navigationType = navigationType
  }
}

/// Why a navigation happens (the stand-in for `WKNavigationType`).
public enum WKNavigationType: Sendable, Equatable {
  /// `goBack()` or `goForward()`.
  case backForward
  /// `reload()`.
  case reload
  /// `load(_:)` from code, such as an address typed by the user.
  case other
}

/// The answer to a policy decision (the stand-in for `WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Sendable, Equatable {
  case allow
  case cancel
}
