import Domain
import UIKitLite

/// The list of stored routes, newest first (the stand-in for the history storyboard scene).
@MainActor
public final class RouteHistoryView: View {
  public let emptyHistoryLabel = Label(
    identifier: "emptyHistoryLabel", text: RouteRecorderStrings.emptyHistoryText)
  public let historyTable = TableView(identifier: "historyTable")

  public init() {
    super.init(identifier: "historyScreen")
    addSubview(emptyHistoryLabel)
    addSubview(historyTable)
  }

  public override var snapshotKind: String { "screen" }
}
