extension GPXParserHandler {
  /// A plain reason for an `XMLParser` error code.
  ///
  /// The codes are libxml2's (which Apple's `XMLParser.ErrorCode` mirrors); the parser's own
  /// descriptions are empty on Linux and its `ErrorCode` cases are numbered differently there,
  /// so the numbers are matched directly.
  static func reason(forXMLError code: Int?) -> String {
    guard let code else { return "the XML cannot be parsed" }
    switch code {
    case 4: return "the content is not XML"
    case 5: return "the document is incomplete or has content after its end"
    case 9: return "the text holds a character XML does not allow"
    case 23: return "an entity reference lacks its ;"
    case 26, 27: return "an entity is not defined (write & as &amp;)"
    case 68: return "a tag or entity name is missing (write & as &amp;)"
    case 38...42: return "an attribute is malformed (values need quotes)"
    case 73: return "a tag is not closed with >"
    case 74: return "a closing tag is malformed"
    case 76: return "a closing tag does not match its opening tag"
    case 77: return "a tag is not finished"
    case 201...204: return "an element uses an undeclared namespace prefix"
    default: return "the XML cannot be parsed (error \(code))"
    }
  }
}
