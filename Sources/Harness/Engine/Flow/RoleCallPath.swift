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
        var walk = Walk(index: index)
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
    var walk = Walk(index: index)
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

// MARK: - Following calls

/// A closure literal handed to a role function, with where it was written.
private final class ClosureValue {
  let file: Int
  let body: Range<Int>
  let owner: String
  let bindings: [String: ClosureValue]

  init(file: Int, body: Range<Int>, owner: String, bindings: [String: ClosureValue]) {
    self.file = file
    self.body = body
    self.owner = owner
    self.bindings = bindings
  }
}

private struct Walk {
  let index: RoleSourceIndex
  var hops: [RoleCallPath.Hop] = []
  /// Functions being followed, so recursion stops.
  var active: Set<String> = []
  /// Functions already followed without closures: walking them again draws nothing new.
  var walked: Set<String> = []

  init(index: RoleSourceIndex) {
    self.index = index
  }

  mutating func follow(
    _ range: Range<Int>, in file: Int, type: String, bindings: [String: ClosureValue],
    depth: Int, mark: RoleCallPath.Mark? = nil
  ) {
    guard depth <= RoleCallPath.depthLimit else { return }
    let source = index.files[file]
    let tokens = source.tokens
    let baseDepth = source.branchDepth[max(range.lowerBound - 1, 0)]
    var skipped: [Range<Int>] = []
    var position = range.lowerBound
    while position < range.upperBound, hops.count < RoleCallPath.hopLimit {
      if let skip = skipped.first(where: { $0.contains(position) }) {
        position = skip.upperBound
        continue
      }
      let token = tokens[position]
      let here = mark ?? (source.branchDepth[position] > baseDepth ? .branch : nil)
      guard SourceTokens.isIdentifier(token) else {
        position += 1
        continue
      }
      let previous = position > 0 ? tokens[position - 1] : ""
      let call = previous == "func" ? nil : call(at: position, in: file)
      if previous != ".", let closure = bindings[token], let call {
        callBack(
          closure, named: token, call: call, at: position, in: file, from: type, depth: depth,
          mark: here)
        position = call.end
        continue
      }
      if let call, let target = resolve(token, call: call, at: position, in: file, type: type) {
        var calleeBindings: [String: ClosureValue] = [:]
        for (argument, parameter) in zip(call.arguments, target.parameterIndices) {
          guard parameter < target.function.parameters.count else { continue }
          let name = target.function.parameters[parameter]
          if let literal = closureLiteral(argument.value, in: file, owner: type, bindings: bindings)
          {
            calleeBindings[name] = literal
            skipped.append(argument.value)
          } else if argument.value.count == 1,
            let passed = bindings[tokens[argument.value.lowerBound]]
          {
            calleeBindings[name] = passed
          }
        }
        if target.function.type != type {
          record(
            from: type, to: target.function.type, label: target.function.signature, at: position,
            in: file, mark: here)
        }
        let key = "\(target.function.type).\(target.function.signature)"
        if let body = target.function.body, !active.contains(key),
          !calleeBindings.isEmpty || walked.insert(key + (here?.rawValue ?? "")).inserted
        {
          active.insert(key)
          follow(
            body, in: target.function.file, type: target.function.type, bindings: calleeBindings,
            depth: depth + 1, mark: here)
          active.remove(key)
        }
        position += 1
        continue
      }
      if let call, hands(call, named: token, previous: previous) {
        // A call into the platform, the domain or a runtime: the closures it is given run when
        // it calls them back, which the source does not say; their calls are marked so.
        for argument in call.arguments {
          if let literal = closureLiteral(argument.value, in: file, owner: type, bindings: bindings)
          {
            follow(
              literal.body, in: file, type: type, bindings: bindings, depth: depth + 1,
              mark: .closure)
            skipped.append(argument.value)
          } else if argument.value.count == 1,
            let passed = bindings[tokens[argument.value.lowerBound]]
          {
            callBack(
              passed, named: tokens[argument.value.lowerBound], call: nil, at: position,
              in: file, from: type, depth: depth, mark: .closure)
          }
        }
        position += 1
        continue
      }
      if !["var", "let", "."].contains(previous)
        || (position > 1 && tokens[position - 2] == "self"),
        let didSet = index.properties[type]?[token]?.didSet, isAssignment(after: position, in: file)
      {
        let key = "\(type).\(token).didSet"
        if !active.contains(key) {
          active.insert(key)
          follow(
            didSet.body, in: didSet.file, type: type, bindings: [:], depth: depth + 1, mark: here)
          active.remove(key)
        }
      }
      position += 1
    }
  }

  /// Follows `closure`, called back by the name `name` it was handed over as.
  private mutating func callBack(
    _ closure: ClosureValue, named name: String, call: Call?, at position: Int, in file: Int,
    from type: String, depth: Int, mark: RoleCallPath.Mark?
  ) {
    let arguments = call.map { $0.arguments.isEmpty ? "()" : "(…)" } ?? "(…)"
    record(
      from: type, to: closure.owner, label: name + arguments, at: position, in: file, mark: mark)
    follow(
      closure.body, in: closure.file, type: closure.owner, bindings: closure.bindings,
      depth: depth + 1, mark: mark)
  }

  /// The closure literal `range` holds (`{ … }`), if it is one.
  private func closureLiteral(
    _ range: Range<Int>, in file: Int, owner: String, bindings: [String: ClosureValue]
  ) -> ClosureValue? {
    let source = index.files[file]
    guard range.count > 1, source.tokens[range.lowerBound] == "{",
      source.closing[range.lowerBound] == range.upperBound - 1
    else { return nil }
    return ClosureValue(
      file: file, body: (range.lowerBound + 1)..<(range.upperBound - 1), owner: owner,
      bindings: bindings)
  }

