import StyleNames
import Foundation
import MainLoop
import SceneContract
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Flow capture")
@MainActor
struct FlowCaptureTests {
  static func lines(_ flow: StepFlow?) -> [String] {
    (flow?.messages ?? []).map {
      "\($0.from) → \($0.to) [\($0.kind.rawValue)] \($0.label)"
        + ($0.count > 1 ? " ×\($0.count)" : "")
    }
  }

  @Test("every step of a traced run records what crossed which layer")
  func fakeVariant() throws {
    let runner = FakeVariants.runner([CLIFakeVariants.scenes(.callback)])
    let scenario = try FakeVariants.scenario(
      "tap countUpButton\nexpect countLabel.text == \"1\"\ntap countUpButton x3\nrestart\n")
    let flows = try #require(FlowCapture(runner: runner).capture(scenario, variant: .callback))
    #expect(flows.map(\.step) == [1, 2, 3, 4])
    #expect(flows.map(\.inputs) == [1, 0, 3, 0])
    #expect(
      Self.lines(flows[0]) == [
        "User → Button countUpButton [input] tap",
        "Button countUpButton → CLIFakeCounterController [call] touchUpInside",
        "CLIFakeCounterController → Label countLabel [note] text=\"1\"",
      ])
    #expect(flows[1].messages.isEmpty)
    #expect(flows[2].crossings == 6)
    #expect(FlowTally(flows) == FlowTally(crossings: 8, inputs: 4, stepInputs: [1: 1, 3: 3]))
    #expect(FlowTrace.recorder == nil)
    #expect(FlowCapture(runner: runner).capture(scenario, variant: .kvo) == nil)
  }

  @Test("each counter style shows its own way from the tap to the label")
  func realCounter() throws {
    let workbench = try Workbench(registry: Registry.styles, repositoryRoot: Self.repository)
    let scenario = try #require(workbench.scenarios.first { $0.name == "count-up" })
    let capture = FlowCapture(runner: workbench.runner)
    func first(_ variant: VariantID) -> [String] {
      Self.lines(capture.capture(scenario, variant: variant)?.first)
    }
    let tap = "User → Button countUpButton [input] tap"
    #expect(
      first(.callback) == [
        tap, "Button countUpButton → CounterViewController [call] touchUpInside",
        "CounterViewController → Label countLabel [note] text=\"1\"",
      ])
    #expect(
      first(.kvo) == [
        tap, "Button countUpButton → CounterViewController [call] touchUpInside",
        "CounterViewController → CounterModel [inferred] set count",
        "CounterModel → CounterViewController [call] observeValue(forKeyPath: count)",
        "CounterViewController → Label countLabel [note] text=\"1\"",
      ])
    #expect(
      first(.bond) == [
        tap, "Button countUpButton → Observable<Int> [call] next(1)",
        "Observable<Int> → Label countLabel [note] text=\"1\"",
      ])
    #expect(
      first(.rxMVVM) == [
        tap, "Button countUpButton → Driver<String> [call] next(\"1\")",
        "Driver<String> → Binder<String?> [call] next(\"1\")",
        "Binder<String?> → Label countLabel [note] text=\"1\"",
      ])
  }

  @Test("watched steps show the state a plain method call changed")
  func watchedState() throws {
    let workbench = try Workbench(registry: Registry.styles, repositoryRoot: Self.repository)
    let scenario = try #require(workbench.scenarios.first { $0.name == "count-up" })
    let capture = FlowCapture(runner: workbench.runner)
    let callback = capture.capture(scenario, variant: .callback, watching: [1])
    #expect(
      Self.lines(callback?.first) == [
        "User → Button countUpButton [input] tap",
        "Button countUpButton → CounterViewController [call] touchUpInside",
        "CounterViewController → CounterViewModel [state] count = 1",
        "CounterViewController → Label countLabel [note] text=\"1\"",
      ])
    #expect(callback?.first?.crossings == 2)
    #expect(callback?[2].messages.contains { $0.kind == .state } == false)
    let clean = capture.capture(scenario, variant: .cleanSwift, watching: [1, 3])
    #expect(
      clean?.first?.messages.contains {
        $0.kind == .state && $0.to == "CounterInteractor" && $0.label == "count = 1"
      } == true)
  }

  @Test("selecting Start on the tab bar enters the route recorder's tab bar delegate")
  func tabBarSelection() throws {
    let workbench = try Workbench(registry: Registry.styles, repositoryRoot: Self.repository)
    let scenario = try #require(
      workbench.scenarios.first { $0.name == "start-stop-ok-and-cancel" })
    let step = try #require(scenario.steps.firstIndex { $0.line == 7 })
    let capture = FlowCapture(runner: workbench.runner)
    for variant in Registry.styles.map(\.id) {
      let lines = Self.lines(capture.capture(scenario, variant: variant)?[step])
      let delegate = variant == .rxMVVM ? "RxTabBarDelegateProxy" : "RecorderViewController"
      #expect(lines.first == "User → TabBar tabBar [input] select \"Start\"", "\(variant)")
      #expect(
        lines.contains("TabBar tabBar → \(delegate) [call] didSelect \"Start\""), "\(variant)")
      #expect(
        !lines.contains { $0.hasPrefix("TabBar tabBar → Label statusLabel") }, "\(variant)")
    }
  }

  @Test("the repository's `# flow` markers pick each feature's representative steps")
  func repositoryMarkers() throws {
    let workbench = try Workbench(registry: Registry.styles, repositoryRoot: Self.repository)
    func marked(_ feature: FeatureID) throws -> (scenario: String, lines: [Int]) {
      let scenarios = workbench.scenarios.filter { $0.feature == feature }
      let choice = try #require(
        FlowSelection.choose(among: scenarios, repositoryRoot: Self.repository))
      let scenario = try #require(scenarios.first { $0.name == choice.scenario })
      return (choice.scenario, choice.steps.map { scenario.steps[$0 - 1].line })
    }
    #expect(try marked(.counter) == ("count-up", [3]))
    #expect(try marked(.routeRecorder) == ("start-stop-ok-and-cancel", [7, 9]))
    #expect(try marked(.restaurantSearch) == ("search-success-markers", [8, 18]))
  }

  /// The repository these tests run in.
  static var repository: URL { RepositoryScenarios.root }
}

