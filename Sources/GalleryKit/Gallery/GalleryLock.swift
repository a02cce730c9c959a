import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Serializes commands on one gallery with an advisory `flock` on `<gallery>/.gallery.lock`.
///
/// A separate lock file, because the manifest itself is replaced by rename on every save (a lock on the
/// old inode would protect nothing). The lock is released when the process exits, however it exits,
/// so a killed command never leaves a gallery locked.
public final class GalleryLock {
  public static let fileName = ".gallery.lock"

  private let descriptor: Int32
  public let path: String

  /// Waits for the lock: says so through `onWait` after one second, gives up after `timeout` seconds.
  /// A gallery folder nobody can write to (read-only media) cannot be changed by anyone either, so a
  /// command that only reads it (`readOnly`) goes ahead without the lock there.
  public init(
    folder: String, timeout: Double, readOnly: Bool = false, onWait: (String) -> Void
  )
    throws(GalleryError)
  {
    path = folder + "/" + Self.fileName
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if fd < 0 && readOnly && (errno == EROFS || errno == EACCES) {
      descriptor = -1
      return
    }
    guard fd >= 0 else {
      throw .cannotWrite(path: path, message: "cannot open the lock file: \(FileSystem.lastError())")
    }
    let start = Date()
    var announced = false
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        let reason = FileSystem.lastError()
        close(fd)
        throw .cannotWrite(path: path, message: "cannot lock the gallery: \(reason)")
      }
      let waited = Date().timeIntervalSince(start)
      if waited >= timeout {
        close(fd)
        throw .locked(path: path, seconds: timeout)
      }
      if !announced && waited >= 1 {
        onWait("waiting for another gallery command to finish (lock \(path))…")
        announced = true
      }
      usleep(20_000)
    }
    descriptor = fd
  }

  deinit {
    guard descriptor >= 0 else { return }
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
