import Foundation

/// The pages a web view has committed, and where it stands among them (the stand-in for
/// `WKBackForwardList`).
///
/// A committed load drops every forward item and appends its page; going back or forward moves
/// the current index when that navigation commits; a reload changes nothing, and neither does a
/// load of the page on display (WebKit loads the same address again as a reload would).
@MainActor
public final class WKBackForwardList {
  /// Every committed page, oldest first.
  public private(set) var items: [URL] = []
  private var index = -1

  init() {}

  /// The page on display, if any was committed.
  public var currentItem: URL? { items.indices.contains(index) ? items[index] : nil }
  /// The page `goBack()` loads.
  public var backItem: URL? { items.indices.contains(index - 1) ? items[index - 1] : nil }
  /// The page `goForward()` loads.
  public var forwardItem: URL? { items.indices.contains(index + 1) ? items[index + 1] : nil }

  /// Commits a new page after the current one; the page on display again changes nothing.
  func push(_ url: URL) {
    guard url != currentItem else { return }
    items.removeSubrange((index + 1)...)
    items.append(url)
    index = items.count - 1
  }

  /// Makes the item at `offset` from the current one current (−1 back, +1 forward).
  func move(by offset: Int) {
    index = min(max(index + offset, 0), items.count - 1)
  }

  /// Replaces the current page's address (a committed reload that was redirected).
  func replaceCurrent(with url: URL) {
    guard items.indices.contains(index) else { return }
    items[index] = url
  }
}
