import Foundation
import GalleryCore

/// The files of a site folder on disk: which are pages, which are other files, and the bytes of a page.
///
/// Listing happens once, up front; pages are read later, on the worker that checks them, so reading
/// overlaps with parsing. Both use FileSystem's POSIX calls: on a 20,000-page site, FileManager's
/// listing plus a stat per entry took ≈0.45 s, most of the time budget of a whole validation, while
/// `readdir` already says which entries are files.
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
    FileSystem.exists(root + "/" + name)
  }

  /// Calls `found` with the site-relative path of each file under `folder`; throws only when `folder`
  /// itself cannot be opened at the top level (sub-folders that cannot be opened are skipped).
  private static func list(_ folder: String, prefix: String, _ found: (String) -> Void) throws {
    guard let entries = FileSystem.entries(of: folder) else {
      if prefix.isEmpty {
        throw SiteValidator.ReadError(path: folder, reason: FileSystem.lastError())
      }
      return
    }
    for entry in entries {
      let name = String(decoding: entry.nameBytes, as: UTF8.self)
      let full = folder + "/" + name
      let relative = prefix + name
      switch entry.kind {
      case .file:
        found(relative)
      case .folder:
        try list(full, prefix: relative + "/", found)
      case .symbolicLink, .unknown, .other:
        // A link or a file system that does not fill d_type: ask stat, which follows links.
        guard let status = FileSystem.status(full, followingLinks: true) else { continue }
        if status.kind == .file {
          found(relative)
        } else if status.kind == .folder && entry.kind == .unknown {
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
    defer { FileSystem.close(descriptor) }
    guard let status = FileSystem.status(ofOpened: descriptor) else {
      return body(nil, FileSystem.lastError())
    }
    // No page the tool writes comes near this; a sparse 1 TB file must not become an allocation.
    guard status.size <= Self.maximumPageBytes else {
      return body(
        nil, FileSystem.ReadRefusal.tooLarge(size: status.size, limit: Self.maximumPageBytes).message)
    }
    // A file that shrank since fstat is checked as it is.
    guard let bytes = FileSystem.read(descriptor, at: 0, count: status.size) else {
      return body(nil, FileSystem.lastError())
    }
    return bytes.withUnsafeBufferPointer { body($0, nil) }
  }
}
