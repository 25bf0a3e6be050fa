
#if os(Linux)
  import Glibc

  /// The file system's immutable attribute (`chattr +i`): no process, root included, may
  /// write, rename or delete the file, or create files in the folder, while it is set.
  enum ImmutableFlag {
    /// Sets or clears the flag; false when the file system or the process's capabilities
    /// refuse (e.g. tmpfs, or a container without `CAP_LINUX_IMMUTABLE`).
    static func set(_ isOn: Bool, at path: String) -> Bool {
      let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      var flags: Int32 = 0
      guard withUnsafeMutablePointer(to: &flags, { ioctl(descriptor, getFlags, $0) }) == 0 else {
        return false
      }
      flags = isOn ? flags | immutable : flags & ~immutable
      return withUnsafeMutablePointer(to: &flags) { ioctl(descriptor, setFlags, $0) } == 0
    }

    /// `FS_IOC_GETFLAGS` and `FS_IOC_SETFLAGS` (`_IOR`/`_IOW('f', 1/2, long)` on 64-bit
    /// Linux; the kernel reads and writes an `int`), and `FS_IMMUTABLE_FL`.
    private static let getFlags: UInt = 0x8008_6601
    private static let setFlags: UInt = 0x4008_6602
    private static let immutable: Int32 = 0x10
  }
#else
  /// The immutable attribute is used on Linux only; elsewhere permissions bind the process.
  enum ImmutableFlag {
    static func set(_ isOn: Bool, at path: String) -> Bool { false }
  }
#endif
