import Foundation
import GalleryCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files of a site folder on disk: which are pages, which are other files, and the bytes of a page.
///
/// Listing happens once, up front; pages are read later, on the worker that checks them, so reading
/// overlaps with parsing. Both use POSIX calls: on a 20,000-page site, FileManager's listing plus a
/// stat per entry took ≈0.45 s, most of the time budget of a whole validation, while `readdir`
/// already says which entries are files.
struct SiteFolder {
  /// Site-relative paths of the `*.html` files, sorted.
  let pages: [String]
  /// Site-relative paths of every other file.
  let otherFiles: Set<String>
  private let root: String
  /// `root` without symbolic links: what is read must be inside it (a page or a sitemap that is a link
  /// to `/etc/passwd` is reported, never read; its lines would end up in messages).
  private let realRoot: String?

  /// Lists the folder at `root` recursively (following symbolic links to files, not to folders);
  /// throws when `root` cannot be read.
  init(_ root: URL) throws {
    let path = root.standardizedFileURL.path
    var pages: [String] = []
    var otherFiles = Set<String>()
    try Self.list(path, prefix: "") { file in
      if file.hasSuffix(".html") {
        pages.append(file)
      } else {
        otherFiles.insert(file)
      }
    }
    self.pages = pages.sorted()
    self.otherFiles = otherFiles
    self.root = path
    self.realRoot = FileSystem.realPath(path)
  }

  /// Whether the folder has an entry of that name at its top, whatever it is (a FIFO, a folder, a link
  /// to nothing): a `sitemap.xml` that is not a readable file is a problem, not an absence.
  func hasEntry(_ name: String) -> Bool {
    var status = stat()
    return lstat(root + "/" + name, &status) == 0
  }

  /// Calls `found` with the site-relative path of each file under `folder`; throws only when `folder`
  /// itself cannot be opened at the top level (sub-folders that cannot be opened are skipped).
  private static func list(_ folder: String, prefix: String, _ found: (String) -> Void) throws {
    guard let stream = opendir(folder) else {
      if prefix.isEmpty {
        throw SiteValidator.ReadError(path: folder, reason: String(cString: strerror(errno)))
      }
      return
    }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = FileSystem.entryName(entry)
      if name == "." || name == ".." {
        continue
      }
      let full = folder + "/" + name
      let relative = prefix + name
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG):
        found(relative)
      case Int32(DT_DIR):
        try list(full, prefix: relative + "/", found)
      default:
        // A link or a file system that does not fill d_type: ask stat, which follows links.
        var status = stat()
        guard stat(full, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFREG {
          found(relative)
        } else if status.st_mode & S_IFMT == S_IFDIR && Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
          try list(full, prefix: relative + "/", found)
        }
      }
    }
  }

  /// Calls `body` with the bytes of the page at site-relative `page`, or with nil and the reason it
  /// could not be read.
  /// The largest page read (a rendered page stops at 64 MB; see `TemplateRenderer`).
  static let maximumPageBytes = 64 << 20

  func withBytes<Result>(
    of page: String, _ body: (UnsafeBufferPointer<UInt8>?, String?) -> Result
  ) -> Result {
    let descriptor: Int32
    guard let realRoot else { return body(nil, "cannot tell where the site folder really is") }
    switch FileSystem.openForReading(root + "/" + page, inside: realRoot) {
    case .success(let opened): descriptor = opened
    case .failure(let refusal): return body(nil, refusal.message)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return body(nil, String(cString: strerror(errno)))
    }
    // No page the tool writes comes near this; a sparse 1 TB file must not become an allocation.
    guard Int(status.st_size) <= Self.maximumPageBytes else {
      return body(
        nil, FileSystem.ReadRefusal.tooLarge(size: Int(status.st_size), limit: Self.maximumPageBytes).message)
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count < 0 && errno == EINTR {
        continue
      }
      if count < 0 {
        return body(nil, String(cString: strerror(errno)))
      }
      if count == 0 {
        // The file shrank since fstat: check what is there.
        bytes.removeLast(bytes.count - filled)
        break
      }
      filled += count
    }
    return bytes.withUnsafeBufferPointer { body($0, nil) }
  }
}
