// MARK: - Reading calls

extension RoleCallWalk {
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
  func parameterIndices(of call: Call, for function: RoleSourceIndex.Function) -> [Int]? {
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
  func isAssignment(after position: Int, in file: Int) -> Bool {
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
