import CGallerySystem

#if canImport(Glibc)
  import Glibc
#endif

/// The plain renames, links and removals the site's writer puts a site in place with. Their safety is
/// the order the writer makes them in (see `SiteWriter`), so they are no more than the calls: each
/// says whether it worked and leaves `errno` for `lastError()`. Wrapped here so every call the tool
/// makes to the file system is in `FileSystem`.
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
}
