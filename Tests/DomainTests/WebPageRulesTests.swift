import Domain
import Foundation
import Testing

@Suite("Web page rules: addresses, titles and failure messages")
struct WebPageRulesTests {
  @Test(arguments: [
    ("example.com", "https://example.com/"),
    ("  https://example.com/news  ", "https://example.com/news"),
    ("http://example.org", "http://example.org/"),
    ("EXAMPLE.com", "https://example.com/"),
    ("HTTPS://News.Example.COM/Path", "https://news.example.com/Path"),
    ("localhost:8080", "https://localhost:8080/"),
    ("http://LocalHost/docs", "http://localhost/docs"),
  ])
  func validAddressesBecomeURLs(text: String, expected: String) throws {
    #expect(try WebAddress.url(from: text).get().absoluteString == expected)
  }

  @Test func invalidAddressesAreRefusedWithTheirReason() {
    #expect(WebAddress.url(from: "   ") == .failure(.empty))
    #expect(WebAddress.url(from: "not an address") == .failure(.invalid("not an address")))
    #expect(WebAddress.url(from: "ftp://files.example.com/") == .failure(.unsupportedScheme("ftp")))
    #expect(WebAddress.url(from: "https://") == .failure(.invalid("https://")))
    // A host is a dotted name or localhost: a lone word is a search term, not an address.
    #expect(WebAddress.url(from: "intranet") == .failure(.invalid("intranet")))
    #expect(WebAddress.url(from: "http://intranet/") == .failure(.invalid("http://intranet/")))
  }

  @Test func theTitleFallsBackToTheHostThenToNewPage() {
    let url = URL(string: "https://example.com/")
    #expect(WebPageRules.navigationTitle(pageTitle: "Hello", url: url) == "Hello")
    #expect(WebPageRules.navigationTitle(pageTitle: "  ", url: url) == "example.com")
    #expect(WebPageRules.navigationTitle(pageTitle: nil, url: url) == "example.com")
    #expect(WebPageRules.navigationTitle(pageTitle: nil, url: nil) == "New page")
  }

  @Test func cancelledLoadsHaveNoMessage() {
    #expect(WebPageRules.failureMessage(for: URLError(.cancelled)) == nil)
    let url = URL(string: "https://example.com/")!
    let error = URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: url])
    #expect(
      WebPageRules.failureMessage(for: error)
        == "Could not load https://example.com/: The request timed out.")
    #expect(WebPageRules.retryURL(after: error) == url)
  }
}
