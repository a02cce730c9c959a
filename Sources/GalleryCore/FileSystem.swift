// Longer than the usual 250 lines: the tool's file-system calls, each wrapped once, so that each
// safety rule (no following links, O_EXCL writes, reads inside a folder) has exactly one place.

import CGallerySystem
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every file-system call the tool makes, wrapped once: paths, status, reading (`FileReading.swift`),
/// writing, the manifest's atomic replace (`+Replace`), the writer's renames and links (`+Renames`),
/// folders (`+DirectoryEntry`), opens beneath a folder (`+Beneath`) and lock files (`+Lock`). No
/// other file calls Glibc to touch a file, whether it imports Glibc or gets it through Foundation.
///
/// What stays outside, because it is no file-system call: signals and processes (`FailurePoint`'s
/// `kill`, `getpid` in staging and temporary names, `kill(pid, 0)` to see a killed build's process is
/// gone, `serve`'s `SIGPIPE`), the terminal (`isatty` in the `gallery` executable), C strings for
/// libmicrohttpd (`HTTPServer`'s `strdup`, `free`), and `serve`'s inotify watcher (`GalleryWatcher`:
/// an event stream from the kernel, read with `poll`, which opens no file). Foundation is used for
/// paths only (the temporary folder, the working directory). libvips and libxml2 are reached through
/// their own C targets, and read only bytes or descriptors this type opened.
///
/// Foundation's `Data.write` fsyncs every file on Linux (≈10 s for 20,000 pages against ≈1 s with
/// plain `write`); a site is made safe by swapping whole folders, so pages are written with POSIX calls.
package enum FileSystem {
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  package static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  package static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The whole file, or nil when it cannot be read or is not a regular file (see `read(_:inside:)`).
  package static func readFile(_ path: String, limit: Int = defaultReadLimit) -> [UInt8]? {
    try? read(path, limit: limit).get()
  }

  /// Writes a new file (no fsync: see the type's comment). Throws with the path and the system's reason.
  ///
  /// Always a new file: whatever was at `path` is unlinked first, never written into. A file there may
  /// be a hard link shared with the live site (writing into it would change the site too), or a
  /// symbolic link someone planted (writing through it would overwrite its target).
  package static func writeFile(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644) throws(GalleryError) {
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var fd = open(path, flags, mode)
    if fd < 0 && errno == EEXIST && unlink(path) == 0 { fd = open(path, flags, mode) }
    guard fd >= 0 else { throw .cannotWrite(path: path, message: lastError()) }
    defer { close(fd) }
    try writeAll(fd, bytes, path: path)
  }

  /// Writes every byte to an open descriptor, retrying short writes and interrupted calls.
  package static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(GalleryError) {
    try writeAll(fd, bytes[...], path: path)
  }

  /// The same, of a part of an array (a piece of a file written in pieces).
  package static func writeAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>, path: String) throws(GalleryError) {
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotWrite(path: path, message: lastError())
      }
      done += count
    }
  }

  /// Creates `relative`'s folders below `root` (a folder the tool made), one level at a time, refusing
  /// anything on the way that is not a real folder: a symbolic link carried into a site must never
  /// lead a write outside it.
  package static func makeRealDirectories(_ relative: String, under root: String) throws(GalleryError) {
    var path = root
    for component in relative.split(separator: "/") {
      path += "/" + component
      if mkdir(path, 0o755) == 0 { continue }
      guard errno == EEXIST else { throw .cannotWrite(path: path, message: lastError()) }
      guard isRealDirectory(path) else {
        throw .cannotWrite(
          path: path, message: "it is in the way of a folder the site needs, and is not a folder")
      }
    }
  }

  /// Creates a folder and its parents (like `mkdir -p`).
  package static func makeDirectories(_ path: String) throws(GalleryError) {
    if isDirectory(path) { return }
    let parent = parentPath(of: path)
    if !parent.isEmpty && parent != path { try makeDirectories(parent) }
    if mkdir(path, 0o755) != 0 && errno != EEXIST {
      throw .cannotWrite(path: path, message: lastError())
    }
  }

  /// Removes a file or a whole folder; a path that does not exist is not an error. Never follows a
  /// symbolic link: a link is removed as a link, and a folder's contents are removed through descriptors
  /// opened with `O_NOFOLLOW`, so a link swapped in anywhere below cannot lead the removal outside.
  package static func removeTree(_ path: String) throws(GalleryError) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard fd >= 0 else { throw .cannotWrite(path: path, message: "cannot remove: \(lastError())") }
      defer { close(fd) }
      try removeContents(of: fd, path: path, depth: 0)
      guard rmdir(path) == 0 || errno == ENOENT else {
        throw .cannotWrite(path: path, message: "cannot remove: \(lastError())")
      }
    } else if unlink(path) != 0 && errno != ENOENT {
      throw .cannotWrite(path: path, message: "cannot remove: \(lastError())")
    }
  }

  /// Removes everything inside the open folder `fd` (named `path` in messages).
  private static func removeContents(of fd: Int32, path: String, depth: Int) throws(GalleryError) {
    for name in entryNames(of: fd) {
      try removeEntry(name, in: fd, path: path, depth: depth)
    }
  }

  /// Removes one entry of the open folder `fd`, a folder with everything in it, relative to `fd` so no
  /// path is looked up again.
  private static func removeEntry(_ name: String, in fd: Int32, path: String, depth: Int) throws(GalleryError)
  {
    var info = stat()
    guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    let childPath = path + "/" + name
    if (info.st_mode & S_IFMT) == S_IFDIR {
      guard depth < 256 else {
        throw .cannotWrite(path: childPath, message: "cannot remove: folders nested too deep")
      }
      let child = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard child >= 0 else { throw .cannotWrite(path: childPath, message: "cannot remove: \(lastError())") }
      defer { close(child) }
      try removeContents(of: child, path: childPath, depth: depth + 1)
      guard unlinkat(fd, name, AT_REMOVEDIR) == 0 || errno == ENOENT else {
        throw .cannotWrite(path: childPath, message: "cannot remove: \(lastError())")
      }
    } else if unlinkat(fd, name, 0) != 0 && errno != ENOENT {
      throw .cannotWrite(path: childPath, message: "cannot remove: \(lastError())")
    }
  }

  /// The names in an open folder (not `.` and `..`), read through a duplicate so `fd` stays usable.
  /// The names in the open folder `fd` (not `.` and `..`), read through a duplicate of it.
  package static func entryNames(of fd: Int32) -> [String] {
    let duplicate = dup(fd)
    guard duplicate >= 0, let directory = fdopendir(duplicate) else {
      if duplicate >= 0 { close(duplicate) }
      return []
    }
    defer { closedir(directory) }
    // A duplicate shares its offset with the original: a folder read before is read from its start.
    rewinddir(directory)
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = FileSystem.entryName(entry)
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// A regular file itself, not a symbolic link to one.
  package static func isPlainFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether two paths are the same file (the same inode), not following a final link.
  package static func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    return lstat(first, &a) == 0 && lstat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  package static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// A folder itself, not a symbolic link to one.
  package static func isRealDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// An absolute path without symbolic links, `.` or `..`, also for a path that does not exist yet:
  /// the longest existing part is resolved and the rest appended. So a build into `site`, a link to a
  /// web root, writes into the web root and leaves the link a link.
  package static func canonicalPath(_ path: String) -> String {
    let normalized = normalize(path)
    if let real = realPath(normalized) { return real }
    let parent = parentPath(of: normalized)
    guard !parent.isEmpty, parent != normalized else { return normalized }
    let base = canonicalPath(parent)
    return (base == "/" ? "" : base) + "/" + lastComponent(of: normalized)
  }

  /// The name of a hidden file beside `name` (`.site.spare`, `.site.lock`), kept within the 255 bytes
  /// a file name may have: a long `name` is shortened and a hash of it added, so two long names never
  /// share a side file and the same name always gets the same one. `reserving`: bytes the caller adds
  /// after the suffix (a process id).
  package static func sideName(
    of name: String, prefix: String = ".", suffix: String, reserving extra: Int = 0
  ) -> String {
    let limit = 255 - extra
    guard prefix.utf8.count + name.utf8.count + suffix.utf8.count > limit else {
      return prefix + name + suffix
    }
    let hash = String(Hashing.fnv(Array(name.utf8)), radix: 16)
    var kept = ""
    let room = limit - prefix.utf8.count - suffix.utf8.count - hash.utf8.count - 1
    for character in name where kept.utf8.count + character.utf8.count <= room { kept.append(character) }
    return prefix + kept + "~" + hash + suffix
  }

  /// "a/b/c" → "a/b", "c" → "", "/c" → "/". (Foundation's `deletingLastPathComponent` traps on some
  /// one-letter paths in this toolchain, so paths are split here.)
  package static func parentPath(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// "a/b/c" → "c".
  package static func lastComponent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// Joins and removes `.` and `..` segments without touching the file system.
  package static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if !parts.isEmpty && parts.last != ".." {
          parts.removeLast()
        } else if !path.hasPrefix("/") {
          parts.append(part)
        }
      default: parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  package static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

extension FileSystem {
  /// Size and modification time of a regular file (not following a final symlink), or nil.
  package static func sizeAndTime(_ path: String) -> (size: Int, mtime: FileTime)? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return (
      Int(info.st_size), FileTime(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    )
  }
}

extension FileSystem {
  /// Removes a folder, its top-level entries in parallel (a site's `photos/` and `edit/` hold most of its
  /// files, and one directory takes one removal at a time). Best effort: what remains is left. Only a
  /// real folder is emptied; a symbolic link is left alone (see `removeTree`).
  package static func removeTreeInParallel(_ path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return }
    let entries = entryNames(of: fd)
    _ = Parallel.mapEach(count: entries.count) { index in
      try? removeEntry(entries[index], in: fd, path: path, depth: 0)
    }
    close(fd)
    _ = rmdir(path)
  }
}

extension FileSystem {
  /// What a folder holds, below it, as sorted relative paths.
  package struct Listing: Sendable, Equatable {
    /// Regular files and symbolic links to regular files.
    package var files: [String] = []
    /// Everything else that is not a folder: links to folders or to nothing, FIFOs, sockets, devices.
    package var others: [String] = []
    /// Folders holding nothing at all.
    package var emptyFolders: [String] = []

    package init() {}
  }

  /// Files (and symbolic links to files) below `folder`, as sorted relative paths (see `listing`).
  /// `limit`: stop once about that many files are found (a caller that only needs to know "too many").
  package static func files(in folder: String, includeHidden: Bool, limit: Int = .max) -> [String] {
    listing(in: folder, includeHidden: includeHidden, limit: limit).files
  }

  /// Everything below `folder`, read with `readdir`'s entry types: listing a 20,000-file site must not
  /// cost a `stat` per file. Symbolic links to folders are listed, never followed.
  package static func listing(in folder: String, includeHidden: Bool, limit: Int = .max) -> Listing {
    var listing = Listing()
    var pending = [""]
    while let relative = pending.popLast(), listing.files.count < limit {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      guard let directory = opendir(path) else { continue }
      defer { closedir(directory) }
      var isEmpty = true
      while let entry = readdir(directory) {
        let name = FileSystem.entryName(entry)
        if name == "." || name == ".." { continue }
        isEmpty = false
        if !includeHidden && name.hasPrefix(".") { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        var type = Int32(entry.pointee.d_type)
        if type == Int32(DT_UNKNOWN) {
          var info = stat()
          guard lstat(folder + "/" + child, &info) == 0 else { continue }
          switch info.st_mode & S_IFMT {
          case S_IFDIR: type = Int32(DT_DIR)
          case S_IFREG: type = Int32(DT_REG)
          case S_IFLNK: type = Int32(DT_LNK)
          default: type = Int32(DT_FIFO)
          }
        }
        switch type {
        case Int32(DT_DIR): pending.append(child)
        case Int32(DT_REG): listing.files.append(child)
        case Int32(DT_LNK):
          if isRegularFile(folder + "/" + child) {
            listing.files.append(child)
          } else {
            listing.others.append(child)
          }
        default: listing.others.append(child)
        }
      }
      if isEmpty && !relative.isEmpty { listing.emptyFolders.append(relative) }
    }
    listing.files.sort()
    listing.others.sort()
    listing.emptyFolders.sort()
    return listing
  }
}
