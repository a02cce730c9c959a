import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reading files that come from outside (a manifest, photos, a theme) so that what is checked is what
/// is read.
///
/// Checking a path and then opening it leaves a window in which a folder on the way can be swapped for
/// a symbolic link (4 of 150 builds published a file from outside the gallery that way). So the file is
/// opened first and the *open descriptor* is checked: `fstat` says whether it is a regular file, and
/// `/proc/self/fd/N` says where it really is. Opening with `O_NONBLOCK` means a FIFO or a device opens
/// at once instead of blocking the command forever; the `fstat` then refuses it.
extension FileSystem {
  /// Why a file was not read.
  package enum ReadRefusal: Error, Equatable, Sendable {
    /// It cannot be opened: the system's reason ("No such file or directory").
    case cannotOpen(String)
    /// It is not a regular file: what it is instead ("a FIFO").
    case notRegular(String)
    /// It leads outside the folder it must stay in: where it really is.
    case outside(String)
    /// Reading it failed: the system's reason.
    case readFailed(String)
    /// It is larger than the caller reads (a sparse 1 TB file must not become a 1 TB allocation).
    case tooLarge(size: Int, limit: Int)

    package var message: String {
      switch self {
      case .cannotOpen(let reason): return "cannot open it: \(reason)"
      case .notRegular(let kind): return "it is \(kind), not a regular file"
      case .outside(let real): return "it leads outside its folder (to \(Quoted.text(real)))"
      case .readFailed(let reason): return "cannot read it: \(reason)"
      case .tooLarge(let size, let limit):
        return
          "it is \(NumberText.grouped(size)) bytes, over the \(NumberText.grouped(limit)) this file may have"
      }
    }
  }

  /// Opens a regular file for reading. With `folder` (absolute and without symlinks, as `realPath`
  /// gives it), the opened file must be inside that folder: symbolic links may be followed on the way
  /// as long as the file they reach is inside. The caller closes the descriptor.
  package static func openForReading(
    _ path: String, inside folder: String? = nil
  ) -> Result<Int32, ReadRefusal> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { return .failure(.cannotOpen(lastError())) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = lastError()
      close(fd)
      return .failure(.cannotOpen(reason))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      return .failure(.notRegular(kindName(info.st_mode)))
    }
    if let folder {
      guard let real = openedPath(fd) else {
        close(fd)
        return .failure(.cannotOpen("cannot tell where the opened file is (is /proc mounted?)"))
      }
      guard real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
        close(fd)
        return .failure(.outside(real))
      }
    }
    return .success(fd)
  }

  /// The most any file is read whole: larger photos do not exist, and the size of the file decides how
  /// much memory is taken for it before it is read.
  package static let defaultReadLimit = 1 << 30

  /// The whole of a regular file (see `openForReading`), at most `limit` bytes.
  package static func read(
    _ path: String, inside folder: String? = nil, limit: Int = defaultReadLimit
  ) -> Result<[UInt8], ReadRefusal> {
    let fd: Int32
    switch openForReading(path, inside: folder) {
    case .success(let opened): fd = opened
    case .failure(let refusal): return .failure(refusal)
    }
    defer { close(fd) }
    return readOpened(fd, limit: limit)
  }

  /// The whole of an open file from where it stands, at most `limit` bytes; the caller closes it.
  package static func readOpened(_ fd: Int32, limit: Int) -> Result<[UInt8], ReadRefusal> {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.readFailed(lastError())) }
    guard Int(info.st_size) <= limit else {
      return .failure(.tooLarge(size: Int(info.st_size), limit: limit))
    }
    // One byte more than the file holds, so the read that finds its end needs no more room: growing
    // the array for it would double its capacity, which for a 24 MB manifest is 24 MB for nothing.
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var done = 0
    while true {
      if done > limit { return .failure(.tooLarge(size: done, limit: limit)) }
      if done == bytes.count {
        // The file may have grown since fstat: keep reading in chunks until EOF (a small first step:
        // almost always the read finds the end at once, and a server reads small pages all day).
        bytes.append(contentsOf: repeatElement(0, count: bytes.count < 65536 ? 512 : 65536))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.readFailed(lastError()))
      }
      if count == 0 { break }
      done += count
    }
    bytes.removeSubrange(done...)
    return .success(bytes)
  }

  /// Where an open descriptor's file is, as the kernel resolved it when it was opened.
  package static func openedPath(_ fd: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// "a FIFO", "a folder", … for messages.
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFSOCK: return "a socket"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFLNK: return "a symbolic link"
    default: return "a special file"
    }
  }
}
