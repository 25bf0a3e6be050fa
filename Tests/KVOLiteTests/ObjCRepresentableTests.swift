import Foundation
import KVOLite
import Testing

/// An `@objc enum`: integer raw values, no payloads.
enum Phase: Int, ObjCEnum {
  case idle, recording
}

/// A model with one property of every kind of type `@objc dynamic` accepts.
final class Everything: KVOObject {
  @Dynamic var flag = false
  @Dynamic var count = 0
  @Dynamic var progress = 0.0
  @Dynamic var name = ""
  @Dynamic var nickname: String? = nil
  @Dynamic var url: URL? = nil
  @Dynamic var phase = Phase.idle
  @Dynamic var tags: [String] = []
  @Dynamic var scores: [Int] = []
  @Dynamic var child: Counter? = nil
  @Dynamic var children: [Counter] = []
}

// Not representable, so these do not compile, as they would not with `@objc dynamic`:
//   @Dynamic var coordinate: SomeStruct          (a Swift struct)
//   @Dynamic var count: Int?                     (an optional scalar)
//   @Dynamic var phase: Phase?                   (an optional @objc enum)
//   @Dynamic var shops: [SomeStruct]             (an array of structs)
//   @Dynamic var alert: EnumWithPayload?         (an enum with a payload)

@Suite("Objective-C representable types")
struct ObjCRepresentableTests {
  @Test("every representable kind of property is observable")
  func everyKindIsObservable() throws {
    let model = Everything()
    var seen: [String] = []
    let observations = [
      try model.checkedObserve(\.flag) { _, _ in seen.append("flag") },
      try model.checkedObserve(\.url) { _, _ in seen.append("url") },
      try model.checkedObserve(\.phase) { _, _ in seen.append("phase") },
      try model.checkedObserve(\.children) { _, _ in seen.append("children") },
    ]
    model.flag = true
    model.url = URL(string: "https://example.com/")
    model.phase = .recording
    model.children = [Counter()]
    #expect(seen == ["flag", "url", "phase", "children"])
    _ = observations
  }

  @Test(
    "the Objective-C type of each property",
    arguments: [
      (Bool.objCType, "BOOL"), (Int.objCType, "NSInteger"), (Double.objCType, "double"),
      (String.objCType, "NSString *"), (String?.objCType, "NSString * _Nullable"),
      ([Int].objCType, "NSArray<NSInteger> *"), (Counter.objCType, "Counter *"),
      ([Counter]?.objCType, "NSArray<Counter *> * _Nullable"),
      (Phase.objCType, "NS_ENUM(Int)"),
    ])
  func objCTypes(type: ObjCType, spelled: String) {
    #expect(type.description == spelled)
  }
}
