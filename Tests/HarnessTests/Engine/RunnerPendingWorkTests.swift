import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import StyleNames
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// What a leaky scene starts on load and never stops.
enum LeakyWork: String, CaseIterable, Sendable {
  case timer, request, location, database
}

/// A counter screen that starts one kind of work on load; `tidy` stops it on teardown, as a
/// well-behaved scene does, and otherwise forgets it.
@MainActor
final class LeakyWorkController: ViewController {
  /// What a forgetful scene keeps alive outside itself (a manager, a store).
  static var kept: [AnyObject] = []
  let environment: SceneEnvironment
  let work: LeakyWork
  let tidy: Bool
  private var timer: ScheduledWork?
  private var task: HTTPTask?
  private var manager: LocationManager?
  private var store: RouteStore?

  init(environment: SceneEnvironment, work: LeakyWork, tidy: Bool) {
    self.environment = environment
    self.work = work
    self.tidy = tidy
    super.init()
  }

  override func loadView() {
    let root = View(identifier: "counterScreen")
    root.addSubview(Label(identifier: "countLabel"))
    setView(root)
  }

  override func viewDidLoad() {
    switch work {
    case .timer:
      timer = environment.mainLoop.schedule(after: .seconds(10)) { [weak self] in
        self?.title = "late"
      }
    case .request:
      let request = HTTPRequest(url: URL(string: "https://example.invalid/late")!)
      task = environment.httpClient.send(request) { _ in }
    case .location:
      let manager = environment.makeLocationManager()
      manager.startUpdatingLocation()
      self.manager = manager
      if !tidy { Self.kept.append(manager) }
    case .database:
      store = try? environment.openRouteStore()
      if !tidy, let store { Self.kept.append(store) }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    guard tidy else { return }
    timer?.cancel()
    task?.cancel()
    manager?.stopUpdatingLocation()
    store?.close()
  }
}

@Suite("Pending work after teardown is a leak")
@MainActor
struct RunnerPendingWorkTests {
  private static func run(_ work: LeakyWork, tidy: Bool) throws -> ScenarioRun {
    defer { LeakyWorkController.kept.removeAll() }
    let style = StyleDeclaration.testing(
      .callback,
      builders: [
        .counter: { environment in
          let controller = LeakyWorkController(environment: environment, work: work, tidy: tidy)
          return Scene(rootViewController: controller, components: [controller])
        }
      ])
    let runner = ScenarioRunner(
      registry: [style], fixturesRoot: RepositoryScenarios.fixturesRoot) { 0 }
    let scenario = try ScenarioLoader.parse(
      "# Looks, then leaves before any answer is due.\n\nadvance 50ms\n",
      path: "Scenarios/counter/wait.scenario",
      feature: .counter)
    return runner.run(scenario, variant: .callback)
  }

  @Test("work a scene starts and forgets is counted and reported", arguments: LeakyWork.allCases)
  func forgotten(_ work: LeakyWork) throws {
    let run = try Self.run(work, tidy: false)
    let expected: PendingWork
    switch work {
    case .timer: expected = PendingWork(timers: 1)
    case .request: expected = PendingWork(requests: 1)
    case .location: expected = PendingWork(locationUpdates: 1)
    case .database: expected = PendingWork(databaseConnections: 1)
    }
    #expect(run.pendingWorkAfterTeardown == expected)
    #expect(run.leaks)
    let findings = LeakFindings(
      components: run.leakedComponents, liveSubscriptions: run.liveSubscriptionsAfterTeardown,
      pendingWork: run.pendingWorkAfterTeardown)
    #expect(findings.leaked)
    #expect(findings.pendingWork == expected)
    #expect(findings.summary.contains("pending after teardown: \(expected.summary)"))
  }

  @Test("work a scene stops on teardown is not a leak", arguments: LeakyWork.allCases)
  func stopped(_ work: LeakyWork) throws {
    let run = try Self.run(work, tidy: true)
    #expect(run.pendingWorkAfterTeardown == .none)
    #expect(!run.leaks)
    #expect(LeakFindings(components: [], liveSubscriptions: 0).pendingWork == nil)
  }

  @Test("`expect no leaks` names the pending work")
  func expectation() throws {
    let style = StyleDeclaration.testing(
      .callback,
      builders: [
        .counter: { environment in
          let controller = LeakyWorkController(
            environment: environment, work: .request, tidy: false)
          return Scene(rootViewController: controller, components: [controller])
        }
      ])
    let runner = ScenarioRunner(
      registry: [style], fixturesRoot: RepositoryScenarios.fixturesRoot) { 0 }
    let scenario = try ScenarioLoader.parse(
      "# Leaves a request behind.\n\nteardown\nexpect no leaks\n",
      path: "Scenarios/counter/leak.scenario", feature: .counter)
    let run = runner.run(scenario, variant: .callback)
    #expect(
      run.expectationFailures.map(\.actual) == ["pending after teardown: 1 HTTP request in flight"])
  }

  @Test("pending work lands in report.json as an optional field")
  func reportField() throws {
    let findings = LeakFindings(
      components: [], liveSubscriptions: 0, pendingWork: PendingWork(timers: 2, requests: 1))
    let json = String(decoding: try JSONEncoder().encode(findings), as: UTF8.self)
    #expect(json.contains("\"pendingWork\""))
    let clean = String(
      decoding: try JSONEncoder().encode(LeakFindings(components: [], liveSubscriptions: 0)),
      as: UTF8.self)
    #expect(!clean.contains("pendingWork"))
    let old = #"{"leaked":false,"components":[],"liveSubscriptions":0}"#
    #expect(try JSONDecoder().decode(LeakFindings.self, from: Data(old.utf8)).pendingWork == nil)
  }
}
