/// Checks a parsed scenario against the widgets its feature's screen really has, so a typo
/// fails before anything runs, with the nearest valid name.
///
/// Widgets named in `declare widgets` (those on screens reached by navigation) are skipped
/// here and checked when a step uses them.
public enum ScenarioValidator {
  public static func validate(_ scenario: Scenario, against catalog: ScreenCatalog)
    throws(ScenarioError)
  {
    let declared = Set(scenario.declaredWidgets)
    for step in scenario.steps {
      func fail(_ column: Int, _ message: String) -> ScenarioError {
        ScenarioError(file: scenario.path, line: step.line, column: column, message: message)
      }
      guard let reference = widgetReference(of: step.action), !declared.contains(reference.name)
      else { continue }
      guard let widget = catalog.widgets[reference.name] else {
        throw fail(
          reference.column,
          WidgetMessages.unknownWidget(
            reference.name, screen: "the \(catalog.feature.rawValue) screen", ids: catalog.ids))
      }
      if let message = WidgetMessages.check(step.action, kind: widget.kind, role: widget.role) {
        throw fail(reference.column, message)
      }
      switch step.action {
      case .expect(.property(_, let property, _)) where !widget.properties.contains(property.name):
        throw fail(
          property.column,
          WidgetMessages.unknownProperty(
            property.name, of: widget.kind, widget.id, widget.properties))
      case .select(_, .title(let title)) where !widget.titles.contains(title):
        throw fail(
          reference.column + reference.name.count + 1,
          WidgetMessages.unknownTitle(title, of: widget.kind, widget.id, widget.titles))
      default:
        continue
      }
    }
  }

  /// The widget a step acts on or inspects, if any.
  static func widgetReference(of action: StepAction) -> NameRef? {
    switch action {
    case .tap(let id, _), .type(let id, _), .clear(let id), .select(let id, _): return id
    case .expect(.property(let id, _, _)): return id
    default: return nil
    }
  }
}
