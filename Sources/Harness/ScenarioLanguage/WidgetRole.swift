import UIKitLite

/// What kind of widget a step needs, and what kind a view is.
public enum WidgetRole: Equatable {
  case button
  case textField
  /// A segmented control or a tab bar: both are selected by title.
  case titledChoice
  case table
  case map
  case other

  @MainActor
  public init(_ view: View) {
    switch view {
    case is Button: self = .button
    case is TextField: self = .textField
    case is SegmentedControl, is TabBar: self = .titledChoice
    case is TableView: self = .table
    case is MapView: self = .map
    default: self = .other
    }
  }

  /// The role a step's widget must have, with the step's spelling for messages.
  static func required(by action: StepAction) -> (role: WidgetRole, step: String)? {
    switch action {
    case .tap: return (.button, "`tap`")
    case .type: return (.textField, "`type`")
    case .clear: return (.textField, "`clear`")
    case .select(_, .title): return (.titledChoice, "`select \"<title>\"`")
    case .select(_, .row): return (.table, "`select row`")
    case .select(_, .marker): return (.map, "`select marker`")
    default: return nil
    }
  }

  var article: String {
    switch self {
    case .button: return "a button"
    case .textField: return "a text field"
    case .titledChoice: return "a segmented control or a tab bar"
    case .table: return "a table"
    case .map: return "a map"
    case .other: return "a widget"
    }
  }
}
