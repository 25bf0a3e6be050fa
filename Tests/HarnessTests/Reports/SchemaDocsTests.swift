import Foundation
import SceneContract
import Testing
import VariantRegistry

@Suite("Report schema docs")
@MainActor
struct SchemaDocsTests {
  @Test("the schema's `variant` field lists every registered style by its id")
  func everyStyle() throws {
    let schema = try String(
      contentsOf: RepositoryScenarios.root.appendingPathComponent("Reports/README.md"),
      encoding: .utf8)
    let row = try #require(
      schema.split(separator: "\n").first { $0.hasPrefix("| `variant` | string |") })
    #expect(Registry.styles.count == 9)
    for style in Registry.styles {
      #expect(row.contains("`\(style.id.rawValue)`"), "the schema misses \(style.id.rawValue)")
    }
  }
}
