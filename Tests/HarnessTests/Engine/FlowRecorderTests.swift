import CoreLocationLite
import Foundation
import MainLoop
import Networking
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Flow recorder")
@MainActor
struct FlowRecorderTests {
  /// `from → to [kind] label ×count`, one per message.
  static func lines(_ recorder: FlowRecorder) -> [String] {
    recorder.messages.map {
      "\($0.from) → \($0.to) [\($0.kind.rawValue)] \($0.label)"
        + ($0.count > 1 ? " ×\($0.count)" : "")
    }
  }

  @Test("a hop draws an arrow from the layer on top and stays on top until it exits")
  func stack() {
    let recorder = FlowRecorder(step: 1, root: "User")
    recorder.input(to: "Button go", label: "tap")
    recorder.enter(FlowHop(layer: "ViewController", label: "touchUpInside"))
    recorder.note("Label title", label: "text=\"1\"")
    recorder.exit()
    recorder.note("Label other", label: "hidden")
    #expect(
      Self.lines(recorder) == [
        "User → Button go [input] tap",
        "Button go → ViewController [call] touchUpInside",
        "ViewController → Label title [note] text=\"1\"",
        "Button go → Label other [note] hidden",
      ])
    #expect(recorder.messages.map(\.crossings) == [0, 1, 1, 1])
  }

  @Test("an object entered again from itself is one layer")
  func sameObject() {
    let recorder = FlowRecorder(step: 1, root: "User")
    let object = NSObject()
    recorder.enter(
      FlowHop(layer: "Observable<Int>", label: "next(1)", identity: ObjectIdentifier(object)))
    recorder.enter(
      FlowHop(
        layer: "PassthroughSubject<Int, Never>", label: "next(1)",
        identity: ObjectIdentifier(object)))
    recorder.note("Label count", label: "text=\"1\"")
    recorder.exit()
    recorder.exit()
    #expect(
      Self.lines(recorder) == [
        "User → Observable<Int> [call] next(1)",
        "Observable<Int> → Label count [note] text=\"1\"",
      ])
  }

  @Test("a hop from a named origin is preceded by its inferred cause")
  func inferredCause() {
    let recorder = FlowRecorder(step: 2, root: "User")
    recorder.enter(FlowHop(layer: "CounterViewController", label: "touchUpInside"))
    recorder.enter(FlowHop(layer: "CounterViewController", label: "observeValue(forKeyPath: count)", from: "CounterModel", cause: "set count"))
    #expect(
      Self.lines(recorder) == [
        "User → CounterViewController [call] touchUpInside",
        "CounterViewController → CounterModel [inferred] set count",
        "CounterModel → CounterViewController [call] observeValue(forKeyPath: count)",
      ])
    #expect(recorder.messages.allSatisfy { $0.step == 2 })
  }

  @Test("a source marks its event on its own lifeline and originates what follows")
  func source() {
    let recorder = FlowRecorder(step: 1, root: "Time")
    recorder.begin(source: "MainLoop", label: nil)
    recorder.begin(source: "HTTP", label: "200 (12 bytes)")
    recorder.note("Label status", label: "text=\"done\"")
    recorder.note("Label status", label: "text=\"done\"")
    #expect(
      Self.lines(recorder) == [
        "HTTP → HTTP [event] 200 (12 bytes)", "HTTP → Label status [note] text=\"done\" ×2",
      ])
    #expect(recorder.messages.reduce(0) { $0 + $1.crossings } == 2)
  }

  @Test("calls from another thread are not part of the step")
  func otherThreads() {
    let recorder = FlowRecorder(step: 1, root: "User")
    nonisolated(unsafe) let shared = recorder
    let done = DispatchSemaphore(value: 0)
    Thread {
      shared.note("Label elsewhere", label: "render")
      done.signal()
    }.start()
    done.wait()
    recorder.note("Label here", label: "render")
    #expect(Self.lines(recorder) == ["User → Label here [note] render"])
  }

  @Test("a watch reports the value properties that changed, not references")
  func stateWatch() {
    final class Model {
      var count = 0
      var title: String?
      let peer = NSObject()
      weak var other: NSObject?
    }
    final class Screen {
      let model = Model()
      var shown = false
    }
    let screen = Screen()
    let watch = FlowStateWatch(root: screen) { $0 is Model || $0 is Screen }
    #expect(watch.changes().isEmpty)
    screen.model.count = 2
    screen.model.title = "walk"
    #expect(
      watch.changes().map { "\($0.layer): \($0.label)" } == [
        "Model: count = 2, title = Optional(\"walk\")"
      ])
    #expect(watch.changes().isEmpty)
    let recorder = FlowRecorder(step: 1, root: "User")
    recorder.watch = watch
    recorder.enter(FlowHop(layer: "Screen", label: "tap"))
    screen.shown = true
    recorder.note("Label l", label: "text")
    #expect(
      Self.lines(recorder) == [
        "User → Screen [call] tap", "Screen → Screen [state] shown = true",
        "Screen → Label l [note] text",
      ])
    #expect(FlowStateWatch.isVariantObject(screen) == false)
  }

  @Test("layers and labels read like Swift, and long labels are cut")
  func names() {
    #expect(FlowNames.layer("Binder<Optional<String>>") == "Binder<String?>")
    #expect(FlowNames.layer("PublishSubject<()>") == "PublishSubject<Void>")
    #expect(FlowNames.layer("PassthroughSubject<(), Never>") == "PassthroughSubject<Void, Never>")
    #expect(FlowNames.layer("Driver<Array<Location>>") == "Driver<[Location]>")
    #expect(FlowNames.layer("Relay<Dictionary<String, Int>>") == "Relay<[String: Int]>")
    #expect(FlowNames.layer("Label countLabel") == "Label countLabel")
    #expect(FlowNames.label("next(Optional(\"1\"))") == "next(\"1\")")
    #expect(FlowNames.label("next(())") == "next()")
    #expect(
      FlowNames.label("next([Domain.Shop(id: \"A.B\", at: 35.6)])")
        == "next([Shop(id: \"A.B\", at: 35.6)])")
    #expect(FlowNames.label("next(\"(a)\")") == "next(\"(a)\")")
    let long = FlowNames.label(String(repeating: "x", count: 80))
    #expect(long.count == FlowNames.labelLimit && long.hasSuffix("…"))
  }

  @Test("the stand-ins report requests, answers and location deliveries")
  func standIns() throws {
    final class Listener: LocationManagerDelegate {}
    let loop = MainLoop(mode: .virtual)
    let http = FixtureHTTPClient(loop: loop) { _ in
      HTTPResponse(statusCode: 200, body: Data("ok".utf8))
    }
    let device = SimulatedLocationDevice()
    let manager = LocationManager(device: device)
    let listener = Listener()
    manager.delegate = listener
    device.setAuthorization(.authorizedAlways)
    manager.startUpdatingLocation()
    let recorder = FlowRecorder(step: 1, root: "Device")
    installFlowRecorder(recorder)
    defer { installFlowRecorder(nil) }
    http.send(HTTPRequest(url: try #require(URL(string: "https://example.invalid/s?q=1")))) { _ in
      FlowTrace.note("Label result", label: "text=\"ok\"")
    }
    loop.advance(by: .seconds(1))
    device.deliver([
      Location(
        coordinate: LocationCoordinate2D(latitude: 35, longitude: 139), altitude: 0,
        horizontalAccuracy: 5, speed: -1, course: -1, timestamp: Date(timeIntervalSince1970: 0))
    ])
    installFlowRecorder(nil)
    #expect(
      Self.lines(recorder) == [
        "Device → HTTP [note] GET /s?q=1",
        "HTTP → HTTP [event] 200 (2 bytes)",
        "HTTP → Label result [note] text=\"ok\"",
        "Device → LocationManager [inferred] didUpdateLocations",
        "LocationManager → Listener [call] didUpdateLocations",
      ])
    #expect(recorder.deliveries == 1)
  }
}

/// Installs `recorder` where a traced run does: the stand-ins' hook and every registered
/// style's runtime hooks (nil removes it).
@MainActor
func installFlowRecorder(_ recorder: FlowRecorder?) {
  FlowTrace.recorder = recorder
  Registry.styles.installRuntimeFlowRecorder(recorder)
}
