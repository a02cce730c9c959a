import Foundation

/// The gallery's cache folder, `.cleangallery-cache` beside `gallery.json`: derivatives made once are
/// kept there, so no build makes them twice, whatever output it writes to.
///
/// It is hidden (a folder scan for photos skips it) and safe to delete: the next build remakes it.
enum GalleryCache {
  static let folderName = ".cleangallery-cache"

  static func folder(in galleryFolder: String) -> String {
    galleryFolder + "/" + folderName
  }

  /// Writes a cache file so that a reader never sees half of it: a new file renamed into place.
  /// No fsync: a cache file lost in a crash is remade, and syncing every thumbnail would cost more
  /// than making it.
  static func write(_ path: String, _ bytes: [UInt8]) throws(GalleryError) {
    let temporary = path + ".new-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    try FileSystem.writeFile(temporary, bytes)
    guard rename(temporary, path) == 0 else {
      let reason = FileSystem.lastError()
      unlink(temporary)
      throw .cannotWrite(path: path, message: reason)
    }
  }
}

/// How a file on disk stood when it was last read: when all of this is unchanged, so are its bytes
/// (the rule `make` and git rely on), and its digest need not be computed again.
struct FileStamp: Equatable, Sendable {
  var size: Int
  var seconds: Int
  var nanoseconds: Int
  var inode: UInt64

  /// The stamp of the file a path leads to (following symlinks), or nil when it is not a regular file.
  static func of(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return FileStamp(
      size: Int(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
      inode: UInt64(info.st_ino))
  }
}
