/// One case of an enum as a pair of functions: put a value in the case, get it back out.
///
/// What the `@CasePathable` macro writes for every case of an enum, here written by hand in
/// each enum's `AllCasePaths`.
public struct AnyCasePath<Root, Value>: Sendable {
  private let embedValue: @Sendable (Value) -> Root
  private let extractValue: @Sendable (Root) -> Value?

  /// The case that `embed` builds and `extract` matches.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    embedValue = embed
    extractValue = extract
  }

  /// `value` in this case.
  public func embed(_ value: Value) -> Root { embedValue(value) }

  /// The value of `root` when `root` is this case, else nil.
  public func extract(from root: Root) -> Value? { extractValue(root) }
}

/// An enum whose cases can be named by key paths (`\.searchResponse.success`).
///
/// `@CasePathable` writes the conformance: a struct with one ``AnyCasePath`` property per case.
public protocol CasePathable {
  associatedtype AllCasePaths
  /// The enum's cases.
  static var allCasePaths: AllCasePaths { get }
}

/// The key path component that stands for an enum case: key paths from `Case<Root>` to
/// `Case<Value>` (``CaseKeyPath``) are written `\.history`, `\.path[id: id].detail`.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  let embedInRoot: @Sendable (Value) -> Any
  let extractFromRoot: @Sendable (Any) -> Value?

  init(
    embed: @escaping @Sendable (Value) -> Any, extract: @escaping @Sendable (Any) -> Value?
  ) {
    embedInRoot = embed
    extractFromRoot = extract
  }

  /// The root of every case key path into `Value`.
  init() {
    self.init(embed: { $0 }, extract: { $0 as? Value })
  }

  /// The case `keyPath` names, one level further down.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }

  /// This case followed by `casePath`.
  public func appending<Member>(_ casePath: AnyCasePath<Value, Member>) -> Case<Member> {
    Case<Member>(
      embed: { [embedInRoot] in embedInRoot(casePath.embed($0)) },
      extract: { [extractFromRoot] in extractFromRoot($0).flatMap(casePath.extract(from:)) })
  }
}

/// A key path to an enum case: `\Feature.Action.Cases.history`, written `\.history`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

extension AnyCasePath {
  /// The case `keyPath` names (`\.path[id: id].history`).
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let found = Case<Root>()[keyPath: keyPath]
    self.init(
      embed: { value in
        guard let root = found.embedInRoot(value) as? Root else {
          preconditionFailure("a case key path embeds into its own root")
        }
        return root
      },
      extract: { found.extractFromRoot($0) })
  }
}

// MARK: - Result

extension Result: CasePathable {
  /// `success` and `failure`, so that `\.searchResponse.success` names a successful answer.
  public struct AllCasePaths: Sendable {
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(embed: { .success($0) }) {
        guard case .success(let value) = $0 else { return nil }
        return value
      }
    }

    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(embed: { .failure($0) }) {
        guard case .failure(let error) = $0 else { return nil }
        return error
      }
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
