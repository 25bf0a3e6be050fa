import Domain
import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Testing

@Suite("XML escaping: the one escaper of GPX, HTML, SVG and JUnit")
struct XMLEscapingTests {
  @Test("markup characters become entities")
  func markup() {
    #expect(XMLEscaping.escaped(#"<a href="x">Tom & Jerry's</a>"#)
      == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
  }

  @Test("a carriage return survives as a reference; tab and line feed stay")
  func whitespace() {
    #expect(XMLEscaping.escaped("a\r\nb\tc") == "a&#xD;\nb\tc")
  }

  @Test("characters XML 1.0 forbids are replaced, everything else kept")
  func forbidden() {
    #expect(XMLEscaping.escaped("a\u{0}b\u{1B}c\u{FFFE}🏯") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}🏯")
  }

  @Test("escaped text reads back unchanged through an XML parser")
  func roundTrip() throws {
    let content = "quote \" apos ' amp & lt < gt > cr \r lf \n 🏯"
    // Attribute values are whitespace-normalized by every XML parser (tab and line feed read
    // back as spaces), so the attribute carries the same text without them.
    let attribute = "quote \" apos ' amp & lt < gt > cr \r 🏯"
    let xml =
      "<r a=\"\(XMLEscaping.escaped(attribute))\">\(XMLEscaping.escaped(content))</r>"
    let document = try XMLDocument(data: Data(xml.utf8), options: [])
    let root = try #require(document.rootElement())
    #expect(root.stringValue == content)
    #expect(root.attribute(forName: "a")?.stringValue == attribute)
  }
}
