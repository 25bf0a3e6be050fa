/// Reports an error that reached a UI binding, which must never fail: debug builds stop
/// here, release builds log it and carry on.
func bindingError(_ error: Swift.Error) {
  let message = "Binding error to UI: \(error)"
  assertionFailure(message)
  print(message)
}
