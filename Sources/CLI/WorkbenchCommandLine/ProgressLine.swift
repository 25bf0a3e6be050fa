import Reports


/// A one-line status rewritten in place with carriage returns; silent when output is piped.
struct ProgressLine {
  let enabled: Bool

  init(enabled: Bool = Terminal.isInteractiveOutput) {
    self.enabled = enabled
  }

  func update(_ text: String) {
    guard enabled else { return }
    Terminal.write("\r\u{1B}[K" + text)
  }

  func clear() {
    guard enabled else { return }
    Terminal.write("\r\u{1B}[K")
  }
}
