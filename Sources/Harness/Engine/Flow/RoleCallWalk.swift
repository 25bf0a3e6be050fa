/// Follows calls through a ``RoleSourceIndex``, collecting the hops between role types.
struct RoleCallWalk {
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
    _ range: Range<Int>, in file: Int, type: String, bindings: [String: RoleClosure],
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
        var calleeBindings: [String: RoleClosure] = [:]
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
    _ closure: RoleClosure, named name: String, call: Call?, at position: Int, in file: Int,
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
    _ range: Range<Int>, in file: Int, owner: String, bindings: [String: RoleClosure]
  ) -> RoleClosure? {
    let source = index.files[file]
    guard range.count > 1, source.tokens[range.lowerBound] == "{",
      source.closing[range.lowerBound] == range.upperBound - 1
    else { return nil }
    return RoleClosure(
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
}
