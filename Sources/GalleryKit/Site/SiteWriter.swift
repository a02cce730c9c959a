import CGallerySystem
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Puts a whole new site in place of the old one, or leaves the old one exactly as it was.
///
/// Everything is written into a staging folder beside the destination, which is then swapped with the
/// destination in one `renameat2(RENAME_EXCHANGE)`: a reader (or a build killed at any moment) sees the
/// old site or the new one, never a mix. Files in the destination that the tool did not write (listed in
/// no record) are carried over into the new site, so a person's own files are never lost.
public struct SiteWriter: Sendable {
  /// The record of the files a build wrote, kept in the site so the next build knows which are its own.
  public static let recordName = ".cleangallery-files"

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
    public var pagesWritten: Int
    public var filesCopied: Int
    public var filesKept: Int
  }

  public let destination: String

  public init(destination: String) {
    self.destination = destination
  }

  /// Writes `pages` and `copies` as the new site at `destination`.
  public func write(pages: [RenderedPage], copies: [Copy]) throws(GalleryError) -> Summary {
    let parent = FileSystem.parentPath(of: destination)
    let folderName = FileSystem.lastComponent(of: destination)
    try FileSystem.makeDirectories(parent.isEmpty ? "." : parent)
    if FileSystem.exists(destination) && !FileSystem.isDirectory(destination) {
      throw .cannotWrite(path: destination, message: "it exists and is not a folder")
    }
    let base = parent.isEmpty ? "." : parent
    removeAbandonedStaging(in: base, folderName: folderName)
    let staging = "\(base)/.\(folderName).staging-\(getpid())"
    try FileSystem.removeTree(staging)
    try FileSystem.makeDirectories(staging)
    do {
      let summary = try fill(staging: staging, pages: pages, copies: copies)
      try swapIntoPlace(staging: staging)
      return summary
    } catch {
      try? FileSystem.removeTree(staging)
      throw error
    }
  }

  private func fill(staging: String, pages: [RenderedPage], copies: [Copy]) throws(GalleryError) -> Summary {
    var folders = Set<String>()
    func ensureFolder(for relative: String) throws(GalleryError) {
      let folder = FileSystem.parentPath(of: relative)
      guard !folder.isEmpty, folders.insert(folder).inserted else { return }
      try FileSystem.makeDirectories(staging + "/" + folder)
    }
    var written = Set<String>()
    for page in pages {
      try ensureFolder(for: page.path)
      try FileSystem.writeFile(staging + "/" + page.path, page.bytes)
      written.insert(page.path)
    }
    for copy in copies where !written.contains(copy.target) {
      try ensureFolder(for: copy.target)
      guard let bytes = FileSystem.readFile(copy.source) else {
        throw .missingInput(path: copy.source, what: "file to copy")
      }
      try FileSystem.writeFile(staging + "/" + copy.target, bytes)
      written.insert(copy.target)
    }
    let kept = try carryOverForeignFiles(into: staging, generated: written, ensureFolder: ensureFolder)
    let record = written.sorted().joined(separator: "\n") + "\n"
    try FileSystem.writeFile(staging + "/" + Self.recordName, Array(record.utf8))
    return Summary(pagesWritten: pages.count, filesCopied: written.count - pages.count, filesKept: kept)
  }

  /// Hard-links (or copies) the destination's files that no previous build wrote into the new site.
  private func carryOverForeignFiles(
    into staging: String, generated: Set<String>, ensureFolder: (String) throws(GalleryError) -> Void
  ) throws(GalleryError) -> Int {
    guard FileSystem.isDirectory(destination) else { return 0 }
    let previousRecord = FileSystem.readFile(destination + "/" + Self.recordName).map {
      Set(String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init))
    }
    var kept = 0
    for relative in Theme.filesIncludingHidden(in: destination) where relative != Self.recordName {
      if previousRecord?.contains(relative) == true { continue }
      if generated.contains(relative) {
        throw .cannotWrite(
          path: destination + "/" + relative,
          message: "the file exists and was not written by gallery; move it away or choose another --output")
      }
      try ensureFolder(relative)
      let source = destination + "/" + relative
      let target = staging + "/" + relative
      if link(source, target) != 0 {
        guard let bytes = FileSystem.readFile(source) else {
          throw .cannotWrite(path: source, message: "cannot carry this file over: \(FileSystem.lastError())")
        }
        try FileSystem.writeFile(target, bytes)
      }
      kept += 1
    }
    return kept
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
