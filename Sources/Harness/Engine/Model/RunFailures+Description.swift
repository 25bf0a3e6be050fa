// MARK: - Readable failures


extension StepError: CustomStringConvertible {
  public var description: String { "line \(line): \(message)" }
}

extension ExpectationFailure: Error, CustomStringConvertible {
  public var description: String {
    "line \(line): `\(source)` expected \(expected), found \(actual)"
  }
}
