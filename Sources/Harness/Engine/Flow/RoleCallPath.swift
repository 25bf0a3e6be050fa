/// The path of one user input through a style's role files, read from the source: from the
/// handler the input's widget is wired to, every call that goes from one of the style's own
/// types to another (view controller → interactor → presenter → view controller), with the
/// file and line of each call.
///
/// What it follows: calls whose target is a function declared in the role files — resolved
/// through the declared type of the receiving property (a protocol stands for the role types
/// conforming to it), or by a signature only one role type declares — into their bodies, in the
/// order the calls are written; closures handed to such a function, into the body of that
/// closure when the function calls it (`callback(count)` returns to the view controller); and a
/// stored property's `didSet` when the code assigns to it. Calls into the platform, the domain or
/// a runtime are not followed (their hooks record what they do), but the closures handed to them
/// are, marked ``Mark/closure``: they run when called back. A call inside an `if`, `switch`,
/// `guard`'s `else` or a loop is marked ``Mark/branch``: it runs on some paths only.
struct RoleCallPath {
  /// One call from a role type to another.
  struct Hop: Equatable, Sendable {
    let from: String
    let to: String
    /// The callee's signature (`changeCount(request:)`), or the closure called back with `(…)`.
    let label: String
    /// `File.swift:line` of the call.
    let location: String
    /// Why the call may not run every time the input does; nil when it does.
    let mark: Mark?
  }

  /// Why a hop may not run every time its input does.
  enum Mark: String, Sendable {
    /// The call is on a branch (`if`, `switch`, `guard`'s `else`, a loop) of its code or of a
    /// caller's.
    case branch
    /// The call is in a closure handed to the platform, the domain or a runtime, which runs it
    /// when it calls back (an answer, an alert's button, a task).
    case closure
  }

  /// Where the path starts: the type that handles the input, and the hops that follow.
  struct Path: Equatable, Sendable {
    let handlerType: String
    /// The handler: its method's signature, or `closure` for a closure.
    let handlerLabel: String
    /// `File.swift:line` of the wiring.
    let wiring: String
    let hops: [Hop]
  }

  let index: RoleSourceIndex
  /// The most calls deep the path is followed, and the most hops it holds.
  static let depthLimit = 10
  static let hopLimit = 40

  /// The path of an input on the widget `identifier`, from the first wiring in a view file that
  /// names a handler: a target-action's method, or a closure given to the widget's event.
  func path(forWidget identifier: String) -> Path? {
    for file in index.viewFiles {
      let source = index.files[file]
      for mention in source.tokens.indices where source.tokens[mention] == identifier {
        guard mention == 0 || !["var", "let", "func"].contains(source.tokens[mention - 1]),
          let type = index.enclosingType(of: mention, in: file),
          let handler = handler(wiredAt: mention, in: file, type: type)
        else { continue }
        var walk = RoleCallWalk(index: index)
        walk.follow(handler.body, in: handler.file, type: handler.type, bindings: [:], depth: 0)
        return Path(
          handlerType: handler.type, handlerLabel: handler.label,
          wiring: "\(source.file):\(source.lines[mention])", hops: walk.hops)
      }
    }
    return nil
  }

  /// The path from the method of `type` a widget's delegate call reached, recorded with
  /// `label` (`didSelect "Start"` reaches `tabBar(_:didSelect:)`): the method whose name or an
  /// argument label is the label's first word.
  func path(delegateCall label: String, into type: String) -> Path? {
    let word = String(label.prefix { $0 != " " && $0 != "(" })
    guard !word.isEmpty,
      let method = index.functions.first(where: {
        $0.type == type && $0.body != nil && ($0.name == word || $0.labels.contains(word))
      }),
      let body = method.body
    else { return nil }
    var walk = RoleCallWalk(index: index)
    walk.follow(body, in: method.file, type: type, bindings: [:], depth: 0)
    let source = index.files[method.file]
    return Path(
      handlerType: type, handlerLabel: method.signature,
      wiring: "\(source.file):\(source.lines[body.lowerBound - 1])", hops: walk.hops)
  }

  /// The handler the statement starting at `mention` wires: `action: Type.method`, or the first
  /// closure given in it.
  private func handler(wiredAt mention: Int, in file: Int, type: String)
    -> (file: Int, body: Range<Int>, type: String, label: String)?
  {
    let source = index.files[file]
    let tokens = source.tokens
    var end = mention + 1
    while end < tokens.count {
      let token = tokens[end]
      if ["(", "[", "{"].contains(token), let close = source.closing[end] {
        if token == "{" {
          return (file, (end + 1)..<close, type, "closure")
        }
        if let action = tokens[(end + 1)..<close].firstIndex(of: "action"), action + 1 < close,
          tokens[action + 1] == ":"
        {
          var name = action + 2
          while name + 1 < close, tokens[name + 1] == "." { name += 2 }
          let owner = name >= action + 4 ? tokens[name - 2] : type
          let method = tokens[name]
          let target = index.functions.first {
            $0.name == method && ($0.type == owner || $0.type == type) && $0.body != nil
          }
          guard let target, let body = target.body else { return nil }
          return (target.file, body, target.type, target.signature)
        }
        if let closure = tokens[(end + 1)..<close].firstIndex(of: "{"),
          let closureEnd = source.closing[closure]
        {
          return (file, (closure + 1)..<closureEnd, type, "closure")
        }
        end = close + 1
        continue
      }
      if [")", "]", "}"].contains(token) { return nil }
      if source.lines[end] != source.lines[end - 1], token != "." { return nil }
      end += 1
    }
    return nil
  }
}
