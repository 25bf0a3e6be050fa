import CoreLocationLite
import MainLoop
import Testing
import UIKitLite
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Flow of delegate and handler deliveries")
@MainActor
struct FlowDelegationTests {
  /// A screen that is the delegate of every widget and shows what it was told on a label.
  final class Screen: ViewController, TabBarDelegate, TableViewDelegate, TableViewDataSource,
    MapViewDelegate
  {
    let status = Label(identifier: "status")

    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
      status.text = item.title
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
      status.text = "row \(row)"
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
      TableViewCell(text: "route \(row)")
    }

    func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
      status.text = annotation.title
    }
  }

  /// The calls and the notes sent to the screen's label while `body` runs with a recorder.
  static func traced(_ input: String, _ body: () -> Void) -> [String] {
    let recorder = FlowRecorder(step: 1, root: "User")
    recorder.input(to: input, label: "act")
    installFlowRecorder(recorder)
    body()
    installFlowRecorder(nil)
    return recorder.messages.filter { $0.kind == .call || $0.to == "Label status" }.map {
      "\($0.from) → \($0.to): \($0.label)"
    }
  }

  @Test("a tab bar selection enters its delegate, which renders from its own layer")
  func tabBar() {
    let screen = Screen()
    let bar = TabBar(identifier: "tabBar", items: [TabBarItem(title: "Start", tag: 0)])
    bar.delegate = screen
    let start = bar.items[0]
    #expect(
      Self.traced("TabBar tabBar") { bar.select(start) } == [
        "TabBar tabBar → Screen: didSelect \"Start\"",
        "Screen → Label status: text=\"Start\"",
      ])
    start.isEnabled = false
    #expect(Self.traced("TabBar tabBar") { bar.select(start) }.isEmpty)
  }

  @Test("row taps and pin selections enter the delegate; no delegate, no arrow")
  func tableAndMap() {
    let screen = Screen()
    let table = TableView(identifier: "routes")
    table.dataSource = screen
    table.reloadData()
    table.delegate = screen
    let map = MapView(identifier: "map")
    let pin = LocationCoordinate2D(latitude: 35, longitude: 139)
    map.addAnnotations([MapAnnotation(id: "J1", title: "Sushi", coordinate: pin)])
    map.delegate = screen
    #expect(
      Self.traced("TableView routes") { table.tapRow(at: 1) } == [
        "TableView routes → Screen: didSelectRowAt 1", "Screen → Label status: text=\"row 1\"",
      ])
    #expect(
      Self.traced("MapView map") { map.selectAnnotation(withID: "J1") } == [
        "MapView map → Screen: didSelect \"J1\"", "Screen → Label status: text=\"Sushi\"",
      ])
    map.delegate = nil
    #expect(Self.traced("MapView map") { map.selectAnnotation(withID: "J1") }.isEmpty)
  }

  @Test("an alert button's handler runs in the layer of the controller that presented it")
  func alertHandler() {
    let screen = Screen()
    let alert = AlertController(title: "Confirm", message: nil)
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in screen.status.text = "ok" })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    screen.present(alert, animated: false)
    #expect(
      Self.traced("AlertController") { alert.tapAction(titled: "OK") } == [
        "AlertController → Screen: handler \"OK\"", "Screen → Label status: text=\"ok\"",
      ])
    #expect(screen.presentedViewController == nil)
    screen.present(alert, animated: false)
    #expect(Self.traced("AlertController") { alert.tapAction(titled: "Cancel") }.isEmpty)
  }

  @Test("without a recorder the delegates are told all the same")
  func untraced() {
    let screen = Screen()
    let bar = TabBar(identifier: "tabBar", items: [TabBarItem(title: "Stop", tag: 1)])
    bar.delegate = screen
    #expect(FlowTrace.recorder == nil)
    #expect(bar.select(bar.items[0]))
    #expect(screen.status.text == "Stop")
  }
}
