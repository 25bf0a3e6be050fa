import StyleNames
import BondVariant
import CallbackVariant
import CleanSwiftVariant
import DelegateVariant
import KVOVariant
import RxMVVMVariant
import SceneContract
import Testing
import UIKitLite

/// The counter variants, driven side by side through their widgets:
/// every snapshot after every tap must be the same, and every scene must be freed on teardown.
@MainActor
@Suite("Counter parity across variants")
struct CounterVariantParityTests {
  nonisolated static let variants = [
    CallbackStyle.declaration, DelegateStyle.declaration, KVOStyle.declaration, BondStyle.declaration,
    RxMVVMStyle.declaration, CleanSwiftStyle.declaration,
  ]

  private static let taps: [CounterSceneHost.ButtonID] = [
    .countUpButton, .countUpButton, .countDownTenButton, .countDownButton, .countUpTenButton,
    .countResetButton, .countDownButton, .countDownTenButton, .countUpTenButton,
  ]

  @Test func snapshotsAgreeAfterEveryTap() throws {
    let hosts = try Self.variants.map { try CounterSceneHost($0) }
    try expectSameSnapshots(hosts, step: "load")
    for (index, button) in Self.taps.enumerated() {
      for host in hosts { try host.tap(button) }
      try expectSameSnapshots(hosts, step: "tap \(index + 1) on \(button.rawValue)")
    }
    #expect(try hosts[0].countLabel().text == "-1")
  }

  @Test func snapshotsAgreeAtTheIntBounds() throws {
    for start in [Int.max - 5, Int.min + 5] {
      let hosts = try Self.variants.map { try CounterSceneHost($0, initialCount: start) }
      try expectSameSnapshots(hosts, step: "load at \(start)")
      let taps: [CounterSceneHost.ButtonID] = [
        .countUpTenButton, .countDownTenButton, .countDownTenButton,
      ]
      for button in taps {
        for host in hosts { try host.tap(button) }
        try expectSameSnapshots(hosts, step: "\(button.rawValue) from \(start)")
      }
    }
  }

  @Test(arguments: variants.map(\.id))
  func showsTheLoadedCountOnceAndEachTapOnce(_ id: VariantID) throws {
    let host = try CounterSceneHost(try variant(id), initialCount: 7)
    let label = try host.countLabel()
    #expect(label.text == "7")
    #expect(label.renderCount == 1)
    let expectedTexts = ["8", "7", "0", "10", "0"]
    for (index, button) in CounterSceneHost.ButtonID.allCases.enumerated() {
      try host.tap(button)
      #expect(label.text == expectedTexts[index], "\(id) after \(button.rawValue)")
      #expect(label.renderCount == index + 2, "\(id) after \(button.rawValue)")
    }
  }

  @Test(arguments: variants.map(\.id))
  func savesTheCountAtTheIntBounds(_ id: VariantID) throws {
    let top = try CounterSceneHost(try variant(id), initialCount: Int.max - 3)
    try top.tap(.countUpTenButton)
    try top.tap(.countUpButton)
    #expect(try top.countLabel().text == String(Int.max))
    let bottom = try CounterSceneHost(try variant(id), initialCount: Int.min + 3)
    try bottom.tap(.countDownTenButton)
    try bottom.tap(.countDownButton)
    #expect(try bottom.countLabel().text == String(Int.min))
  }

  @Test(arguments: variants.map(\.id))
  func freesEverySceneObjectOnTeardown(_ id: VariantID) throws {
    let host = try CounterSceneHost(try variant(id))
    try host.tap(.countUpButton)
    #expect(host.componentCount >= 2)
    #expect(host.liveComponentCount == host.componentCount)
    host.tearDown()
    #expect(host.liveComponentCount == 0, "\(id) leaks")
  }

  // MARK: - Helpers

  private func variant(_ id: VariantID) throws -> StyleDeclaration {
    try #require(Self.variants.first { $0.id == id })
  }

  private func expectSameSnapshots(_ hosts: [CounterSceneHost], step: String) throws {
    let reference = hosts[0].window.snapshot()
    #expect(reference.lines.count == 7)
    for (host, variant) in zip(hosts, Self.variants).dropFirst() {
      #expect(
        host.window.snapshot() == reference,
        "\(variant.id) differs from \(Self.variants[0].id) after \(step)")
    }
  }
}
