import Foundation
import GalleryCore

#if canImport(Glibc)
  import Glibc
#endif

/// Serializes commands on one gallery with an advisory `flock` on `<gallery>/.gallery.lock`, and
/// builds into one output folder with `.<output>.lock` beside it (two galleries built into one folder at
/// once would otherwise race for its staging and spare folders).
///
/// A separate lock file, because the manifest and the site are replaced by rename (a lock on the old
/// inode would protect nothing). The lock is released when the process exits, however it exits, so a
/// killed command never leaves a gallery locked. Locks are always taken gallery first, output second.
public final class GalleryLock {
  public static let fileName = ".gallery.lock"

  private let descriptor: Int32
  public let path: String

  /// Waits for the lock: says so through `onWait` after one second, gives up after `timeout` seconds.
  /// A gallery folder nobody can write to (read-only media) cannot be changed by anyone either, so a
  /// command that only reads it (`readOnly`) goes ahead without the lock there.
  public convenience init(
    folder: String, timeout: Double, readOnly: Bool = false, onWait: (String) -> Void
  ) throws(GalleryError) {
    try self.init(
      lockFile: folder + "/" + Self.fileName, timeout: timeout, readOnly: readOnly, onWait: onWait)
  }

  /// The lock on an output folder (absolute and canonical), held while a site is written into it.
  public static func forOutput(
    _ destination: String, timeout: Double, onWait: (String) -> Void
  ) throws(GalleryError) -> GalleryLock {
    let parent = FileSystem.parentPath(of: destination)
    let name = FileSystem.sideName(of: FileSystem.lastComponent(of: destination), suffix: ".lock")
    try FileSystem.makeDirectories(parent.isEmpty ? "." : parent)
    return try GalleryLock(
      lockFile: (parent.isEmpty ? "." : parent) + "/" + name, timeout: timeout, onWait: onWait)
  }

  /// The lock file is opened without following a symbolic link and without blocking on a FIFO, so
  /// something else put under its name makes the command fail, never hang or write elsewhere.
  init(
    lockFile: String, timeout: Double, readOnly: Bool = false, onWait: (String) -> Void
  ) throws(GalleryError) {
    path = lockFile
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
    if fd < 0 && readOnly && (errno == EROFS || errno == EACCES) {
      descriptor = -1
      return
    }
    guard fd >= 0 else {
      throw .cannotWrite(path: path, message: "cannot open the lock file: \(FileSystem.lastError())")
    }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      throw .cannotWrite(path: path, message: "the lock file is not a regular file; remove it")
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
