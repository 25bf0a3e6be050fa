import CoreLocationLite
import Testing
import UIKitLite

@MainActor
@Suite("Tab bars, tables and maps")
struct ContainerWidgetTests {
  @Test func tabBarTellsItsDelegateAboutEnabledItemsOnly() {
    let start = TabBarItem(title: "start", tag: 0)
    let stop = TabBarItem(title: "stop", tag: 1)
    let bar = TabBar(identifier: "tabBar", items: [start, stop])
    let delegate = TabSpy()
    bar.delegate = delegate
    stop.isEnabled = false
    #expect(!bar.select(stop))
    #expect(bar.select(start))
    #expect(delegate.selected == [0])
    #expect(bar.selectedItem === start)
    #expect(bar.item(withTag: 1) === stop)
    #expect(bar.inspectableProperties["stop.enabled"] == "false")
  }

  @Test func tableReadsRowsOnReloadAndReportsTaps() {
    let table = TableView(identifier: "list")
    let source = RowSource(rows: ["a", "b"])
    table.dataSource = source
    table.delegate = source
    #expect(table.visibleCells.isEmpty)
    table.reloadData()
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
    #expect(table.tapRow(at: 1))
    #expect(!table.tapRow(at: 2))
    #expect(source.tapped == [1])
    #expect(table.snapshotDetailLines == ["row 0 \"a\" \"detail\"", "row 1 \"b\" \"detail\""])
  }

  @Test func mapSelectsAnnotationsByIDAndDropsRemovedSelection() {
    let map = MapView(identifier: "map")
    let delegate = MapSpy()
    map.delegate = delegate
    let pin = MapAnnotation(
      id: "J1", title: "Ramen", subtitle: "Noodles",
      coordinate: LocationCoordinate2D(latitude: 35.5, longitude: 139.25))
    map.addAnnotations([pin])
    map.setCenter(pin.coordinate, zoomLevel: 16)
    #expect(!map.selectAnnotation(withID: "nope"))
    #expect(map.selectAnnotation(withID: "J1"))
    #expect(delegate.selected == ["J1"])
    #expect(map.snapshotDetailLines == ["marker \"J1\" \"Ramen\" \"Noodles\" (35.500000,139.250000)"])
    map.removeAnnotations([pin])
    #expect(map.selectedAnnotation == nil)
    #expect(map.inspectableProperties["center"] == "(35.500000,139.250000)")
    #expect(map.inspectableProperties["zoom"] == "16.0")
  }

  @Test func activityIndicatorReportsAnimation() {
    let spinner = ActivityIndicator(identifier: "spinner")
    spinner.startAnimating()
    #expect(spinner.inspectableProperties["animating"] == "true")
    spinner.stopAnimating()
    #expect(spinner.inspectableProperties["animating"] == "false")
    #expect(spinner.renderCount == 2)
  }
}

@MainActor
private final class TabSpy: TabBarDelegate {
  var selected: [Int] = []
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) { selected.append(item.tag) }
}

@MainActor
private final class RowSource: TableViewDataSource, TableViewDelegate {
  let rows: [String]
  var tapped: [Int] = []
  init(rows: [String]) { self.rows = rows }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    TableViewCell(text: rows[row], detailText: "detail")
  }
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) { tapped.append(row) }
}

@MainActor
private final class MapSpy: MapViewDelegate {
  var selected: [String] = []
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    selected.append(annotation.id)
  }
}
