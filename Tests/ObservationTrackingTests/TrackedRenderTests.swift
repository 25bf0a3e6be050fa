import MainLoop
import Observation
import ObservationTracking
import Testing

@MainActor
@Observable
final class Thermometer {
  var celsius = 0
  var label = "kitchen"
}

@Suite("TrackedRender")
@MainActor
struct TrackedRenderTests {
  @Test("renders at once, then once per turn after the changes it read")
  func rendersAfterEachChange() {
    let loop = MainLoop()
    let thermometer = Thermometer()
    var seen: [Int] = []
    let render = observe(on: loop) { seen.append(thermometer.celsius) }
    thermometer.celsius = 1
    #expect(seen == [0])
    loop.runUntilIdle()
    #expect(seen == [0, 1])
    thermometer.celsius = 2
    thermometer.celsius = 3
    loop.runUntilIdle()
    #expect(seen == [0, 1, 3])
    render.cancel()
  }

  @Test("follows only what the render read")
  func followsOnlyWhatWasRead() {
    let loop = MainLoop()
    let thermometer = Thermometer()
    var renders = 0
    let render = observe(on: loop) {
      renders += 1
      _ = thermometer.celsius
    }
    thermometer.label = "hall"
    loop.runUntilIdle()
    #expect(renders == 1)
    render.cancel()
  }

  @Test("a cancelled render neither runs nor counts as live")
  func cancelStopsFollowing() {
    let loop = MainLoop()
    let thermometer = Thermometer()
    let before = ObservationResources.liveRenders
    var renders = 0
    let render = observe(on: loop) {
      renders += 1
      _ = thermometer.celsius
    }
    #expect(ObservationResources.liveRenders == before + 1)
    thermometer.celsius = 5
    render.cancel()
    loop.runUntilIdle()
    thermometer.celsius = 6
    loop.runUntilIdle()
    #expect(renders == 1)
    #expect(ObservationResources.liveRenders == before)
  }

  @Test("a render freed without cancelling stops counting")
  func freedRenderStopsCounting() {
    let loop = MainLoop()
    let thermometer = Thermometer()
    let before = ObservationResources.liveRenders
    var render: TrackedRender? = observe(on: loop) { _ = thermometer.celsius }
    #expect(render?.isLive == true)
    render = nil
    #expect(ObservationResources.liveRenders == before)
  }
}
