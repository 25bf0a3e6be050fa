// A planted data race that the live-threads check must catch.
//
// The job below writes a view model's property on a work queue's thread while the main thread
// reads it — the mistake a style makes when its background work touches state of the main
// thread's instead of handing the result back with `main.async`. With `--threads live` the job
// runs on a real thread, so ThreadSanitizer sees the race and halts (exit 66 with
// `halt_on_error=1`). `--fixed` hands the result back instead, as every style does, and must
// run clean. CI runs both under ThreadSanitizer, so a change that hid races from the check
// (a lock the loop took around every job, say) would fail it.

import Foundation
import MainLoop

/// State the main thread owns.
final class SearchViewModel: @unchecked Sendable {
  // Unchecked on purpose: this is the bug under test.
  var shops: [String] = []
}

let fixed = CommandLine.arguments.contains("--fixed")
let loop = MainLoop(mode: .virtual)
loop.threads = .live
loop.workLatency = .milliseconds(40)
let queue = WorkQueue(label: "race-canary.decoding", loop: loop)
let viewModel = SearchViewModel()

for round in 0..<20 {
  let decoded = (0..<50).map { "shop \(round)-\($0)" }
  queue.async { [main = queue.main] in
    if fixed {
      main.async { viewModel.shops = decoded }
    } else {
      viewModel.shops = decoded
    }
  }
  // The main thread renders what it has while the job runs.
  print("round \(round): \(viewModel.shops.count) shops shown")
  loop.advance(by: .milliseconds(40))
}
print(fixed ? "race-canary: the result handed back to main: no race" : "race-canary: done")
