import Foundation
import GalleryCore

/// Serializes commands on one gallery with an advisory `flock` on `<gallery>/.gallery.lock`, and
/// builds into one output folder with `.<output>.lock` beside it (two galleries built into one folder at
/// once would otherwise race for its staging and spare folders).
///
/// A separate lock file, because the manifest and the site are replaced by rename (a lock on the old
/// inode would protect nothing). The lock is released when the process exits, however it exits, so a
/// killed command never leaves a gallery locked. Locks are always taken gallery first, output second.
package final class GalleryLock {
  package static let fileName = ".gallery.lock"

  private let descriptor: Int32
  package let path: String

  /// Waits for the lock: says so through `onWait` after one second, gives up after `timeout` seconds.
  /// A gallery folder nobody can write to (read-only media) cannot be changed by anyone either, so a
  /// command that only reads it (`readOnly`) goes ahead without the lock there.
  /// `shared`: held by several readers at once (each shard of `gallery images`), while every command
  /// that takes it whole (a build, a move) waits for all of them, and they for it.
  package convenience init(
    folder: String, timeout: Double, readOnly: Bool = false, shared: Bool = false, onWait: (String) -> Void
  ) throws(GalleryError) {
    try self.init(
      lockFile: folder + "/" + Self.fileName, timeout: timeout, readOnly: readOnly, shared: shared,
      onWait: onWait)
  }

  /// The lock on an output folder (absolute and canonical), held while a site is written into it.
  package static func forOutput(
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
    lockFile: String, timeout: Double, readOnly: Bool = false, shared: Bool = false,
    onWait: (String) -> Void
  ) throws(GalleryError) {
    path = lockFile
    let fd: Int32
    switch FileSystem.openLockFile(path) {
    case .success(let opened): fd = opened
    case .failure(.cannotOpen(_, isReadOnly: true)) where readOnly:
      descriptor = -1
      return
    case .failure(.cannotOpen(let reason, _)):
      throw .cannotWrite(path: path, message: "cannot open the lock file: \(reason)")
    case .failure(.notRegular):
      throw .cannotWrite(path: path, message: "the lock file is not a regular file; remove it")
    }
    let start = Date()
    var announced = false
    while true {
      switch FileSystem.tryLock(fd, shared: shared) {
      case .taken:
        descriptor = fd
        return
      case .failed(let reason):
        FileSystem.close(fd)
        throw .cannotWrite(path: path, message: "cannot lock the gallery: \(reason)")
      case .busy:
        break
      }
      let waited = Date().timeIntervalSince(start)
      if waited >= timeout {
        FileSystem.close(fd)
        throw .locked(path: path, seconds: timeout)
      }
      if !announced && waited >= 1 {
        onWait("waiting for another gallery command to finish (lock \(path))…")
        announced = true
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  deinit {
    guard descriptor >= 0 else { return }
    FileSystem.unlock(descriptor)
    FileSystem.close(descriptor)
  }
}
