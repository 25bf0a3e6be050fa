import Foundation

/// The web page screen's rules, shared by every variant.
public enum WebPageRules {
  /// The navigation title: the page's title when it has one that is not blank, else the host
  /// of `url`, else ``WebPageStrings/blankPageTitle``.
  public static func navigationTitle(pageTitle: String?, url: URL?) -> String {
    if let pageTitle, !pageTitle.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      return pageTitle
    }
    return url?.host ?? WebPageStrings.blankPageTitle
  }

  /// Whether a failed load is worth a message: a load the user or a newer load cancelled is not.
  public static func isReportable(_ error: Error) -> Bool {
    (error as? URLError)?.code != .cancelled
  }

  /// The message for a failed load, or nil for a cancelled one.
  public static func failureMessage(for error: Error) -> String? {
    guard isReportable(error) else { return nil }
    let urlError = error as? URLError
    return WebPageStrings.failureMessage(
      url: urlError?.failingURL, code: urlError?.code ?? .unknown)
  }

  /// The address a retry loads after `error`: the one that failed.
  public static func retryURL(after error: Error) -> URL? {
    (error as? URLError)?.failingURL
  }

  /// The progress bar's value for the web view's `estimatedProgress`.
  public static func progressBarValue(_ estimatedProgress: Double) -> Float {
    Float(estimatedProgress)
  }

  /// Whether reload is possible: a page is shown and nothing is loading.
  public static func canReload(url: URL?, isLoading: Bool) -> Bool {
    url != nil && !isLoading
  }
}
