import Foundation
import Testing
import WebKitLite

@Suite("WebPageLibrary: the page fixtures manifest")
struct WebPageLibraryTests {
  static let pagesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios/fixtures/pages")

  @Test func theScenarioPagesLoadAndEndWithFinishOrFail() throws {
    let library = try WebPageLibrary(directory: Self.pagesDirectory)
    #expect(library.addresses.contains("https://example.com/"))
    for address in library.addresses {
      let page = library.page(for: try #require(URL(string: address)))
      switch page.timeline.last?.event {
      case .finish?, .fail?: break
      default: Issue.record("\(address) does not end with finish or fail")
      }
    }
  }

  @Test func anUnknownAddressFailsAsAnUnknownHost() throws {
    let url = try #require(URL(string: "https://nowhere.example/"))
    #expect(WebPageLibrary.empty.page(for: url).timeline.last?.event == .fail(.cannotFindHost))
  }

  @Test func aTimelineWithoutAnEndIsRefusedNamingThePage() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let manifest =
      #"{"pages":[{"url":"https://a.example/","text":"","events":[{"at":1,"commit":true}]}]}"#
    try Data(manifest.utf8).write(to: directory.appendingPathComponent("pages.json"))
    #expect(throws: WebPageLibraryError.self) { try WebPageLibrary(directory: directory) }
    do {
      _ = try WebPageLibrary(directory: directory)
    } catch {
      #expect(error.description.contains("https://a.example/"))
      #expect(error.description.contains("finish or fail"))
    }
  }
}