@Suite("Flow selection and Mermaid")
struct FlowSelectionTests {
  @Test("a step line whose comment is `flow` is marked; `#` in strings is not a comment")
  func markers() {
    let text = """
      # flow: a summary line is not a step
      tap searchButton   # flow
      type field "# flow"
      advance 1s # flow: the response
      tap other # flowers
      """
    #expect(FlowSelection.markedLines(in: text) == [2, 4])
    #expect(FlowSelection.comment(of: "type f \"a\\\"#\" # x") == "x")
  }

  @Test("markers win, then the first input step of the first scenario that has one")
  func choice() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("flow-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Scenarios/counter", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = [
      "a-check": "expect countLabel.text == \"0\"\n",
      "b-down": "expect countLabel.text == \"0\"\ntap countDownButton\n",
      "count-up": "# Up.\n\ntap countUpButton\ntap countUpButton\n",
      "z-marked": "tap countUpButton\ntap countDownButton # flow\nadvance 1s # flow\n",
    ]
    var scenarios: [Scenario] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      let path = "Scenarios/counter/\(name).scenario"
      try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
      scenarios.append(try ScenarioLoader.parse(text, path: path, feature: .counter))
    }
    #expect(
      FlowSelection.choose(among: scenarios, repositoryRoot: root)
        == FlowSelection(scenario: "z-marked", steps: [2, 3]))
    let unmarked = Array(scenarios.dropLast())
    #expect(
      FlowSelection.choose(among: unmarked, repositoryRoot: root)
        == FlowSelection(scenario: "b-down", steps: [2]))
    #expect(
      FlowSelection.choose(among: [scenarios[2]], repositoryRoot: root)
        == FlowSelection(scenario: "count-up", steps: [1]))
    #expect(FlowSelection.choose(among: [scenarios[0]], repositoryRoot: root) == nil)
  }

  @Test("Mermaid gets short ids, escaped names and an arrow style per kind")
  func mermaid() {
    let diagram = FlowDiagram(
      scenario: "s", steps: [FlowDiagram.Step(step: 1, line: 3, source: "tap b; #1")],
      messages: [
        FlowMessage(step: 1, from: "User", to: "Button b", label: "tap", kind: .input),
        FlowMessage(step: 1, from: "Button b", to: "Relay<Int>", label: "next(1)", kind: .call),
        FlowMessage(step: 1, from: "Relay<Int>", to: "Model", label: "set", kind: .inferred),
        FlowMessage(
          step: 1, from: "Relay<Int>", to: "Label l", label: "text=\"1\"", kind: .note, count: 2),
      ])
    #expect(
      MermaidSequence.render(diagram) == """
        sequenceDiagram
          participant p0 as User
          participant p1 as Button b
          participant p2 as Relay#lt;Int#gt;
          participant p3 as Model
          participant p4 as Label l
          Note over p0,p4: step 1, line 3: tap b#59; #35;1
          p0->>p1: tap
          p1->>p2: next(1)
          p2-->>p3: set
          p2-)p4: text="1" ×2
        """)
  }
}
