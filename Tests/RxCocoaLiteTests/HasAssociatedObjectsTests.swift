import CoreLocationLite
import RxCocoaLite
import Testing
import UIKitLite

@MainActor
@Suite("HasAssociatedObjects on views and location managers")
struct HasAssociatedObjectsTests {
  private final class Token {}
  private enum FirstKey {}
  private enum SecondKey {}

  private static let first = ObjectIdentifier(FirstKey.self)
  private static let second = ObjectIdentifier(SecondKey.self)

  private static func owners() -> [any HasAssociatedObjects] {
    [View(), TableView(), LocationManager(device: SimulatedLocationDevice())]
  }

  @Test(arguments: 0..<3)
  func keepsEachObjectUnderItsKeyUntilReplacedOrRemoved(ownerIndex: Int) {
    let owner = Self.owners()[ownerIndex]
    var token: Token? = Token()
    weak let weakToken = token
    owner.setAssociatedObject(token, forKey: Self.first)
    token = nil
    #expect(weakToken != nil)
    #expect(owner.associatedObject(forKey: Self.first) === weakToken)
    #expect(owner.associatedObject(forKey: Self.second) == nil)
    owner.setAssociatedObject(Token(), forKey: Self.first)
    #expect(weakToken == nil)
    owner.setAssociatedObject(nil, forKey: Self.first)
    #expect(owner.associatedObject(forKey: Self.first) == nil)
  }

  @Test(arguments: 0..<3)
  func releasesItsObjectsWhenItIsDeallocated(ownerIndex: Int) {
    var owner: (any HasAssociatedObjects)? = Self.owners()[ownerIndex]
    weak var weakToken: Token?
    if let owner {
      let token = Token()
      weakToken = token
      owner.setAssociatedObject(token, forKey: Self.second)
    }
    #expect(weakToken != nil)
    owner = nil
    #expect(weakToken == nil)
  }
}
