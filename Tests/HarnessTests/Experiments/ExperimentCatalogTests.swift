import Experiments
import Foundation
import SceneContract
import Testing

@Suite("Experiment folders")
struct ExperimentCatalogTests {
  static let styles: [VariantID] = ["callback", "rx-mvvm"]

  /// A package root in a temporary folder with `files` (path → text) under it.
  static func root(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "experiment-catalog-\(UUID().uuidString)", directoryHint: .isDirectory)
    for (path, text) in files {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static let pitfall = "Scenarios/counter/pitfalls/rx-no-dispose"

  static func load(_ root: URL) throws(ExperimentError) -> [Experiment] {
    try ExperimentCatalog.load(root: root, features: [.counter, .webPage], styles: styles)
  }

  @Test("A pitfall reads its title, expectation, summary and patches")
  func readsAPitfall() throws {
    let root = try Self.root([
      "\(Self.pitfall)/EXPERIMENT.md":
        "# No dispose bag\n\nExpected: caught\n\nThe subscription\noutlives the screen.\n\nMore.\n",
      "\(Self.pitfall)/rx-mvvm.patch": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let experiments = try Self.load(root)
    #expect(experiments.count == 1)
    let experiment = try #require(experiments.first)
    #expect(experiment.name == "rx-no-dispose")
    #expect(experiment.kind == .pitfall)
    #expect(experiment.feature == .counter)
    #expect(experiment.title == "No dispose bag")
    #expect(experiment.expected == .caught)
    #expect(experiment.summary == "The subscription outlives the screen.")
    #expect(experiment.stylePatches == [StylePatch(style: "rx-mvvm", path: "\(Self.pitfall)/rx-mvvm.patch")])
  }

  @Test("A pitfall without its Expected line is an error at that line")
  func pitfallNeedsExpectation() throws {
    let root = try Self.root([
      "\(Self.pitfall)/EXPERIMENT.md": "# No dispose bag\n\nThe subscription outlives it.\n",
      "\(Self.pitfall)/rx-mvvm.patch": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: ExperimentError(
      path: "\(Self.pitfall)/EXPERIMENT.md", line: 3,
      message: "a pitfall says what the harness does with it, after the title: "
        + "`Expected: caught` or `Expected: not caught`")) { try Self.load(root) }
  }

  @Test("A patch named for no style suggests the nearest style")
  func unknownStyle() throws {
    let root = try Self.root([
      "\(Self.pitfall)/EXPERIMENT.md": "# T\n\nExpected: not caught\n\nS.\n",
      "\(Self.pitfall)/rx-mvm.patch": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try Self.load(root)
      Issue.record("an unknown style was accepted")
    } catch {
      #expect(error.path == "\(Self.pitfall)/rx-mvm.patch")
      #expect(error.message.contains("did you mean 'rx-mvvm'?"))
    }
  }

  @Test("A change needs every style's patch and its scenarios")
  func changeNeedsEveryStyle() throws {
    let change = "Scenarios/web-page/changes/reload-button"
    let root = try Self.root([
      "\(change)/EXPERIMENT.md": "# Reload\n\nA reload button.\n",
      "\(change)/callback.patch": "",
      "\(change)/scenarios/reload.scenario": "tap reloadButton\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try Self.load(root)
      Issue.record("a change without every style was accepted")
    } catch {
      #expect(error.message.hasPrefix("no patch for rx-mvvm"))
    }
    try Data().write(to: root.appending(path: "\(change)/rx-mvvm.patch"))
    let experiment = try #require(try Self.load(root).first)
    #expect(experiment.kind == .change)
    #expect(experiment.expected == nil)
    #expect(experiment.scenarios == ["\(change)/scenarios/reload.scenario"])
  }

  @Test("Two experiments may not share a name")
  func uniqueNames() throws {
    let text = "# T\n\nExpected: caught\n\nS.\n"
    let root = try Self.root([
      "\(Self.pitfall)/EXPERIMENT.md": text, "\(Self.pitfall)/rx-mvvm.patch": "",
      "Scenarios/web-page/pitfalls/rx-no-dispose/EXPERIMENT.md": text,
      "Scenarios/web-page/pitfalls/rx-no-dispose/rx-mvvm.patch": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: ExperimentError.self) { try Self.load(root) }
  }

  @Test("Names are looked up with a suggestion")
  func lookup() throws {
    let root = try Self.root([
      "\(Self.pitfall)/EXPERIMENT.md": "# T\n\nExpected: caught\n\nS.\n",
      "\(Self.pitfall)/rx-mvvm.patch": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let experiments = try Self.load(root)
    #expect(try ExperimentCatalog.named("rx-no-dispose", in: experiments).name == "rx-no-dispose")
    #expect(throws: ExperimentError.self) { try ExperimentCatalog.named("rx-no-disposal", in: experiments) }
  }
}
