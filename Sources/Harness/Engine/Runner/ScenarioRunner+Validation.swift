import Domain
import Foundation
import Networking
import ScenarioLanguage
import SceneContract
import UIKitLite
import WebKitLite

extension ScenarioRunner {
  /// Checks widget, property and title names in `scenarios` against each feature's real
  /// screen, built once from the first variant that implements it; throws the first unknown
  /// name as a ``ScenarioError`` with the nearest valid one.
  ///
  /// Features no variant implements are not checked (nothing would run them). A fixtures
  /// manifest that cannot be used is reported first, naming its file; a `location gpx` step
  /// naming a file the tracks folder does not hold is reported in every scenario.
  public func validate(_ scenarios: [Scenario]) throws {
    do {
      _ = try FixtureResponder.load(fixturesRoot: fixturesRoot)
    } catch {
      throw ScenarioError(file: error.file, line: 1, column: 1, message: error.message)
    }
    do {
      _ = try WebPageFixtures.load(fixturesRoot: fixturesRoot)
    } catch {
      throw ScenarioError(file: "pages/" + error.file, line: 1, column: 1, message: error.message)
    }
    if let scenario = scenarios.first(where: { $0.feature == .webPage }),
      !WebPageFixtures.hasManifest(fixturesRoot: fixturesRoot)
    {
      throw ScenarioError(
        file: fixturesRoot.pathComponents.suffix(2).joined(separator: "/")
          + "/pages/\(WebPageLibrary.manifestFileName)",
        line: 1, column: 1,
        message: "no such file: the web page's scenarios (\(scenario.path) and the others) load "
          + "every page from this manifest, so without it every load fails as an unknown host")
    }
    for scenario in scenarios {
      try validateTracks(scenario)
      guard let catalog = catalog(for: scenario.feature) else { continue }
      try ScenarioValidator.validate(scenario, against: catalog)
    }
  }

  /// Throws for the first `location gpx` step of `scenario` whose track does not exist, and
  /// the first `http answer … body file` step whose file the fixtures folder does not hold.
  func validateTracks(_ scenario: Scenario) throws(ScenarioError) {
    for step in scenario.steps {
      if case .location(.gpx(let replay)) = step.action,
        let problem = tracks.problem(with: replay.file.name)
      {
        throw ScenarioError(
          file: scenario.path, line: step.line, column: replay.file.column, message: problem)
      }
      if case .http(.answer(let answer)) = step.action, case .file(let file) = answer.body,
        let problem = bodyFileProblem(file.name)
      {
        throw ScenarioError(
          file: scenario.path, line: step.line, column: file.column, message: problem)
      }
    }
  }

  /// Why `name` cannot be an answer's body file, with the nearest file the fixtures folder
  /// holds; nil when it is there.
  func bodyFileProblem(_ name: String) -> String? {
    let url = fixturesRoot.appendingPathComponent(name)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return nil
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path)) ?? []
    return "unknown body file \(quoted(name)) in fixtures/"
      + didYouMean(name, among: files.sorted())
  }

  /// The widgets of `feature`'s screen as the first implementing variant builds it.
  func catalog(for feature: FeatureID) -> ScreenCatalog? {
    if let cached = catalogs.catalogs[feature] { return cached }
    guard let variant = variants(implementing: feature).first,
      let builder = builder(for: feature, variant: variant)
    else { return nil }
    let host = ScreenHost(
      builder: builder, fixturesRoot: fixturesRoot, tracks: tracks,
      launchOptions: LaunchOptions(), liveSubscriptions: liveSubscriptions)
    host.show()
    let catalog = host.visibleView.map { ScreenCatalog(feature: feature, root: $0) }
    host.dismantle()
    catalogs.catalogs[feature] = catalog
    return catalog
  }
}

/// Screens already catalogued, by feature, shared by copies of a runner.
@MainActor
final class CatalogCache {
  var catalogs: [FeatureID: ScreenCatalog] = [:]
}
