import CGallerySystem

#if canImport(Glibc)
  import Glibc
#endif

/// The plain renames, links and removals the site's writer puts a site in place with (and the cache
/// its files). Their safety is the order the writer makes them in (see `SiteWriter`), so they are no
/// more than the calls: each says whether it worked and leaves `errno` for `lastError()`. Wrapped here
/// so every call the tool makes to the file system is in `FileSystem`.
extension FileSystem {
  /// `rename(2)`: `source` takes the name `target`, replacing a file there in one step.
  @discardableResult
  package static func rename(_ source: String, to target: String) -> Bool {
    Glibc.rename(source, target) == 0
  }

  /// `renameat2(RENAME_EXCHANGE)`: two paths swap what they name, in one step. False where the file
  /// system cannot (the caller then renames twice).
  package static func exchange(_ first: String, _ second: String) -> Bool {
    cg_rename_exchange(first, second) == 0
  }

  /// `link(2)`: `target` becomes a second name of the file `source` names.
  @discardableResult
  package static func hardLink(_ source: String, as target: String) -> Bool {
    link(source, target) == 0
  }

  /// `unlink(2)`: removes one name of a file (a symbolic link itself, never what it leads to).
  @discardableResult
  package static func removeFile(_ path: String) -> Bool {
    unlink(path) == 0
  }

  /// `rmdir(2)`: removes a folder only when it is empty.
  @discardableResult
  package static func removeEmptyFolder(_ path: String) -> Bool {
    rmdir(path) == 0
  }

  /// Gives `target` the permission bits of `source` (following links); nothing when `source` is gone.
  package static func copyPermissions(from source: String, to target: String) {
    guard let permissions = status(source, followingLinks: true)?.permissions else { return }
    chmod(target, mode_t(permissions))
  }

  /// Removes the regular files directly in `folder` whose names `doomed` picks, relative to the
  /// folder's descriptor (so a name is never looked up through a path again), judged by the types
  /// `readdir` records: a file system that records none loses nothing. Best effort.
  package static func removeFiles(in folder: String, where doomed: (String) -> Bool) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    removeFiles(inOpened: fd, where: doomed)
  }

  /// `removeFiles(in:where:)` in the open folder `fd` (left open).
  package static func removeFiles(inOpened fd: Int32, where doomed: (String) -> Bool) {
    let duplicate = dup(fd)
    guard duplicate >= 0, let directory = fdopendir(duplicate) else {
      if duplicate >= 0 { close(duplicate) }
      return
    }
    defer { closedir(directory) }
    // A duplicate shares its offset with the original: a folder read before is read from its start.
    rewinddir(directory)
    var names: [String] = []
    while let entry = readdir(directory) {
      guard Int32(entry.pointee.d_type) == Int32(DT_REG) else { continue }
      let name = entryName(entry)
      if doomed(name) { names.append(name) }
    }
    for name in names { unlinkat(dirfd(directory), name, 0) }
  }

  /// Whether this process may write into `path` (`access(W_OK)`).
  package static func isWritable(_ path: String) -> Bool {
    access(path, W_OK) == 0
  }
}
