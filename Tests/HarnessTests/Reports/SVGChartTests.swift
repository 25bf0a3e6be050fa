import Foundation
import FoundationXML
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("SVG charts and diagrams")
struct SVGChartTests {
  @Test("axes step by 1, 2 or 5 times a power of ten and cover the data")
  func axis() {
    let ratio = SVGAxis(maximum: 3.58)
    #expect(ratio.step == 1)
    #expect(ratio.ticks == [0, 1, 2, 3, 4])
    let lines = SVGAxis(maximum: 187)
    #expect(lines.step == 50)
    #expect(lines.upper == 200)
    let small = SVGAxis(maximum: 0.042)
    #expect(abs(small.step - 0.01) < 1e-12)
    #expect(abs(small.upper - 0.05) < 1e-12)
    #expect(SVGAxis(minimum: 100, maximum: 1000, targetTicks: 6).lower == 0)
    #expect(SVGAxis.label(2) == "2")
    #expect(SVGAxis.label(0.25) == "0.25")
    #expect(lines.position(of: 100, from: 10, to: 210) == 110)
  }

  @Test("a bar chart draws a labelled bar per value, with the exact value attached")
  func barChart() throws {
    let chart = SVGBarChart(
      title: "Code size", axisLabel: "lines of code", series: "code-size",
      bars: [
        SVGBarChart.Bar(label: "callback", value: 105, text: "105 lines", color: "#111111"),
        SVGBarChart.Bar(label: "clean<swift>", value: 187.5, text: "187 lines", color: "#222222"),
      ])
    let svg = chart.svg()
    let document = try XMLDocument(data: Data(svg.utf8), options: [])
    let bars = try document.nodes(forXPath: "//rect[@class='bar']").compactMap { $0 as? XMLElement }
    #expect(bars.map { $0.attribute(forName: "data-value")?.stringValue } == ["105.0", "187.5"])
    #expect(
      bars.map { $0.attribute(forName: "data-label")?.stringValue } == ["callback", "clean<swift>"])
    let widths = bars.compactMap {
      $0.attribute(forName: "width")?.stringValue.flatMap(Double.init)
    }
    #expect(widths.count == 2 && widths[0] < widths[1])
    let texts = try document.nodes(forXPath: "//text").compactMap(\.stringValue)
    #expect(texts.contains("lines of code"))
    #expect(texts.contains("Code size"))
    #expect(texts.contains("200"))
  }

  @Test("a line chart draws a dot per point, values scaled for display only")
  func lineChart() throws {
    let chart = SVGLineChart(
      title: "Per step", xLabel: "step", yLabel: "median time (µs)", series: "step-cost",
      lines: [
        SVGLineChart.Series(
          name: "kvo", color: "#e15759", points: [(x: 0, value: 12_000), (x: 1, value: 3_500)])
      ], yDivisor: 1_000)
    let document = try XMLDocument(data: Data(chart.svg().utf8), options: [])
    let points = try document.nodes(forXPath: "//circle").compactMap { $0 as? XMLElement }
    #expect(
      points.map { $0.attribute(forName: "data-value")?.stringValue } == ["12000.0", "3500.0"])
    #expect(points.map { $0.attribute(forName: "data-x")?.stringValue } == ["0", "1"])
    let texts = try document.nodes(forXPath: "//text").compactMap(\.stringValue)
    #expect(texts.contains("median time (µs)"))
    #expect(texts.contains("step"))
    #expect(try document.nodes(forXPath: "//polyline[@class='series']").count == 1)
  }

  @Test("a sequence diagram draws a lifeline per participant and an arrow per message")
  func sequenceDiagram() throws {
    let diagram = FlowDiagram(
      scenario: "search",
      steps: [
        FlowDiagram.Step(step: 1, line: 3, source: "tap searchButton"),
        FlowDiagram.Step(step: 2, line: 4, source: "advance 1s"),
      ],
      messages: [
        FlowMessage(step: 1, from: "User", to: "Button searchButton", label: "tap", kind: .input),
        FlowMessage(
          step: 1, from: "Button searchButton", to: "SearchViewController",
          label: "touchUpInside", kind: .call),
        FlowMessage(
          step: 1, from: "SearchViewController", to: "HTTP", label: "GET /?q=<x>", kind: .note),
        FlowMessage(step: 2, from: "HTTP", to: "HTTP", label: "200 (12 bytes)", kind: .event),
        FlowMessage(
          step: 2, from: "HTTP", to: "Label status", label: "text=\"3\"", kind: .note, count: 2),
      ])
    #expect(
      diagram.participants == [
        "User", "Button searchButton", "SearchViewController", "HTTP", "Label status",
      ])
    #expect(diagram.crossings == 4)
    let svg = SVGSequenceDiagram(diagram: diagram, title: "Flow").svg()
    let document = try XMLDocument(data: Data(svg.utf8), options: [])
    #expect(try document.nodes(forXPath: "//rect[@class='participant']").count == 5)
    #expect(try document.nodes(forXPath: "//line[@class='lifeline']").count == 5)
    #expect(try document.nodes(forXPath: "//rect[@class='step-band']").count == 2)
    let messages = try document.nodes(forXPath: "//g").compactMap { $0 as? XMLElement }
    #expect(
      messages.map { $0.attribute(forName: "data-kind")?.stringValue } == [
        "input", "call", "note", "event", "note",
      ])
    #expect(try document.nodes(forXPath: "//g[@data-kind='event']/path").count == 1)
    #expect(svg.contains("GET /?q=&lt;x&gt;"))
    #expect(svg.contains("text=&quot;3&quot; ×2"))
    let centers = try document.nodes(forXPath: "//line[@class='lifeline']/@x1")
      .compactMap { $0.stringValue.flatMap(Double.init) }
    #expect(centers == centers.sorted())
  }
}
