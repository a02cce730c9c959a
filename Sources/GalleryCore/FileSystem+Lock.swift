#if canImport(Glibc)
  import Glibc
#endif

// Advisory locks on lock files (`GalleryLock`): the kernel drops them when the process ends, however
// it ends.
extension FileSystem {
  /// Why a lock file could not be opened.
  package enum LockFileRefusal: Error {
    /// The system's reason; `isReadOnly` when the folder cannot be written to (read-only media, no
    /// permission), which a command that only reads may go ahead without.
    case cannotOpen(reason: String, isReadOnly: Bool)
    /// Something else is under the lock file's name (a FIFO, a folder).
    case notRegular
  }

  /// Opens (creating it) a lock file without following a symbolic link and without blocking on a FIFO,
  /// so something else put under its name makes the command fail, never hang or write elsewhere.
  package static func openLockFile(_ path: String) -> Result<Int32, LockFileRefusal> {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
    guard fd >= 0 else {
      let isReadOnly = errno == EROFS || errno == EACCES
      return .failure(.cannotOpen(reason: lastError(), isReadOnly: isReadOnly))
    }
    guard status(ofOpened: fd)?.kind == .file else {
      close(fd)
      return .failure(.notRegular)
    }
    return .success(fd)
  }

  /// What one try at an exclusive lock gave.
  package enum LockAttempt: Equatable {
    case taken
    /// Another process holds it (or the try was interrupted): try again later.
    case busy
    /// The lock cannot be taken at all: the system's reason.
    case failed(String)
  }

  /// One try at an exclusive `flock` on an open lock file, without waiting; `shared`: a lock others
  /// may hold at once (the shards of `gallery images`), which still keeps out an exclusive one.
  package static func tryLock(_ fd: Int32, shared: Bool = false) -> LockAttempt {
    if flock(fd, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0 { return .taken }
    return errno == EWOULDBLOCK || errno == EINTR ? .busy : .failed(lastError())
  }

  /// Releases a lock `tryLock` took (closing the file releases it too).
  package static func unlock(_ fd: Int32) {
    _ = flock(fd, LOCK_UN)
  }
}
