import Domain
import Engine
import SceneContract
import Testing
import VariantRegistry

@testable import Fuzzing
@testable import ScenarioLanguage

/// Every generated step is one the screen it was generated for can take, and reads back from
/// its scenario line to the same step.
@Suite("Story generator")
@MainActor
struct StoryGeneratorTests {
  static let runner = ScenarioRunner(
    registry: Registry.styles, fixturesRoot: RepositoryScenarios.fixturesRoot)

  @Test(arguments: FeatureDeclaration.ids)
  func everyStepIsOneTheScreenOffers(feature: FeatureID) throws {
    let profile = FuzzProfile.profile(
      for: feature, scenariosRoot: RepositoryScenarios.root.appendingPathComponent("Scenarios"))
    let guide = try #require(Self.runner.variants(implementing: feature).first)
    for index in 0..<12 {
      var random = SeededGenerator(seed: UInt64(index))
      let generator = StoryGenerator(profile: profile, random: &random)
      var story = Story(feature: feature)
      let player = try #require(StoryPlayer(feature: feature, variant: guide, runner: Self.runner))
      while story.steps.count < 40 {
        let screen = player.affordances
        for action in generator.next(on: screen, after: story.actions, using: &random) {
          #expect(
            Self.isOffered(action, on: screen), "\(feature) story \(index): \(action) on \(screen)")
          let step = story.append(action)
          #expect(StepWriter.line(for: step.action) == step.source)
          #expect(player.perform(step) == nil, "\(feature) story \(index): \(step.source)")
        }
      }
      _ = player.finish(as: story.scenario(named: "story"))
    }
  }

  /// Whether a user step names something on the screen as it was; world steps always are.
  static func isOffered(_ action: StepAction, on screen: ScreenAffordances) -> Bool {
    let touchable = screen.alertButtons == nil && screen.promptAnswers == nil
      && !screen.isInBackground
    switch action {
    case .tap(let id, _):
      return touchable && screen.controls.contains(.button(id: id.name))
    case .type(let id, _), .clear(let id):
      return touchable && screen.controls.contains {
        if case .textField(id.name, _) = $0 { return true } else { return false }
      }
    case .select(let id, let target):
      return touchable && screen.controls.contains { control in
        switch (control, target) {
        case (.segmented(id.name, let titles), .title(let title)),
          (.tabBar(id.name, let titles), .title(let title)):
          return titles.contains(title)
        case (.table(id.name, let rows), .row(let row)): return row < rows
        case (.map(id.name, let markers), .marker(let marker)): return markers.contains(marker)
        default: return false
        }
      }
    case .alert(let choice):
      guard let buttons = screen.alertButtons else { return false }
      if case .titled(let title) = choice { return buttons.contains { $0.title == title } }
      return choice != .cancel || buttons.contains(where: \.isCancel)
    case .back: return touchable && screen.canGoBack
    case .app(.foreground): return screen.isInBackground
    case .app(.background): return !screen.isInBackground
    case .location(.authorize(let status)): return screen.promptAnswers?.contains(status) == true
    default: return true
    }
  }
}

/// The words stories use are read from the fixtures, so a manifest the reader cannot read
/// would quietly shrink what is explored.
@Suite("Fixture vocabulary")
struct FixtureVocabularyTests {
  let vocabulary = FixtureVocabulary(
    scenariosRoot: RepositoryScenarios.root.appendingPathComponent("Scenarios"))

  @Test func everyManifestIsRead() {
    #expect(vocabulary.searchKeywords.contains("unlocated-shops"))
    #expect(vocabulary.searchKeywords.contains("error-http-500"))
    #expect(!vocabulary.searchKeywords.contains("*"))
    #expect(vocabulary.searchPlaces.count == 4)
    #expect(vocabulary.searchPlaces.first.map { $0 == (35.681236, 139.767125) } == true)
    #expect(vocabulary.pageAddresses.contains("https://slow.example.com/"))
    #expect(vocabulary.shortTracks.contains("short-walk.gpx"))
    #expect(!vocabulary.shortTracks.contains("long-walk.gpx"))
  }
}
