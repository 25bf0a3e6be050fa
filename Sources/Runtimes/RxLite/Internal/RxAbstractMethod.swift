/// Traps: a subclass failed to override an abstract member.
@usableFromInline func rxAbstractMethod(
  file: StaticString = #file, line: UInt = #line
) -> Swift.Never {
  fatalError("Abstract method", file: file, line: line)
}
