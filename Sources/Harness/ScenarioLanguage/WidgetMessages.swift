/// The wording of widget errors, shared by validation (before a run) and steps (during one).
public enum WidgetMessages {
  public static func unknownWidget(_ name: String, screen: String, ids: [String]) -> String {
    let hint = didYouMean(name, among: ids)
    let known = hint.isEmpty && !ids.isEmpty ? "; its widgets are \(list(ids))" : hint
    return "unknown widget `\(Echo.token(name))` on \(screen)\(known)"
  }

  public static func unknownProperty(
    _ name: String, of kind: String, _ id: String, _ properties: [String]
  ) -> String {
    let hint = didYouMean(name, among: properties)
    let known = hint.isEmpty ? "; its properties are \(list(properties))" : hint
    return "unknown property `\(Echo.token(name))` of \(kind) `\(id)`" + known
  }

  public static func unknownTitle(_ title: String, of kind: String, _ id: String, _ titles: [String])
    -> String
  {
    let hint = didYouMean(title, among: titles)
    let known = hint.isEmpty ? "; its titles are \(list(titles))" : hint
    return "unknown title \"\(Echo.token(title))\" of \(kind) `\(id)`\(known)"
  }

  /// Why a widget of `role` cannot take `action`, or nil when it can.
  public static func check(_ action: StepAction, kind: String, role: WidgetRole) -> String? {
    guard let (required, step) = WidgetRole.required(by: action), required != role else {
      return nil
    }
    let id = ScenarioValidator.widgetReference(of: action)?.name ?? ""
    return "expected \(required.article) for \(step), found \(kind) `\(id)`"
  }

  private static func list(_ names: [String]) -> String {
    names.map { "`\($0)`" }.joined(separator: ", ")
  }
}
