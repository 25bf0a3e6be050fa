import Engine
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe the signal handler wakes the cleanup thread through: set before
/// any handler is installed and reset after every handler is removed.
// Safe: written only by `InterruptCleanup` on the main actor while no handler is installed;
// the handler only reads it, and `write(2)` is async-signal-safe.
private nonisolated(unsafe) var wakeDescriptor: Int32 = -1

/// Ctrl-C and SIGTERM during a run: the run's scratch folders are removed, then the signal
/// ends the process as it would have without the handler (exit status 130 or 143 in a shell).
/// While a ``StopRequest/interrupt`` is armed, the first signal only asks for a stop.
///
/// The handler itself only writes the signal's number to a pipe (all a signal handler may
/// safely do); a thread of its own reads it, removes the folders and finishes.
@MainActor
public enum InterruptCleanup {
  private static var installed: [Int32] = []

  /// Handles `signals` from now on: each removes `folders`' folders, then calls `finish` with
  /// the signal (by default: ends the process by that signal).
  public static func install(
    signals: [Int32] = [SIGINT, SIGTERM], folders: ScratchFolders = .live,
    finish: @escaping @Sendable (Int32) -> Void = endProcess
  ) {
    guard installed.isEmpty else { return }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    let readEnd = ends[0]
    wakeDescriptor = ends[1]
    Thread.detachNewThread(waitForSignals(readEnd, folders: folders, finish: finish))
    for number in signals {
      signal(number) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(wakeDescriptor, &byte, 1)
      }
    }
    installed = signals
  }

  /// Restores the default action of every signal ``install(signals:folders:finish:)``
  /// handled, and lets its thread end.
  public static func uninstall() {
    for number in installed { signal(number, SIG_DFL) }
    installed = []
    if wakeDescriptor >= 0 { close(wakeDescriptor) }
    wakeDescriptor = -1
  }

  /// The cleanup thread: reads signal numbers until the pipe closes.
  private nonisolated static func waitForSignals(
    _ descriptor: Int32, folders: ScratchFolders, finish: @escaping @Sendable (Int32) -> Void
  ) -> @Sendable () -> Void {
    {
      var byte: UInt8 = 0
      while read(descriptor, &byte, 1) == 1 {
        if StopRequest.interrupt.absorb() { continue }
        // A build writing into a scratch copy is stopped before the copy goes.
        ChildProcess.terminateRunning()
        folders.removeAll()
        finish(Int32(byte))
      }
      close(descriptor)
    }
  }

  /// Ends the process by `number`, with its default action.
  @Sendable
  public nonisolated static func endProcess(_ number: Int32) {
    signal(number, SIG_DFL)
    raise(number)
  }
}
