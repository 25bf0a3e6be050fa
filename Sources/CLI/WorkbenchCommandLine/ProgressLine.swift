import Reports

/// Where a long run is: on a terminal one status line rewritten in place with carriage
/// returns; otherwise (a CI log, a pipe) a plain line per update, so the log is never silent
/// until the end.
struct ProgressLine {
  let console: Console

  init(console: Console = Console()) {
    self.console = console
  }

  func update(_ text: String) {
    if console.isTerminal {
      console.write("\r\u{1B}[K" + text)
    } else {
      console.write(text + "\n")
    }
  }

  func clear() {
    guard console.isTerminal else { return }
    console.write("\r\u{1B}[K")
  }
}
