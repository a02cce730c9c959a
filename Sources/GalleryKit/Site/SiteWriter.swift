import CGallerySystem
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Puts a whole new site in place of the old one, or leaves the old one exactly as it was.
///
/// Everything is assembled in a staging folder beside the destination, which is then swapped with the
/// destination in one `renameat2(RENAME_EXCHANGE)`: a reader (or a command killed at any moment) sees
/// the old site or the new one, never a mix. Files whose bytes do not change are hard-linked from the old
/// site rather than written (their mtime stays); files of the old site that the new one no longer has are
/// left behind (removed), but only files this tool wrote (its `SiteRecord`); files a person put in the
/// folder are carried over. When nothing changes at all, nothing is touched.
public struct SiteWriter: Sendable {
  /// A file copied into the site as it is (a gallery image, a theme asset).
  public struct Copy: Sendable, Equatable {
    public let source: String
    public let target: String

    public init(source: String, target: String) {
      self.source = source
      self.target = target
    }
  }

  /// What a write did, for the summary line.
  public struct Summary: Sendable, Equatable {
    /// Files the site has from this build (pages and copies).
    public var files: Int
    /// Files whose bytes were new or changed, and so were written.
    public var written: Int
    /// Files of the previous build the new site no longer has.
    public var removed: Int
    /// Files a person put in the destination, carried over.
    public var kept: Int

    public init(files: Int, written: Int, removed: Int, kept: Int) {
      self.files = files
      self.written = written
      self.removed = removed
      self.kept = kept
    }
  }

  public let destination: String

  public init(destination: String) {
    self.destination = destination
  }

  /// A new site worked out in memory against the destination, ready to be checked and then written.
  public struct Prepared: Sendable {
    let files: [RenderedPage]
    let plan: SitePlan

    /// Every file path the new site will hold: generated files and the person's own, carried over.
    public var allPaths: Set<String> { Set(files.map(\.path)).union(plan.foreign) }
    /// Generated pages and files whose bytes are new or changed.
    public var changedPaths: Set<String> { plan.changed }
  }

  /// Reads the copies, hashes everything and compares with the destination. Touches nothing.
  public func prepare(pages: [RenderedPage], copies: [Copy]) throws(GalleryError) -> Prepared {
    if FileSystem.exists(destination) && !FileSystem.isDirectory(destination) {
      throw .cannotWrite(path: destination, message: "it exists and is not a folder")
    }
    let files = try generatedFiles(pages: pages, copies: copies)
    return Prepared(files: files, plan: try SitePlan(destination: destination, files: files))
  }

  /// Writes a prepared site: nothing at all when nothing changed, else staging and one atomic swap.
  public func write(_ prepared: Prepared) throws(GalleryError) -> Summary {
    let plan = prepared.plan
    let files = prepared.files
    guard plan.hasChanges else {
      return Summary(files: files.count, written: 0, removed: 0, kept: plan.foreign.count)
    }
    let parent = FileSystem.parentPath(of: destination)
    let base = parent.isEmpty ? "." : parent
    try FileSystem.makeDirectories(base)
    let folderName = FileSystem.lastComponent(of: destination)
    removeAbandonedStaging(in: base, folderName: folderName)
    let staging = "\(base)/.\(folderName).staging-\(getpid())"
    try FileSystem.removeTree(staging)
    try FileSystem.makeDirectories(staging)
    do {
      try fill(staging: staging, plan: plan, files: files)
      try swapIntoPlace(staging: staging)
    } catch {
      try? FileSystem.removeTree(staging)
      throw error
    }
    return Summary(
      files: files.count, written: plan.changed.count, removed: plan.stale.count, kept: plan.foreign.count)
  }

  /// Prepares and writes in one go (for callers that check nothing in between).
  public func write(pages: [RenderedPage], copies: [Copy]) throws(GalleryError) -> Summary {
    try write(prepare(pages: pages, copies: copies))
  }

  /// Pages and copied files by site path, each once (a page wins over a copy of the same path).
  private func generatedFiles(pages: [RenderedPage], copies: [Copy]) throws(GalleryError) -> [RenderedPage] {
    var files = pages
    var paths = Set(pages.map(\.path))
    for copy in copies where paths.insert(copy.target).inserted {
      guard let bytes = FileSystem.readFile(copy.source) else {
        throw .missingInput(path: copy.source, what: "file to copy")
      }
      files.append(RenderedPage(path: copy.target, bytes: bytes))
    }
    return files
  }

  private func fill(staging: String, plan: SitePlan, files: [RenderedPage]) throws(GalleryError) {
    var folders = Set<String>()
    func ensureFolder(for relative: String) throws(GalleryError) {
      let folder = FileSystem.parentPath(of: relative)
      guard !folder.isEmpty, folders.insert(folder).inserted else { return }
      try FileSystem.makeDirectories(staging + "/" + folder)
    }
    var record = SiteRecord()
    for (index, file) in files.enumerated() {
      try ensureFolder(for: file.path)
      let target = staging + "/" + file.path
      let hash = plan.hashes[index]
      if !plan.changed.contains(file.path), let entry = plan.previous.entries[file.path],
        link(destination + "/" + file.path, target) == 0
      {
        record.entries[file.path] = entry
        continue
      }
      try FileSystem.writeFile(target, file.bytes)
      record.entries[file.path] = SiteRecord.Entry(hash: hash, size: file.bytes.count)
    }
    for relative in plan.foreign {
      try ensureFolder(for: relative)
      let source = destination + "/" + relative
      let target = staging + "/" + relative
      if link(source, target) != 0 {
        guard let bytes = FileSystem.readFile(source) else {
          throw .cannotWrite(path: source, message: "cannot carry this file over: \(FileSystem.lastError())")
        }
        try FileSystem.writeFile(target, bytes)
      }
    }
    try FileSystem.writeFile(staging + "/" + SiteRecord.fileName, record.bytes)
  }

  private func swapIntoPlace(staging: String) throws(GalleryError) {
    guard FileSystem.exists(destination) else {
      guard rename(staging, destination) == 0 else {
        throw .cannotWrite(path: destination, message: FileSystem.lastError())
      }
      return
    }
    if cg_rename_exchange(staging, destination) == 0 {
      // The staging path now holds the old site.
      try? FileSystem.removeTree(staging)
      return
    }
    // File systems without RENAME_EXCHANGE: two renames, with a short window where the old site is aside.
    let aside = staging + ".old"
    guard rename(destination, aside) == 0 else {
      throw .cannotWrite(path: destination, message: FileSystem.lastError())
    }
    guard rename(staging, destination) == 0 else {
      let reason = FileSystem.lastError()
      _ = rename(aside, destination)
      throw .cannotWrite(path: destination, message: reason)
    }
    try? FileSystem.removeTree(aside)
  }

  /// Staging folders left by builds that were killed: their process is gone, so they are garbage.
  private func removeAbandonedStaging(in parent: String, folderName: String) {
    let prefix = ".\(folderName).staging-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let pidText = entry.dropFirst(prefix.count).prefix { $0.isNumber }
      guard let pid = Int32(pidText), pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        try? FileSystem.removeTree(parent + "/" + entry)
      }
    }
  }
}
