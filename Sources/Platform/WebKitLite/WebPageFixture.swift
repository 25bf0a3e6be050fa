import Foundation

/// How one page loads, played on the main loop's time: the events of its timeline at their
/// offsets from the start of the load.
///
/// A timeline ends with `finish` or `fail`; `finish` needs a `commit` before it, a `redirect`
/// comes before the commit, and progress values rise within (0, 1].
public struct WebPageFixture: Sendable, Equatable {
  /// One thing that happens during the load.
  public enum Event: Sendable, Equatable {
    /// `estimatedProgress` reaches this value.
    case progress(Double)
    /// The server redirects to this address (`url` changes, the delegate hears of it).
    case redirect(URL)
    /// The content starts arriving: the page is committed, its text shown, its title empty.
    case commit
    /// The document's title changes.
    case title(String)
    /// The load completes with this HTTP status (WebKit shows error pages too).
    case finish(status: Int)
    /// The load fails with this error (provisionally before a commit, after it otherwise).
    case fail(URLError.Code)
  }

  /// An event and when it happens, counted from the start of the load.
  public struct TimedEvent: Sendable, Equatable {
    public let at: Duration
    public let event: Event

    public init(at: Duration, _ event: Event) {
      self.at = at
      self.event = event
    }
  }

  public let url: URL
  /// The page's text, shown from its commit.
  public let text: String
  public let timeline: [TimedEvent]

  public init(url: URL, text: String, timeline: [TimedEvent]) {
    self.url = url
    self.text = text
    self.timeline = timeline
  }

  /// The load of an address no fixture knows: the host is not found after 100 ms.
  public static func unknownHost(_ url: URL) -> WebPageFixture {
    WebPageFixture(
      url: url, text: "", timeline: [TimedEvent(at: .milliseconds(100), .fail(.cannotFindHost))])
  }
}
