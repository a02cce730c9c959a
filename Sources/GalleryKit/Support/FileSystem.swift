import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The few POSIX calls the tool needs, wrapped once.
///
/// Foundation's `Data.write` fsyncs every file on Linux (≈10 s for 20,000 pages against ≈1 s with
/// plain `write`); a site is made safe by swapping whole folders, so pages are written with POSIX calls.
public enum FileSystem {
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The whole file, or nil when it cannot be read.
  public static func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var done = 0
    while true {
      if done == bytes.count {
        // The file may have grown since fstat: keep reading in chunks until EOF.
        bytes.append(contentsOf: [UInt8](repeating: 0, count: 65536))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      done += count
    }
    bytes.removeSubrange(done...)
    return bytes
  }

  /// Writes a new file (no fsync: see the type's comment). Throws with the path and the system's reason.
  public static func writeFile(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644) throws(GalleryError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard fd >= 0 else { throw .cannotWrite(path: path, message: lastError()) }
    defer { close(fd) }
    try writeAll(fd, bytes, path: path)
  }

  /// Writes every byte to an open descriptor, retrying short writes and interrupted calls.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(GalleryError) {
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

  /// Creates a folder and its parents (like `mkdir -p`).
  public static func makeDirectories(_ path: String) throws(GalleryError) {
    if isDirectory(path) { return }
    let parent = parentPath(of: path)
    if !parent.isEmpty && parent != path { try makeDirectories(parent) }
    if mkdir(path, 0o755) != 0 && errno != EEXIST {
      throw .cannotWrite(path: path, message: lastError())
    }
  }

  /// Removes a file or a whole folder; a path that does not exist is not an error.
  public static func removeTree(_ path: String) throws(GalleryError) {
    guard exists(path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .cannotWrite(path: path, message: "cannot remove: \(error.localizedDescription)")
    }
  }

  /// "a/b/c" → "a/b", "c" → "", "/c" → "/". (Foundation's `deletingLastPathComponent` traps on some
  /// one-letter paths in this toolchain, so paths are split here.)
  public static func parentPath(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// "a/b/c" → "c".
  public static func lastComponent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// Joins and removes `.` and `..` segments without touching the file system.
  public static func normalize(_ path: String) -> String {
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

  public static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

extension FileSystem {
  /// Size and modification time of a regular file (not following a final symlink), or nil.
  public static func sizeAndTime(_ path: String) -> (size: Int, mtime: FileTime)? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return (
      Int(info.st_size), FileTime(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    )
  }
}

extension FileSystem {
  /// Removes a folder, its top-level entries in parallel (a site's `photos/` and `edit/` hold most of its
  /// files, and one directory takes one removal at a time). Best effort: what remains is left.
  public static func removeTreeInParallel(_ path: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      try? removeTree(path)
      return
    }
    DispatchQueue.concurrentPerform(iterations: entries.count) { index in
      try? FileManager.default.removeItem(atPath: path + "/" + entries[index])
    }
    try? removeTree(path)
  }
}

extension FileSystem {
  /// Files (and symbolic links to files) below `folder`, as sorted relative paths, read with `readdir`'s
  /// entry types: listing a 20,000-file site must not cost a `stat` per file.
  public static func files(in folder: String, includeHidden: Bool) -> [String] {
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      guard let directory = opendir(path) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." || (!includeHidden && name.hasPrefix(".")) { continue }
        let child = relative.isEmpty ? name : relative + "/" + name
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_DIR): pending.append(child)
        case Int32(DT_REG): result.append(child)
        case Int32(DT_LNK), Int32(DT_UNKNOWN):
          if isRegularFile(folder + "/" + child) {
            result.append(child)
          } else if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) && isDirectory(folder + "/" + child) {
            pending.append(child)
          }
        default: continue
        }
      }
    }
    return result.sorted()
  }
}
