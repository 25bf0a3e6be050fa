import ScenarioLanguage
import UIKitLite

/// How a scenario step enters the app, for the first arrow of its flow: who acts (the user, the
/// device, time passing) and which widget the user acts on.
@MainActor
enum FlowEntry {
  /// Who acts in a step of this kind.
  static func root(of action: StepAction) -> String {
    switch action {
    case .tap, .type, .clear, .select, .alert, .back, .app: "User"
    case .advance: "Time"
    case .location: "Device"
    default: "Harness"
    }
  }

  /// The widget a user step acts on and what it does to it; nil for other steps.
  static func input(of action: StepAction, on host: ScreenHost) -> (layer: String, label: String)? {
    func widget(_ id: NameRef) -> String {
      host.window.view(withIdentifier: id.name)?.flowName ?? id.name
    }
    switch action {
    case .tap(let id, let times): return (widget(id), times == 1 ? "tap" : "tap ×\(times)")
    case .type(let id, let text): return (widget(id), "type \(shown(text))")
    case .clear(let id): return (widget(id), "clear")
    case .select(let id, .title(let title)): return (widget(id), "select \(shown(title))")
    case .select(let id, .row(let row)): return (widget(id), "select row \(row)")
    case .select(let id, .marker(let marker)): return (widget(id), "select \(quoted(marker))")
    case .alert(.titled(let title)): return ("AlertController", "tap \(quoted(title))")
    case .alert(.confirm): return ("AlertController", "confirm")
    case .alert(.cancel): return ("AlertController", "cancel")
    case .back: return ("NavigationController", "back")
    default: return nil
    }
  }
}
