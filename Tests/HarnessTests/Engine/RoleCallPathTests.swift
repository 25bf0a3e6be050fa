import Foundation
import SceneContract
import StyleNames
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Role call paths")
@MainActor
struct RoleCallPathTests {
  nonisolated static func lines(_ path: RoleCallPath.Path?) -> [String] {
    (path?.hops ?? []).map {
      "\($0.from) → \($0.to): " + ($0.mark.map { "[\($0.rawValue)] " } ?? "") + $0.label
    }
  }

  static func counterPath(_ variant: VariantID) throws -> RoleCallPath {
    let style = try #require(Registry.styles.first { $0.id == variant })
    return try #require(
      RoleCallPath.load(
        repositoryRoot: RepositoryScenarios.root, style: style, feature: .counter))
  }

  /// Whether every hop's `File.swift:line` is a line of that file naming the call.
  static func locationsPointAtTheirCalls(_ path: RoleCallPath.Path, variant: VariantID) throws
    -> Bool
  {
    let style = try #require(Registry.styles.first { $0.id == variant })
    let folder = RepositoryScenarios.root.appendingPathComponent(
      "Sources/Variants/\(style.folder)/Counter")
    return try path.hops.allSatisfy { hop in
      let parts = hop.location.split(separator: ":")
      let text = try String(
        contentsOf: folder.appendingPathComponent(String(parts[0])), encoding: .utf8)
      let line = text.split(separator: "\n", omittingEmptySubsequences: false)[
        Int(parts[1])! - 1]
      return line.contains(hop.label.prefix { $0 != "(" })
    }
  }

  @Test("Clean Swift's tap goes round the VIP cycle: view controller → interactor → presenter")
  func cleanSwiftCycle() throws {
    let path = try Self.counterPath(.cleanSwift).path(forWidget: "countUpButton")
    #expect(path?.handlerType == "CounterViewController")
    #expect(path?.handlerLabel == "countUpButtonTapped()")
    #expect(
      Self.lines(path) == [
        "CounterViewController → CounterInteractor: changeCount(request:)",
        "CounterInteractor → CounterWorker: count(after:from:)",
        "CounterInteractor → CounterPresenter: presentCount(response:)",
        "CounterPresenter → CounterViewController: displayCount(viewModel:)",
      ])
    #expect(
      path?.hops.map { $0.location.split(separator: ":")[0] } == [
        "CounterViewController.swift", "CounterInteractor.swift", "CounterInteractor.swift",
        "CounterPresenter.swift",
      ])
    #expect(try Self.locationsPointAtTheirCalls(#require(path), variant: .cleanSwift))
  }

  @Test("the callback style's tap asks the view model and is called back")
  func callbackAnswer() throws {
    let path = try Self.counterPath(.callback).path(forWidget: "countUpButton")
    #expect(
      Self.lines(path) == [
        "CounterViewController → CounterViewModel: incrementCount(callback:)",
        "CounterViewModel → CounterViewController: callback(…)",
      ])
    #expect(try Self.locationsPointAtTheirCalls(#require(path), variant: .callback))
    let clean = try Self.counterPath(.cleanSwift).path(forWidget: "countUpButton")
    #expect(Self.lines(path) != Self.lines(clean))
  }

  @Test("the delegate style's presenter answers through its didSet and its weak delegate")
  func delegateDidSet() throws {
    let path = try Self.counterPath(.delegate).path(forWidget: "countUpButton")
    #expect(
      Self.lines(path) == [
        "CounterViewController → CounterPresenter: incrementCount()",
        "CounterPresenter → CounterViewController: counterPresenter(_:didUpdateCount:)",
      ])
  }

  @Test("the drawn diagrams put the hops after the recorded delivery into the handler")
  func diagrams() throws {
    let workbench = try Workbench(
      registry: Registry.styles, repositoryRoot: RepositoryScenarios.root)
    let scenario = try #require(workbench.scenarios.first { $0.name == "count-up" })
    let choice = try #require(
      FlowSelection.choose(
        among: workbench.scenarios.filter { $0.feature == .counter },
        repositoryRoot: RepositoryScenarios.root))
    let traced = workbench.traceFlows(
      scenario, variants: [.callback, .cleanSwift], choice: choice)
    func lines(_ variant: VariantID) -> [String] {
      (traced.diagrams[variant]?.messages ?? []).map {
        "\($0.from) → \($0.to) [\($0.kind.rawValue)] \($0.label)"
      }
    }
    #expect(
      Array(lines(.cleanSwift).prefix(6)) == [
        "User → Button countUpButton [input] tap",
        "Button countUpButton → CounterViewController [call] touchUpInside",
        "CounterViewController → CounterInteractor [source] changeCount(request:)",
        "CounterInteractor → CounterWorker [source] count(after:from:)",
        "CounterInteractor → CounterPresenter [source] presentCount(response:)",
        "CounterPresenter → CounterViewController [source] displayCount(viewModel:)",
      ])
    #expect(
      Array(lines(.callback).prefix(4)) == [
        "User → Button countUpButton [input] tap",
        "Button countUpButton → CounterViewController [call] touchUpInside",
        "CounterViewController → CounterViewModel [source] incrementCount(callback:)",
        "CounterViewModel → CounterViewController [source] callback(…)",
      ])
    let clean = try #require(traced.diagrams[.cleanSwift])
    #expect(clean.participants.contains("CounterPresenter"))
    #expect(clean.messages.filter { $0.kind == .source }.allSatisfy { $0.location != nil })
    // Read from the source, not recorded: the crossings stay what the hooks saw.
    #expect(clean.crossings == 2)
  }

  @Test("a style wired to a delegate method starts from the method the widget called")
  func tabBarDelegate() throws {
    let style = try #require(Registry.styles.first { $0.id == .cleanSwift })
    let paths = try #require(
      RoleCallPath.load(
        repositoryRoot: RepositoryScenarios.root, style: style, feature: .routeRecorder))
    let path = try #require(
      paths.path(delegateCall: "didSelect \"Start\"", into: "RecorderViewController"))
    #expect(path.handlerLabel == "tabBar(_:didSelect:)")
    #expect(
      path.hops.first.map { "\($0.from) → \($0.to): \($0.label) \($0.mark?.rawValue ?? "")" }
        == "RecorderViewController → RecorderInteractor: startRecording(request:) branch")
  }
}

