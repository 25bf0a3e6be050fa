import Foundation

/// Decodes and checks the page manifest (`pages.json`).
enum WebPageManifest {
  private struct File: Decodable {
    let pages: [Page]
  }

  private struct Page: Decodable {
    let url: String
    let text: String
    let events: [Event]
  }

  private struct Event: Decodable {
    let at: Int
    let progress: Double?
    let redirect: String?
    let commit: Bool?
    let title: String?
    let finish: Int?
    let fail: String?
  }

  /// The URL error codes a fixture may name.
  static let errorCodes: [String: URLError.Code] = [
    "cannotFindHost": .cannotFindHost,
    "cannotConnectToHost": .cannotConnectToHost,
    "notConnectedToInternet": .notConnectedToInternet,
    "networkConnectionLost": .networkConnectionLost,
    "timedOut": .timedOut,
    "badServerResponse": .badServerResponse,
    "secureConnectionFailed": .secureConnectionFailed,
  ]

  static func pages(from data: Data, file: String) throws(WebPageLibraryError) -> [WebPageFixture]
  {
    let decoded: File
    do {
      decoded = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw WebPageLibraryError(file: file, message: "is not a valid page manifest (\(error))")
    }
    var pages: [WebPageFixture] = []
    for page in decoded.pages {
      do throws(WebPageLibraryError) {
        pages.append(try fixture(page))
      } catch {
        throw WebPageLibraryError(file: file, message: "page \(page.url): \(error.message)")
      }
    }
    return pages
  }

  private static func fixture(_ page: Page) throws(WebPageLibraryError) -> WebPageFixture {
    guard let url = URL(string: page.url) else { throw problem("the address is not a URL") }
    var timeline: [WebPageFixture.TimedEvent] = []
    for event in page.events {
      timeline.append(WebPageFixture.TimedEvent(at: .milliseconds(event.at), try self.event(event)))
    }
    try check(timeline)
    return WebPageFixture(url: url, text: page.text, timeline: timeline)
  }

  private static func event(_ event: Event) throws(WebPageLibraryError) -> WebPageFixture.Event {
    var kinds: [WebPageFixture.Event] = []
    if let progress = event.progress { kinds.append(.progress(progress)) }
    if let redirect = event.redirect {
      guard let url = URL(string: redirect) else {
        throw problem("redirect \(redirect) is not a URL")
      }
      kinds.append(.redirect(url))
    }
    if event.commit == true { kinds.append(.commit) }
    if let title = event.title { kinds.append(.title(title)) }
    if let status = event.finish { kinds.append(.finish(status: status)) }
    if let name = event.fail {
      guard let code = errorCodes[name] else {
        let known = errorCodes.keys.sorted().joined(separator: ", ")
        throw problem("unknown error \"\(name)\"; known: \(known)")
      }
      kinds.append(.fail(code))
    }
    guard kinds.count == 1, let kind = kinds.first else {
      throw problem(
        "the event at \(event.at) ms must have exactly one of progress, redirect, commit, title, "
          + "finish, fail")
    }
    return kind
  }

  private static func check(_ timeline: [WebPageFixture.TimedEvent]) throws(WebPageLibraryError) {
    var last = Duration.zero
    var progress = 0.0
    var committed = false
    for (index, timed) in timeline.enumerated() {
      guard timed.at >= last else { throw problem("events must be in time order") }
      last = timed.at
      let isLast = index == timeline.count - 1
      switch timed.event {
      case .progress(let value):
        guard value > progress, value <= 1 else {
          throw problem("progress must rise within (0, 1]")
        }
        progress = value
      case .redirect:
        guard !committed else { throw problem("a redirect must come before the commit") }
      case .commit:
        guard !committed else { throw problem("a page commits once") }
        committed = true
      case .title:
        guard committed else { throw problem("a title needs the commit before it") }
      case .finish:
        guard committed else { throw problem("finish needs the commit before it") }
        guard isLast else { throw problem("finish must be the last event") }
      case .fail:
        guard isLast else { throw problem("fail must be the last event") }
      }
    }
    guard case .finish? = timeline.last?.event else {
      if case .fail? = timeline.last?.event { return }
      throw problem("the last event must be finish or fail")
    }
  }

  private static func problem(_ message: String) -> WebPageLibraryError {
    WebPageLibraryError(file: "", message: message)
  }
}
