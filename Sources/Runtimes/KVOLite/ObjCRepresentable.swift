import Foundation

/// A type whose values a property declared `@objc dynamic` can hold on iOS — the only types a
/// ``Dynamic`` property can have, so that what Foundation's KVO refuses does not compile here
/// either.
///
/// Representable, as in Objective-C:
/// - bridged scalars (`Bool`, the integer types, `Double`, `Float`), `String`, `URL`, `Date`
///   and `Data`;
/// - ``KVOObject`` subclasses (`NSObject` subclasses on iOS);
/// - enums declared ``ObjCEnum`` (an `@objc enum`: integer raw values, no payloads);
/// - optionals of object types (`String?`, `URL?`, `SomeModel?`), not of scalars or enums;
/// - arrays whose elements bridge to an object (`[String]`, `[Int]`, `[SomeModel]`).
///
/// Not representable: Swift structs, enums with payloads, optionals of those and arrays of
/// them. Keep such state in plain storage beside a representable property that says when it
/// changed (a count, a flag, an identifier), or make it a ``KVOObject``.
public protocol ObjCRepresentable {
  /// How Objective-C holds the value. Only KVOLite's own conformances and ``ObjCEnum`` can
  /// make one, so a type cannot declare itself representable by accident.
  static var objCType: ObjCType { get }
}

/// How Objective-C holds a value of an ``ObjCRepresentable`` type.
public struct ObjCType: Hashable, Sendable, CustomStringConvertible {
  /// The Objective-C type, as a declaration would spell it (`NSInteger`, `NSString *`).
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// An ``ObjCRepresentable`` type that bridges to an Objective-C object (an `NSNumber`, an
/// `NSString`, an `NSArray`…), so it can be an element of an observable array.
public protocol ObjCBridgeable: ObjCRepresentable {}

/// An ``ObjCBridgeable`` type that is an object in Objective-C, so it can be `nil` there: its
/// optional is representable too.
public protocol ObjCObjectRepresentable: ObjCBridgeable {}

/// An enum that could be declared `@objc enum` on iOS: integer raw values and no payloads.
///
///     enum Phase: Int, ObjCEnum { case idle, recording }
///
/// Its optional is not representable, and it cannot be an array element, as in Objective-C.
public protocol ObjCEnum: ObjCRepresentable, RawRepresentable
where RawValue: FixedWidthInteger {}

extension ObjCEnum {
  public static var objCType: ObjCType { ObjCType("NS_ENUM(\(RawValue.self))") }
}

// MARK: - Scalars

extension Bool: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("BOOL") }
}

extension Int: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("NSInteger") }
}

extension Int8: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("int8_t") }
}

extension Int16: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("int16_t") }
}

extension Int32: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("int32_t") }
}

extension Int64: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("int64_t") }
}

extension UInt: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("NSUInteger") }
}

extension UInt8: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("uint8_t") }
}

extension UInt16: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("uint16_t") }
}

extension UInt32: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("uint32_t") }
}

extension UInt64: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("uint64_t") }
}

extension Double: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("double") }
}

extension Float: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("float") }
}

// MARK: - Objects

extension String: ObjCObjectRepresentable {
  public static var objCType: ObjCType { ObjCType("NSString *") }
}

extension URL: ObjCObjectRepresentable {
  public static var objCType: ObjCType { ObjCType("NSURL *") }
}

extension Date: ObjCObjectRepresentable {
  public static var objCType: ObjCType { ObjCType("NSDate *") }
}

extension Data: ObjCObjectRepresentable {
  public static var objCType: ObjCType { ObjCType("NSData *") }
}

extension KVOObject: ObjCObjectRepresentable {
  public static var objCType: ObjCType { ObjCType("\(Self.self) *") }
}

extension Array: ObjCRepresentable, ObjCBridgeable, ObjCObjectRepresentable
where Element: ObjCBridgeable {
  public static var objCType: ObjCType { ObjCType("NSArray<\(Element.objCType)> *") }
}

extension Optional: ObjCRepresentable where Wrapped: ObjCObjectRepresentable {
  public static var objCType: ObjCType { ObjCType("\(Wrapped.objCType) _Nullable") }
}
