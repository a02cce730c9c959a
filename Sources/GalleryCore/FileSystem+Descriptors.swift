#if canImport(Glibc)
  import Glibc
#endif

// Open files: what the callers of `openForReading` (and of the two opens below) do with a descriptor.
extension FileSystem {
  /// Closes a descriptor one of `FileSystem`'s opens gave.
  package static func close(_ fd: Int32) {
    _ = Glibc.close(fd)
  }

  /// Up to `count` bytes from `offset` (`pread`, so the descriptor's own offset does not move), fewer
  /// at the end of the file; nil on a read error (the reason in `lastError()`).
  package static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(fd, buffer.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
      }
      if got < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if got == 0 { break }
      done += got
    }
    bytes.removeSubrange(done...)
    return bytes
  }

  /// Opens an existing file to change bytes inside it (`O_RDWR`), never through a final symbolic link;
  /// nil when it cannot (the reason in `lastError()`). The caller closes it.
  package static func openForUpdating(_ path: String) -> Int32? {
    let fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
    return fd >= 0 ? fd : nil
  }

  /// Writes `bytes` at `offset` in one `pwrite`; whether all of them were written.
  package static func overwrite(_ fd: Int32, with bytes: [UInt8], at offset: Int) -> Bool {
    let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }
    return written == bytes.count
  }
}
