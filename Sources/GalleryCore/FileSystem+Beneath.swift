import CGallerySystem

#if canImport(Glibc)
  import Glibc
#endif

// Opening a file by a path that must not lead outside a folder (`gallery serve` answers addresses with
// the site's files): the kernel checks the whole path at open time, so nothing can be swapped in
// between a check and the open.
extension FileSystem {
  /// How `openBeneath` opened a file.
  package enum OpenedBeneath {
    /// By the path itself, with no symbolic link on the way.
    case direct(Int32)
    /// Through symbolic links that stay inside the folder: where it really is is for the caller to
    /// judge (`openedPath`).
    case throughLinks(Int32)
  }

  /// Opens a folder to open files beneath it (`openBeneath`); nil when it cannot. The caller closes it.
  package static func openFolder(_ path: String) -> Int32? {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    return fd >= 0 ? fd : nil
  }

  /// Opens `path` beneath the open `folder`, never outside it (`cg_open_beneath`, openat2's
  /// `RESOLVE_BENEATH`): first with no symbolic link allowed on the way; when the path has one (or the
  /// kernel has no openat2), following links only while they stay inside. A kernel without openat2
  /// gets a component-by-component walk that follows no link at all. Nil when it cannot be opened.
  package static func openBeneath(_ path: String, in folder: Int32) -> OpenedBeneath? {
    let direct = cg_open_beneath(folder, path, 0)
    if direct >= 0 { return .direct(direct) }
    guard errno == ELOOP || errno == ENOSYS else { return nil }
    let fd = openFollowingLinks(path, beneath: folder)
    return fd >= 0 ? .throughLinks(fd) : nil
  }

  /// Opens the folder `path` (relative; empty for `folder` itself) beneath `folder` with no symbolic
  /// link on the way (openat2), to work in it by name: a link swapped in for one of its folders after
  /// a check cannot lead what is done there elsewhere. Nil when it cannot (errno says why). The caller
  /// closes it.
  package static func openFolder(_ path: String, beneath folder: String) -> Int32? {
    guard let root = openFolder(folder) else { return nil }
    guard !path.isEmpty else { return root }
    defer { close(root) }
    guard case .direct(let fd)? = openBeneath(path, in: root) else {
      if errno == 0 { errno = ELOOP }
      return nil
    }
    return fd
  }

  /// Removes the file `path` (relative) beneath `folder`, unlinked from its folder opened by
  /// `openFolder(_:beneath:)`. False, removing nothing, when it cannot.
  package static func removeFile(_ path: String, beneath folder: String) -> Bool {
    guard let holder = openFolder(parentPath(of: path), beneath: folder) else { return false }
    defer { close(holder) }
    return removeFile(named: lastComponent(of: path), in: holder)
  }

  /// Writes a new file `name` in the open folder `holder`: created new or not at all. A file or link
  /// already there is not this call's (a person's, in a site's folder): it is refused, never unlinked,
  /// written into or followed. A file it created and could not write whole is removed again.
  package static func writeFile(named name: String, in holder: Int32, _ bytes: [UInt8]) throws(GalleryError) {
    let fd = openat(holder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .cannotWrite(path: name, message: lastError()) }
    defer { close(fd) }
    do throws(GalleryError) {
      try writeAll(fd, bytes, path: name)
    } catch {
      unlinkat(holder, name, 0)
      throw error
    }
  }

  /// Removes the file `name` from the open folder `holder`.
  @discardableResult
  package static func removeFile(named name: String, in holder: Int32) -> Bool {
    unlinkat(holder, name, 0) == 0
  }

  /// Renames `name` to `newName`, both in the open folder `holder`.
  package static func rename(named name: String, to newName: String, in holder: Int32) -> Bool {
    renameat(holder, name, holder, newName) == 0
  }

  private static func openFollowingLinks(_ path: String, beneath folder: Int32) -> Int32 {
    let fd = cg_open_beneath(folder, path, 1)
    guard fd < 0, errno == ENOSYS else { return fd }
    var current = dup(folder)
    let parts = path.split(separator: "/")
    for (index, part) in parts.enumerated() {
      let isLast = index == parts.count - 1
      let next = openat(
        current, String(part), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (isLast ? 0 : O_DIRECTORY))
      close(current)
      guard next >= 0 else { return -1 }
      current = next
    }
    return current
  }
}