@Suite("Role call paths on small sources")
struct RoleCallPathSourceTests {
  static func path(_ files: [String: String], view: String, widget: String) -> [String] {
    let names = files.keys.sorted()
    let tokens = names.map { SourceTokens(file: $0, text: files[$0] ?? "") }
    let index = RoleSourceIndex(
      files: tokens, viewFiles: names.indices.filter { names[$0] == view })
    return RoleCallPathTests.lines(RoleCallPath(index: index).path(forWidget: widget))
  }

  @Test("branches and closures handed to the platform are marked; untyped receivers are not")
  func marks() {
    let view = """
      final class ScreenController {
        let model: ScreenModel
        func viewDidLoad() {
          goButton.addTarget(self, action: ScreenController.goTapped, for: .touchUpInside)
        }
        func goTapped() {
          if ready { model.start() }
          client.fetch { [weak self] in self?.model.finish(answer: 1) }
          let other = ScreenModel()
          other.stop()
        }
      }
      """
    let model = """
      final class ScreenModel {
        var state = 0 { didSet { delegate?.modelDidChange(self) } }
        weak var delegate: ScreenModelDelegate?
        func start() { state = 1 }
        func finish(answer: Int) { state += answer }
        func stop() {}
      }
      protocol ScreenModelDelegate: AnyObject { func modelDidChange(_ model: ScreenModel) }
      extension ScreenController: ScreenModelDelegate {
        func modelDidChange(_ model: ScreenModel) { render("\\(model.state)") }
      }
      """
    #expect(
      Self.path(["View.swift": view, "Model.swift": model], view: "View.swift", widget: "goButton")
        == [
          "ScreenController → ScreenModel: [branch] start()",
          "ScreenModel → ScreenController: [branch] modelDidChange(_:)",
          "ScreenController → ScreenModel: [closure] finish(answer:)",
          "ScreenModel → ScreenController: [closure] modelDidChange(_:)",
        ])
  }

  @Test("a closure handed to a role function is followed when that function calls it")
  func closures() {
    let view = """
      final class ScreenController {
        let model = ScreenModel()
        func viewDidLoad() {
          goButton.reactive.tap.observeNext { [weak self] in
            self?.model.load { value in self?.show(value) }
          }
        }
        func show(_ value: Int) { helper.render(value) }
      }
      """
    let model = """
      final class ScreenModel {
        func load(completion: @escaping (Int) -> Void) { fetch(then: completion) }
        private func fetch(then done: @escaping (Int) -> Void) { done(1) }
      }
      """
    #expect(
      Self.path(["View.swift": view, "Model.swift": model], view: "View.swift", widget: "goButton")
        == [
          "ScreenController → ScreenModel: load(completion:)",
          "ScreenModel → ScreenController: done(…)",
        ])
  }

  @Test("the scanner's tokens keep their lines, and an interpolation leaves no stray bracket")
  func tokens() {
    let source = SourceTokens(file: "A.swift", text: "let a = \"x\\(f(1))y\"\nfunc g() {}\n")
    #expect(source.tokens.count == source.lines.count)
    #expect(source.lines[source.tokens.firstIndex(of: "func") ?? 0] == 2)
    #expect(source.tokens.filter { $0 == "(" }.count == source.tokens.filter { $0 == ")" }.count)
  }

  @Test("Mermaid and the SVG diagram draw a source hop with its file and line")
  func rendering() throws {
    let diagram = FlowDiagram(
      scenario: "s", steps: [FlowDiagram.Step(step: 1, line: 3, source: "tap b")],
      messages: [
        FlowMessage(step: 1, from: "User", to: "Button b", label: "tap", kind: .input),
        FlowMessage(
          step: 1, from: "Button b", to: "ViewController", label: "touchUpInside",
          kind: .call),
        FlowMessage(
          step: 1, from: "ViewController", to: "Interactor", label: "load(request:)",
          kind: .source, location: "ViewController.swift:12"),
      ])
    #expect(diagram.crossings == 1)
    #expect(
      MermaidSequence.render(diagram).hasSuffix(
        "p2->>p3: load(request:) · ViewController.swift:12"))
    let svg = SVGSequenceDiagram(diagram: diagram, title: "Flow").svg()
    #expect(svg.contains("class=\"message source\""))
    #expect(svg.contains("data-kind=\"source\""))
    #expect(svg.contains("load(request:) · ViewController.swift:12"))
    let json = try JSONEncoder().encode(diagram.messages[2])
    let decoded = try JSONDecoder().decode(FlowMessage.self, from: json)
    #expect(decoded == diagram.messages[2])
    let recorded = try JSONDecoder().decode(
      FlowMessage.self,
      from: Data(#"{"step":1,"from":"a","to":"b","label":"x","kind":"call","count":1}"#.utf8))
    #expect(recorded.location == nil)
  }
}
