import MainLoop
import SceneContract
import StoreLite
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store style runtime gauge")
struct StoreStyleGaugeTests {
  @Test func theDeclaredGaugeCountsRunningEffectsUntilTheirStoreIsFreed() throws {
    let before = [StoreStyle.declaration].liveRuntimeResources()
    let loop = MainLoop(mode: .virtual)
    loop.settle {
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { _, _ in
          .run { _ in
            let (never, continuation) = AsyncStream<Int>.makeStream()
            for await _ in never {}
            continuation.finish()
          }
        }
      }
      store.send(1)
      store.send(2)
      #expect([StoreStyle.declaration].liveRuntimeResources() == before + 2)
    }
    #expect([StoreStyle.declaration].liveRuntimeResources() == before)
  }
}
