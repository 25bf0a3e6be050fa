// MARK: - Code and strings


extension SwiftSourceScanner {
  mutating func scanCode(_ byte: UInt8) {
    if ASCII.isWhitespace(byte) {
      flushIdentifier()
      index += 1
    } else if byte == ASCII.slash, peek(1) == ASCII.slash {
      flushIdentifier()
      while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
    } else if byte == ASCII.slash, peek(1) == ASCII.star {
      flushIdentifier()
      stack.append(.blockComment(depth: 1))
      index += 2
    } else if ASCII.isIdentifier(byte) {
      lineHasCode = true
      pendingIdentifier.append(byte)
      index += 1
    } else {
      lineHasCode = true
      flushIdentifier()
      scanPunctuation(byte)
    }
  }

  mutating func scanPunctuation(_ byte: UInt8) {
    var hashes = 0
    while peek(hashes) == ASCII.hash { hashes += 1 }
    if peek(hashes) == ASCII.quote {
      let multiline = matches(ASCII.quote, count: 3, at: hashes)
      stack.append(.string(hashes: hashes, multiline: multiline))
      append(token: "\"")
      index += hashes + (multiline ? 3 : 1)
      return
    }
    switch byte {
    case ASCII.backtick:
      var end = index + 1
      while end < bytes.count, bytes[end] != ASCII.backtick, bytes[end] != ASCII.newline {
        end += 1
      }
      guard end < bytes.count, bytes[end] == ASCII.backtick else { break }
      append(token: String(decoding: bytes[index...end], as: UTF8.self))
      index = end + 1
      return
    case ASCII.openParenthesis:
      if case .interpolation(let depth) = stack.last {
        stack[stack.count - 1] = .interpolation(depth: depth + 1)
      }
    case ASCII.closeParenthesis:
      if case .interpolation(let depth) = stack.last {
        stack.removeLast()
        if depth > 1 {
          stack.append(.interpolation(depth: depth - 1))
        } else {
          // The end of the interpolation, whose `\(` left no token either.
          index += 1
          return
        }
      }
    default:
      break
    }
    append(token: String(decoding: [byte], as: UTF8.self))
    index += 1
  }

  mutating func scanString(_ byte: UInt8, hashes: Int, multiline: Bool) {
    if !ASCII.isWhitespace(byte) { lineHasCode = true }
    if byte == ASCII.backslash, matches(ASCII.hash, count: hashes, at: 1) {
      let after = index + 1 + hashes
      if after < bytes.count, bytes[after] == ASCII.openParenthesis {
        stack.append(.interpolation(depth: 1))
        index = after + 1
      } else {
        index = after < bytes.count && bytes[after] != ASCII.newline ? after + 1 : after
      }
    } else if byte == ASCII.quote, matches(ASCII.quote, count: multiline ? 3 : 1, at: 0) {
      let quotes = multiline ? 3 : 1
      if matches(ASCII.hash, count: hashes, at: quotes) {
        stack.removeLast()
        index += quotes + hashes
      } else {
        index += 1
      }
    } else {
      index += 1
    }
  }

  mutating func flushIdentifier() {
    guard !pendingIdentifier.isEmpty else { return }
    append(token: String(decoding: pendingIdentifier, as: UTF8.self))
    pendingIdentifier.removeAll(keepingCapacity: true)
  }
}
