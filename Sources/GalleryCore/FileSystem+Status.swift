#if canImport(Glibc)
  import Glibc
#endif

extension FileSystem {
  /// What `stat` says of a file, in the tool's own types, so that no caller needs Glibc's `stat`.
  package struct FileStatus: Equatable, Sendable {
    package enum Kind: Sendable { case file, folder, symbolicLink, other }

    package var kind: Kind
    package var device: UInt64
    package var inode: UInt64
    package var size: Int
    package var modified: FileTime
    /// The status change time (`st_ctime`): moves on with every write, rename, link or permission change.
    package var changed: FileTime
    /// The permission bits (`mode & 0o7777`).
    package var permissions: UInt32

    init(_ info: stat) {
      switch info.st_mode & S_IFMT {
      case S_IFREG: kind = .file
      case S_IFDIR: kind = .folder
      case S_IFLNK: kind = .symbolicLink
      default: kind = .other
      }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int(info.st_size)
      modified = FileTime(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
      changed = FileTime(seconds: Int(info.st_ctim.tv_sec), nanoseconds: Int(info.st_ctim.tv_nsec))
      permissions = UInt32(info.st_mode & 0o7777)
    }
  }

  /// The status of an open file (`fstat`), or nil (the reason in `lastError()`).
  package static func status(ofOpened fd: Int32) -> FileStatus? {
    var info = stat()
    return fstat(fd, &info) == 0 ? FileStatus(info) : nil
  }

  /// The status of `path` (`stat`, or `lstat` when `followingLinks` is false: a link is then a
  /// `.symbolicLink`), or nil (the reason in `lastError()`).
  package static func status(_ path: String, followingLinks: Bool) -> FileStatus? {
    var info = stat()
    let found = followingLinks ? stat(path, &info) : lstat(path, &info)
    return found == 0 ? FileStatus(info) : nil
  }
}