  /// Whether `call` of `name` is a call that may be handed closures: with parentheses, or with
  /// only a trailing closure after a member (`.observeNext {`) or a type (`Task {`) — not an
  /// `if x {`.
  private func hands(_ call: Call, named name: String, previous: String) -> Bool {
    call.trailingClosures < call.arguments.count || previous == "."
      || name.first?.isUppercase == true
  }

  private mutating func record(
    from: String, to: String, label: String, at position: Int, in file: Int,
    mark: RoleCallPath.Mark?
  ) {
    guard from != to else { return }
    let source = index.files[file]
    let hop = RoleCallPath.Hop(
      from: from, to: to, label: label, location: "\(source.file):\(source.lines[position])",
      mark: mark)
    // A call reached again along another branch is drawn once, where it is first reached.
    guard !hops.contains(hop) else { return }
    hops.append(hop)
  }

  // MARK: - Calls

  struct Call {
    struct Argument {
      let label: String?
      let value: Range<Int>
    }
    var arguments: [Argument]
    /// The first token after the call.
    var end: Int
    var trailingClosures: Int
  }

  /// The call whose callee name is at `position` (`name(…)`, `name?(…)`, `name { … }`).
  func call(at position: Int, in file: Int) -> Call? {
    let source = index.files[file]
    let tokens = source.tokens
    var open = position + 1
    if open < tokens.count, tokens[open] == "?" || tokens[open] == "!" { open += 1 }
    guard open < tokens.count else { return nil }
    var arguments: [Call.Argument] = []
    var end = open
    if tokens[open] == "(", let close = source.closing[open] {
      for part in RoleSourceIndex.split(tokens, (open + 1)..<close, closing: source.closing) {
        if part.count > 2, SourceTokens.isIdentifier(tokens[part.lowerBound]),
          tokens[part.lowerBound + 1] == ":"
        {
          arguments.append(
            .init(label: tokens[part.lowerBound], value: (part.lowerBound + 2)..<part.upperBound))
        } else {
          arguments.append(.init(label: nil, value: part))
        }
      }
      end = close + 1
    } else if tokens[open] != "{" || open != position + 1
      || source.lines[open] != source.lines[position] || source.branchBraces.contains(open)
    {
      return nil
    }
    var trailing = 0
    while end < tokens.count, tokens[end] == "{", source.lines[end] == source.lines[end - 1],
      !source.branchBraces.contains(end), let close = source.closing[end]
    {
      arguments.append(.init(label: nil, value: end..<(close + 1)))
      trailing += 1
      end = close + 1
    }
    return Call(arguments: arguments, end: end, trailingClosures: trailing)
  }

  /// The role function a call of `name` reaches, and which parameter each argument fills.
  func resolve(_ name: String, call: Call, at position: Int, in file: Int, type: String)
    -> (function: RoleSourceIndex.Function, parameterIndices: [Int])?
  {
    let tokens = index.files[file].tokens
    var receiverTypes: Set<String>?
    if position > 0, tokens[position - 1] == "." {
      var receiver = position - 2
      while receiver >= 0, tokens[receiver] == "?" || tokens[receiver] == "!" { receiver -= 1 }
      if receiver >= 0 {
        let word = tokens[receiver]
        let isSelf = word == "self" && (receiver == 0 || tokens[receiver - 1] != ".")
        receiverTypes = isSelf ? [type] : index.referents(of: word, in: type)
        if receiverTypes == nil, word.first?.isUppercase == true { receiverTypes = [word] }
      }
    } else {
      receiverTypes = [type]
    }
    let matches = index.functions.compactMap { function -> (RoleSourceIndex.Function, [Int])? in
      guard function.name == name, function.body != nil,
        let indices = parameterIndices(of: call, for: function)
      else { return nil }
      return (function, indices)
    }
    // A receiver the index cannot type (a local, a call's result) is not guessed at.
    guard let receiverTypes else { return nil }
    return matches.first { receiverTypes.contains($0.0.type) }
  }

  /// Which parameter of `function` each argument of `call` fills, or nil when they do not fit:
  /// labelled arguments in order (parameters with defaults may be left out), trailing closures
  /// last.
  private func parameterIndices(of call: Call, for function: RoleSourceIndex.Function) -> [Int]? {
    let labels = function.labels
    var indices: [Int] = []
    var next = 0
    let parenthesized = call.arguments.count - call.trailingClosures
    for argument in call.arguments.prefix(parenthesized) {
      let label = argument.label ?? "_"
      while next < labels.count, labels[next] != label { next += 1 }
      guard next < labels.count else { return nil }
      indices.append(next)
      next += 1
    }
    let firstTrailing = labels.count - call.trailingClosures
    guard firstTrailing >= next else { return nil }
    indices += Array(firstTrailing..<labels.count)
    if call.trailingClosures == 0, parenthesized == 0, !labels.isEmpty { return nil }
    return indices
  }

  /// Whether the property named at `position` is assigned to (`=`, `+=`, …), directly or
  /// through a member (`state.count = 1`).
  private func isAssignment(after position: Int, in file: Int) -> Bool {
    let tokens = index.files[file].tokens
    var cursor = position + 1
    while cursor + 1 < tokens.count, tokens[cursor] == ".",
      SourceTokens.isIdentifier(tokens[cursor + 1])
    {
      cursor += 2
    }
    guard cursor + 1 < tokens.count else { return false }
    if tokens[cursor] == "=" { return tokens[cursor + 1] != "=" }
    return ["+", "-", "*", "/", "&", "|"].contains(tokens[cursor]) && tokens[cursor + 1] == "="
  }
}
