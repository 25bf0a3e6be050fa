import UIKitLite

/// A short fingerprint of a snapshot trace, so a baseline can tell a changed trace from the
/// same one without storing every screen: 64-bit FNV-1a over the trace's lines, as
/// `fnv1a64:` and 16 hex digits.
///
/// The hash is fixed (unlike Swift's `Hasher`, which is seeded per process), so the same trace
/// gives the same digest in every run, on every machine.
public enum TraceDigest {
  /// The digest of `trace`: each snapshot's lines, then a separator, in step order.
  public static func of(_ trace: [ScreenSnapshot]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    for snapshot in trace {
      for line in snapshot.lines {
        for byte in line.utf8 { mix(byte) }
        mix(0x0A)
      }
      mix(0x1E)
    }
    let digits = String(hash, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
