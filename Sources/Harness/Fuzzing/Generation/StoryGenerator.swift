import Engine
import ScenarioLanguage

/// Chooses a story's next step from the screen as it is now — only what a user could do there
/// (the controls a touch reaches, the buttons of the alert or prompt on top, `back` where
/// there is a screen to go back to) — or from what the world can do (the feature's
/// ``FuzzProfile``), so that a generated story does not die on a step the screen cannot take.
///
/// The model is a rule-based state machine of stateful property testing: each rule is a move
/// with a weight, offered only while its precondition (read from the screen) holds.
///
/// Swarm testing: each story leaves a random half of the world's moves (and restarts or the
/// background) out, so some stories hammer one thing while others reach deep screens that
/// constant interruptions would never let them reach.
struct StoryGenerator {
  let profile: FuzzProfile
  /// The profile's world moves this story may make (its swarm).
  private let swarm: [WorldMove]
  private let restarts: Bool
  private let background: Bool

  /// A generator for one story, its swarm drawn from `random`.
  init(profile: FuzzProfile, random: inout SeededGenerator) {
    self.profile = profile
    swarm = profile.worldMoves.filter { $0.isAlwaysOn || random.chance(50) }
    restarts = random.chance(50)
    background = random.chance(50)
  }

  private typealias Move = (inout SeededGenerator) -> [StepAction]?

  /// The next step or steps (a damaged disk comes with the restart that finds it).
  func next(
    on screen: ScreenAffordances, after history: [StepAction],
    using random: inout SeededGenerator
  ) -> [StepAction] {
    let moves = userMoves(on: screen)
      + worldMoves(MoveContext(screen: screen, history: history))
    for _ in 0..<20 {
      guard let move = random.weighted(moves), let actions = move(&random) else { continue }
      return actions
    }
    return [.advance(profile.advances.first ?? .milliseconds(1))]
  }

  // MARK: - What the user does

  private func userMoves(on screen: ScreenAffordances) -> [(weight: Int, element: Move)] {
    guard screen.isShowing else { return [] }
    if screen.isInBackground { return [(10, { _ in [.app(.foreground)] })] }
    var moves: [(weight: Int, element: Move)] =
      background ? [(1, { _ in [.app(.background)] })] : []
    if let buttons = screen.alertButtons {
      moves += buttons.map { button in
        (6, { random in [.alert(Self.choice(for: button, &random))] })
      }
      return moves
    }
    guard screen.promptAnswers == nil else { return moves }
    moves += screen.controls.map { control in
      (weight(of: control), { random in self.touch(control, using: &random) })
    }
    if screen.canGoBack { moves.append((2, { _ in [.back] })) }
    return moves
  }

  private func weight(of control: ScreenAffordances.Control) -> Int {
    switch control {
    case .button, .textField, .tabBar: return 8
    case .table, .map: return 6
    case .segmented: return 3
    }
  }

  private func touch(_ control: ScreenAffordances.Control, using random: inout SeededGenerator)
    -> [StepAction]?
  {
    switch control {
    case .button(let id):
      let times = random.chance(90) ? 1 : Int.random(in: 2...5, using: &random)
      return [.tap(NameRef(id, column: 0), times: times)]
    case .textField(let id, let text):
      let field = NameRef(id, column: 0)
      if !text.isEmpty, random.chance(15) { return [.clear(field)] }
      let typed = profile.texts(for: id).randomElement(using: &random) ?? ""
      return [.type(field, text: random.chance(15) ? text + typed : typed)]
    case .segmented(let id, let titles):
      return titles.randomElement(using: &random).map {
        [.select(NameRef(id, column: 0), .title($0))]
      }
    case .tabBar(let id, let items):
      return items.randomElement(using: &random).map {
        [.select(NameRef(id, column: 0), .title($0))]
      }
    case .table(let id, let rows):
      return [.select(NameRef(id, column: 0), .row(Int.random(in: 0..<rows, using: &random)))]
    case .map(let id, let markers):
      return markers.randomElement(using: &random).map {
        [.select(NameRef(id, column: 0), .marker($0))]
      }
    }
  }

  private static func choice(
    for button: ScreenAffordances.AlertButton, _ random: inout SeededGenerator
  ) -> AlertChoice {
    guard random.chance(25) else { return .titled(button.title) }
    return button.isCancel ? .cancel : .titled(button.title)
  }

  // MARK: - What the world does

  private func worldMoves(_ context: MoveContext) -> [(weight: Int, element: Move)] {
    guard context.screen.isShowing else { return [] }
    var moves: [(weight: Int, element: Move)] = [
      (5, { random in [.advance(self.profile.advances.randomElement(using: &random) ?? .zero)] })
    ]
    if restarts { moves.append((1, { _ in [.restart] })) }
    moves += swarm.map { move in
      (move.weight, { random in move.make(&random, context) })
    }
    return moves
  }
}
