import GalleryCore

#if canImport(Glibc)
  import Glibc
#endif

/// A new site assembled in its staging folder a batch of files at a time, so a build holds one batch
/// of pages in memory, not the site: each file is hashed as it comes and either linked from the old
/// site (its bytes unchanged: its mtime stays) or written, and only its path, hash and size are kept
/// (for the record). The destination is untouched; `SiteWriter.commit` swaps the result in.
///
/// The staging folder is made when the first file that differs from the destination comes (or at
/// once, when the previous build's files must go or the inputs changed): a build that changes nothing
/// stages nothing and leaves the spare as it was, as a site written in one batch does. Used from one
/// thread at a time (a build hands it to the thread that stages while another one checks).
final class SiteStaging: @unchecked Sendable {
  let writer: SiteWriter
  let plan: SitePlan
  let inputs: UInt64?
  /// The staging folder, once made.
  private(set) var folder: String?
  /// The spare the staging folder was made from (see `SiteWriter.update`), nil for a fresh folder.
  private var spare: WrittenSite?
  /// The new site's record, filled as files come.
  private var record: SiteRecord
  /// Generated files found unchanged before the folder was made: linked in when it is.
  private var unchangedBeforeStart: [String] = []
  /// Folders made in the staging folder so far.
  var folders = Set<String>()
  /// Generated files whose bytes were new or changed.
  private(set) var written = 0
  private var generated = 0

  /// `fileCount`: how many files `add` will be given in all, when known (the record is made that
  /// large at once, rather than grown by doubling with both copies held).
  init(writer: SiteWriter, plan: SitePlan, inputs: UInt64?, fileCount: Int = 0) throws(GalleryError) {
    self.writer = writer
    self.plan = plan
    self.inputs = inputs
    record = SiteRecord(inputs: inputs)
    record.entries.reserveCapacity(plan.reused.count + fileCount)
    for path in plan.reused {
      if let entry = plan.previous.entries[path] { record.entries[path] = entry }
    }
    if plan.hasStaleFiles || (inputs != nil && inputs != plan.previous.inputs) { try start() }
  }

  /// Hashes `files` and places each one in the staging folder (making it at the first change).
  func add(_ files: [RenderedPage]) throws(GalleryError) {
    let hashes = Parallel.map(files) { SiteRecord.hash($0.bytes) }
    var changes: [Int] = []
    var unchanged: [String] = []
    for (index, file) in files.enumerated() {
      record.entries[file.path] = SiteRecord.Entry(hash: hashes[index], size: file.bytes.count)
      if plan.isUnchanged(file.path, hash: hashes[index], size: file.bytes.count) {
        unchanged.append(file.path)
      } else {
        changes.append(index)
      }
    }
    generated += files.count
    written += changes.count
    if folder == nil {
      guard !changes.isEmpty else {
        unchangedBeforeStart += unchanged
        return
      }
      try start()
    }
    try place(files, changes: changes, unchanged: unchanged)
  }

  /// The staged site with its record, or nothing staged when nothing changes (then killed commands'
  /// leftovers beside the destination are swept, as for an up-to-date site).
  func finish() throws(GalleryError) -> SiteWriter.Staged {
    let fileCount = generated + plan.reused.count
    guard let folder else {
      writer.sweep()
      return SiteWriter.Staged(
        folder: nil,
        summary: .init(files: fileCount, written: 0, removed: 0, kept: plan.foreign.count),
        known: [], foreign: [])
    }
    do {
      if spare != nil { try writer.finishUpdate(folder, plan: plan, record: record) }
      try FileSystem.writeFile(folder + "/" + SiteRecord.fileName, record.bytes)
    } catch {
      abandon()
      throw error
    }
    // The new folder takes the old one's permissions (a web root readable by its server stays so).
    FileSystem.copyPermissions(from: writer.destination, to: folder)
    let summary = SiteWriter.Summary(
      files: fileCount, written: written, removed: plan.stale.count, kept: plan.foreign.count)
    return SiteWriter.Staged(
      folder: folder, summary: summary, known: plan.knownPaths, foreign: Set(plan.foreign))
  }

  /// Removes the staging folder (a check failed, or staging did): the destination stays as it was.
  func abandon() {
    guard let folder else { return }
    FileSystem.removeTreeInParallel(folder)
    self.folder = nil
  }

  /// Makes the staging folder beside the destination (from the spare when there is one), with the
  /// previous build's reused files, the person's files and folders, and the unchanged files so far.
  private func start() throws(GalleryError) {
    let destination = writer.destination
    let parent = FileSystem.parentPath(of: destination)
    let base = parent.isEmpty ? "." : parent
    try FileSystem.makeDirectories(base)
    let folderName = FileSystem.lastComponent(of: destination)
    writer.removeAbandonedStaging(in: base, folderName: folderName)
    let staging = "\(base)/\(SiteWriter.stagingPrefix(folderName))\(getpid())"
    try FileSystem.removeTree(staging)
    folder = staging
    do {
      spare = writer.claimSpare(as: staging)
      if spare == nil { try FileSystem.makeDirectories(staging) }
      try placeCarried(plan.reused + plan.foreign)
      for path in plan.foreignFolders { try FileSystem.makeRealDirectories(path, under: staging) }
      try placeCarried(unchangedBeforeStart)
      unchangedBeforeStart = []
    } catch {
      abandon()
      throw error
    }
  }

  /// Files of the old site that go into the new one as they are.
  private func placeCarried(_ paths: [String]) throws(GalleryError) {
    try place([], changes: [], unchanged: paths)
  }

  private func place(_ files: [RenderedPage], changes: [Int], unchanged: [String]) throws(GalleryError) {
    guard let folder else { return }
    do {
      if let spare {
        try writer.update(
          into: folder, from: spare, by: self, files: files, changes: changes, unchanged: unchanged)
      } else {
        try writer.fill(into: folder, by: self, files: files, changes: changes, unchanged: unchanged)
      }
    } catch {
      abandon()
      throw error
    }
  }

  /// The new record's entry for `path` (set for every file given so far and every reused one).
  func entry(_ path: String) -> SiteRecord.Entry? { record.entries[path] }
}
