import GalleryCore

#if canImport(Glibc)
  import Glibc
#endif

/// A request body written to a file as it arrives (a photo dropped into the organizer), never held in
/// memory: created new in `folder` as `upload-<random>.part` (`O_EXCL`, `O_NOFOLLOW`, mode 0600, the
/// folder itself opened without following a link), bounded by `limit` bytes, flushed to disk when
/// whole. The file is removed when this goes away, so a body cut halfway, refused or over its limit
/// leaves nothing; the handler keeps one by renaming it away first (`HTTPRequest.bodyFile`).
final class HTTPBodyFile {
  /// The name's prefix and suffix in the staging folder: what `UploadPlacement.removeLeftovers` may
  /// remove there.
  static let prefix = "upload-"
  static let suffix = ".part"

  let path: String
  let limit: Int
  private(set) var count = 0
  private var fd: Int32
  /// The body's digest as it arrives: the file need not be read again to know it (`KnownDigests`).
  private(set) var digest = Hashing.DigestStream()

  init?(folder: String, limit: Int) {
    mkdir(folder, 0o700)
    let holder = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard holder >= 0 else { return nil }
    defer { Glibc.close(holder) }
    var generator = SystemRandomNumberGenerator()
    let random = (0..<2).map { _ in Hexadecimal.padded(generator.next() as UInt64, width: 16) }.joined()
    let name = Self.prefix + random + Self.suffix
    let fd = openat(holder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return nil }
    (self.fd, self.path, self.limit) = (fd, folder + "/" + name, limit)
  }

  /// Writes the next piece of the body; false (and nothing more is written) when it would pass the
  /// limit or cannot be written.
  func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard fd >= 0, let start = bytes.baseAddress else { return false }
    guard count + bytes.count <= limit else {
      discard()
      return false
    }
    var written = 0
    while written < bytes.count {
      let result = write(fd, start + written, bytes.count - written)
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else {
        discard()
        return false
      }
      written += result
    }
    count += bytes.count
    digest.append(bytes)
    return true
  }

  /// The body is whole: flushed to disk and closed. False when it could not be.
  func finish() -> Bool {
    guard fd >= 0 else { return false }
    // Readable as the folder's other photos are once placed (the staging folder itself is 0700).
    let flushed = fchmod(fd, 0o644) == 0 && fsync(fd) == 0
    Glibc.close(fd)
    fd = -1
    return flushed
  }

  /// Closes the file early (it is removed when this goes away).
  func discard() {
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }

  deinit {
    discard()
    unlink(path)
  }
}
