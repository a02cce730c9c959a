#if canImport(Glibc)
  import Glibc
#endif

extension FileSystem {
  /// Replaces a file that must survive a crash (the manifest): a new temporary file beside it is
  /// written, given the old file's permissions (0644 when there was none) and fsynced, renamed over the
  /// file, and the folder is fsynced, so a crash or a kill at any moment leaves the old file or the new
  /// one, never a torn one. Slow on purpose (two fsyncs): a site's pages go through `writeFile` instead.
  ///
  /// A `path` that is a symbolic link is written through: its target is replaced (in the target's
  /// folder, atomically) and the link stays a link.
  ///
  /// - Parameters:
  ///   - shownAs: the name a failed rename is reported under (the file as the person typed it).
  ///   - failurePoint: the `FailurePoint` reached once the temporary file is on disk, before the rename.
  package static func replaceAtomically(
    _ path: String, with bytes: [UInt8], shownAs: String? = nil, failurePoint: String? = nil
  ) throws(GalleryError) {
    try replaceAtomically(path, withPieces: [bytes[...]], shownAs: shownAs, failurePoint: failurePoint)
  }

  /// `replaceAtomically` of a file given as pieces, written one after the other: a file of megabytes
  /// (the edit history) is not first joined into one more copy of itself.
  package static func replaceAtomically(
    _ path: String, withPieces pieces: [ArraySlice<UInt8>], shownAs: String? = nil,
    failurePoint: String? = nil
  ) throws(GalleryError) {
    let target = isSymbolicLink(path) ? realPath(path) ?? path : path
    let targetFolder = parentPath(of: target)
    var info = stat()
    let mode: mode_t = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    let temporary = targetFolder + "/" + sideName(of: lastComponent(of: target), suffix: ".tmp-\(getpid())")
    // A new file, never one already there: a link planted under the temporary's name must not lead
    // the bytes (and then the rename) anywhere else.
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var fd = open(temporary, flags, 0o600)
    if fd < 0 && errno == EEXIST && unlink(temporary) == 0 { fd = open(temporary, flags, 0o600) }
    guard fd >= 0 else { throw .cannotWrite(path: temporary, message: lastError()) }
    do throws(GalleryError) {
      defer { close(fd) }
      for piece in pieces { try writeAll(fd, piece, path: temporary) }
      guard fchmod(fd, mode) == 0, fsync(fd) == 0 else {
        throw GalleryError.cannotWrite(path: temporary, message: lastError())
      }
    } catch {
      unlink(temporary)
      throw error
    }
    if let failurePoint { FailurePoint.reach(failurePoint) }
    guard rename(temporary, to: target) else {
      let reason = lastError()
      unlink(temporary)
      throw .cannotWrite(path: shownAs ?? path, message: reason)
    }
    let folderDescriptor = open(targetFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }
}

extension FileSystem {
  /// Writes a file so that a reader never sees half of it: a new file beside it, renamed into place.
  /// No fsync (see `replaceAtomically` for that): for what the tool can make again (cache files, a
  /// manifest's snapshot, a site's seal), a file lost in a crash costs a remake, and syncing every
  /// thumbnail would cost more than making it.
  package static func writeByRenaming(_ path: String, _ bytes: [UInt8]) throws(GalleryError) {
    let temporary = path + ".new-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    try writeFile(temporary, bytes)
    guard rename(temporary, to: path) else {
      let reason = lastError()
      removeFile(temporary)
      throw .cannotWrite(path: path, message: reason)
    }
  }
}
