import Foundation

/// The pages a web view can load, read from a fixture manifest, so that loads are
/// deterministic (the web's stand-in).
///
/// The manifest (`pages.json`) lists each page's address, its text and its timeline; see
/// `Scenarios/fixtures/pages/README.md`. An address not listed fails as an unknown host.
public struct WebPageLibrary: Sendable {
  /// The manifest's file name inside its folder.
  public static let manifestFileName = "pages.json"

  private let pages: [String: WebPageFixture]

  /// A library of `pages`; a later page with the same address replaces an earlier one.
  public init(pages: [WebPageFixture]) {
    var byAddress: [String: WebPageFixture] = [:]
    for page in pages { byAddress[page.url.absoluteString] = page }
    self.pages = byAddress
  }

  /// A library without pages: every load fails as an unknown host.
  public static let empty = WebPageLibrary(pages: [])

  /// Reads the manifest in `directory`.
  ///
  /// - Throws: ``WebPageLibraryError`` naming the manifest, the page and what is wrong.
  public init(directory: URL) throws(WebPageLibraryError) {
    let manifest = directory.appendingPathComponent(Self.manifestFileName)
    let data: Data
    do {
      data = try Data(contentsOf: manifest)
    } catch {
      throw WebPageLibraryError(file: manifest.lastPathComponent, message: "cannot be read")
    }
    self.init(pages: try WebPageManifest.pages(from: data, file: manifest.lastPathComponent))
  }

  /// Every page's address, sorted.
  public var addresses: [String] { pages.keys.sorted() }

  /// How `url` loads: its fixture, or an unknown host.
  public func page(for url: URL) -> WebPageFixture {
    pages[url.absoluteString] ?? .unknownHost(url)
  }
}

/// A page manifest that cannot be used, with the reason.
public struct WebPageLibraryError: Error, Equatable, CustomStringConvertible {
  public let file: String
  public let message: String

  public var description: String { "\(file): \(message)" }
}
