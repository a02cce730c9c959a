import Foundation
import GalleryCore

/// The gallery's cache folder, `.cleangallery-cache` beside `gallery.json`: derivatives made once are
/// kept there, so no build makes them twice, whatever output it writes to.
///
/// It is hidden (a folder scan for photos skips it) and safe to delete: the next build remakes it.
/// A gallery on a read-only disk (a mounted card, a NAS share) keeps its cache in the user's cache
/// folder instead, one per gallery, so it builds all the same.
package enum GalleryCache {
  static let folderName = ".cleangallery-cache"

  package static func folder(in galleryFolder: String) -> String {
    let local = galleryFolder + "/" + folderName
    let writable = FileSystem.isWritable(FileSystem.isDirectory(local) ? local : galleryFolder)
    return folder(
      in: galleryFolder, writable: writable, environment: ProcessInfo.processInfo.environment)
  }

  /// `$XDG_CACHE_HOME/cleangallery/<gallery digest>` (else `~/.cache/…`) when the gallery's own folder
  /// cannot be written; the digest of the gallery's real path keeps two galleries apart.
  static func folder(in galleryFolder: String, writable: Bool, environment: [String: String]) -> String {
    guard !writable else { return galleryFolder + "/" + folderName }
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
    let name = DerivativeCache.name(
      Hashing.digest(Array((FileSystem.realPath(galleryFolder) ?? galleryFolder).utf8)))
    return base + "/cleangallery/" + name
  }

  /// Writes a cache file so that a reader never sees half of it (see `FileSystem.writeByRenaming`).
  static func write(_ path: String, _ bytes: [UInt8]) throws(GalleryError) {
    try FileSystem.writeByRenaming(path, bytes)
  }
}

/// How a file on disk stood when it was last read: when all of this is unchanged, so are its bytes
/// (the rule `make` and git rely on), and its digest need not be computed again.
package struct FileStamp: Hashable, Sendable {
  package var size: Int
  package var seconds: Int
  var nanoseconds: Int
  var inode: UInt64

  /// The stamp of the file a path leads to (following symlinks), or nil when it is not a regular file.
  package static func of(_ path: String) -> FileStamp? {
    guard let status = FileSystem.status(path, followingLinks: true), status.kind == .file else { return nil }
    return FileStamp(
      size: status.size, seconds: status.modified.seconds, nanoseconds: status.modified.nanoseconds,
      inode: status.inode)
  }
}
