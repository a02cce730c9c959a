import Foundation
import GalleryCore

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
package struct SiteWriter: Sendable {
  /// What a write did, for the summary line.
  package struct Summary: Sendable, Equatable {
    /// Files the site has from this build (pages and copies).
    package var files: Int
    /// Files whose bytes were new or changed, and so were written.
    package var written: Int
    /// Files of the previous build the new site no longer has.
    package var removed: Int
    /// Files a person put in the destination, carried over.
    package var kept: Int

    package init(files: Int, written: Int, removed: Int, kept: Int) {
      self.files = files
      self.written = written
      self.removed = removed
      self.kept = kept
    }
  }

  package let destination: String
  /// Where this site's seal is kept (see `SiteSeal`); nil: none is kept, every check reads every file.
  package let sealPath: String?

  package init(destination: String, sealFolder: String? = nil) {
    self.destination = destination
    sealPath = sealFolder.map { $0 + "/" + SiteSeal.fileName(for: destination) }
  }

  /// A new site worked out in memory against the destination, ready to be checked and then written.
  package struct Prepared: Sendable {
    let files: [RenderedPage]
    let plan: SitePlan
    let inputs: UInt64?

    /// Every file path the new site will hold: generated, reused, and the person's own carried over.
    package var allPaths: Set<String> { Set(files.map(\.path)).union(plan.reused).union(plan.foreign) }
    /// Whether every file meant to be reused unchanged was still intact (else build them all).
    package var reuseIsSound: Bool { plan.reuseIsSound }
  }

  /// Reads the copies and compares the paths with the destination. Touches nothing.
  ///
  /// `reusingPrevious`: keep every other file of the previous build as it is, without generating it
  /// again (a move renders only the pages it touches), or only those of `reusable` (see `SitePlan`);
  /// `inputs`: the build's fingerprint, kept in the record.
  package func prepare(
    pages: [RenderedPage], copies: [PublishedFile], reusingPrevious: Bool = false,
    reusable: Set<String>? = nil,
    inputs: UInt64? = nil
  ) throws(GalleryError) -> Prepared {
    try checkIsFolder()
    let copies = Self.copiesToPublish(copies, besides: pages.map(\.path))
    let files = try pages + Self.read(copies)
    let plan = try plan(paths: files.map(\.path), reusingPrevious: reusingPrevious, reusable: reusable) {
      candidates in
      Set(files.filter { candidates.contains($0.path) && holds($0) }.map(\.path))
    }
    return Prepared(files: files, plan: plan, inputs: inputs)
  }

  /// Refuses a destination that is there and is not a folder.
  func checkIsFolder() throws(GalleryError) {
    if FileSystem.exists(destination) && !FileSystem.isDirectory(destination) {
      throw .cannotWrite(path: destination, message: "it exists and is not a folder")
    }
  }

  /// The plan for a new site of the generated `paths` (see `SitePlan`).
  func plan(
    paths: [String], reusingPrevious: Bool, reusable: Set<String>? = nil,
    adopting: (Set<String>) throws(GalleryError) -> Set<String>
  ) throws(GalleryError) -> SitePlan {
    try SitePlan(
      destination: destination, paths: paths, reusingPrevious: reusingPrevious, reusable: reusable,
      adopting: adopting)
  }

  /// Whether the destination's file at the file's path holds exactly its bytes (see `SitePlan.adopted`).
  func holds(_ file: RenderedPage) -> Bool {
    FileSystem.readFile(destination + "/" + file.path, limit: file.bytes.count) == file.bytes
  }

  /// The fingerprint of the inputs the last build's record says the site was built from; reads only
  /// the record's first line (a move asks before anything else, and the record can be megabytes).
  package func previousInputs() -> UInt64? {
    let path = destination + "/" + SiteRecord.fileName
    guard let fd = try? FileSystem.openForReading(path).get() else { return nil }
    defer { FileSystem.close(fd) }
    guard let head = FileSystem.read(fd, at: 0, count: 64), let end = head.firstIndex(of: 0x0A) else {
      return nil
    }
    return SiteRecord(bytes: Array(head[0...end]))?.inputs
  }

  /// The number of files the site holds when it was built from exactly `inputs` and every file is still
  /// as written; nil when the site needs building. A sealed site (`SiteSeal`) is proved intact by its
  /// folders; otherwise, or with `verify`, the record and every file's size and time are read, and a
  /// site found intact is sealed for the next build.
  package func upToDateFileCount(inputs: UInt64, verify: Bool = false) -> Int? {
    if !verify, let sealPath, let seal = SiteSeal.read(sealPath), seal.inputs == inputs,
      seal.holds(destination)
    {
      return seal.fileCount
    }
    guard let site = WrittenSite.read(destination), site.record.inputs == inputs, site.time != nil else {
      return nil
    }
    // The folders are looked at before the files: a change while the files are checked moves a
    // folder's time past the seal's, so it cannot be sealed as intact.
    let folders = SiteSeal.folders(of: site.paths.sorted)
    let before = SiteSeal.taken(
      of: destination, inputs: inputs, fileCount: site.record.entries.count, folders: folders)
    let intact = Parallel.map(Array(site.record.entries.keys)) { site.isStillAsWritten($0) }
    guard intact.allSatisfy({ $0 }) else { return nil }
    if let sealPath, let before { before.write(to: sealPath) }
    return site.record.entries.count
  }

  /// Seals the site as its record, just written, says it is (see `SiteSeal`): only after the tool
  /// wrote every file of it, or kept a seal that held.
  package func seal() {
    guard let sealPath else { return }
    let recordPath = destination + "/" + SiteRecord.fileName
    guard let bytes = FileSystem.readFile(recordPath, limit: SiteRecord.maximumBytes),
      let end = bytes.firstIndex(of: 0x0A), let inputs = SiteRecord(bytes: Array(bytes[0...end]))?.inputs,
      inputs != 0, let (count, folders) = SiteSeal.filesAndFolders(ofRecord: bytes)
    else { return }
    let seal = SiteSeal.taken(of: destination, inputs: inputs, fileCount: count, folders: folders)
    seal?.write(to: sealPath)
  }

  /// Drops the seal before the site changes (a change within the clock tick of the seal would not move
  /// a folder's time).
  func unseal() {
    if let sealPath { SiteSeal.remove(sealPath) }
  }

  /// A new site assembled in its staging folder, not yet in place.
  package struct Staged: Sendable {
    /// Nil when nothing changes: there is nothing to put in place.
    let folder: String?
    package let summary: Summary
    /// What the destination held when the plan was made (see `SitePlan.knownPaths`).
    let known: Set<String>
    /// The person's files the new site carried.
    let foreign: Set<String>
  }

  /// Assembles the new site in a staging folder beside the destination; the destination is untouched.
  /// Nothing is staged when nothing changes.
  package func stage(_ prepared: Prepared) throws(GalleryError) -> Staged {
    let staging = try SiteStaging(writer: self, plan: prepared.plan, inputs: prepared.inputs)
    try staging.add(prepared.files)
    return try staging.finish()
  }

  /// Puts a staged site in place in one atomic swap, then runs `finish` (a move saves its manifest
  /// there). When `finish` fails, the old site is swapped back before the error is thrown: a command
  /// that fails leaves the site and the manifest as they were, together.
  package func commit(
    _ staged: Staged, then finish: () throws(GalleryError) -> Void = {}
  ) throws(GalleryError) -> Summary {
    guard let staging = staged.folder else {
      try finish()
      return staged.summary
    }
    let oldSite: String?
    unseal()
    do {
      oldSite = try swapIntoPlace(staging: staging)
    } catch {
      FileSystem.removeTreeInParallel(staging)
      throw error
    }
    FailurePoint.reach("commit:swapped")
    do {
      try finish()
    } catch {
      swapBack(oldSite: oldSite, staging: staging)
      throw error
    }
    FailurePoint.reach("commit:finished")
    if let oldSite {
      rescueLateArrivals(from: oldSite, known: staged.known, foreign: staged.foreign)
      keepAsSpare(oldSite)
    }
    seal()
    return staged.summary
  }

  /// Removes what killed builds and moves left beside the destination (their staging folders, one of
  /// which may hold the old site a swap put aside), also when the site is up to date and nothing is
  /// staged: a command killed after its swap leaves a site the next build finds up to date.
  package func sweep() {
    let parent = FileSystem.parentPath(of: destination)
    removeAbandonedStaging(
      in: parent.isEmpty ? "." : parent, folderName: FileSystem.lastComponent(of: destination))
  }

  /// Drops a staged site (its check failed): the destination stays as it was.
  package func discard(_ staged: Staged) {
    guard let staging = staged.folder else { return }
    FileSystem.removeTreeInParallel(staging)
  }

  /// Writes a prepared site: nothing at all when nothing changed, else staging and one atomic swap.
  package func write(_ prepared: Prepared) throws(GalleryError) -> Summary {
    try commit(stage(prepared))
  }

  /// Prepares and writes in one go (for callers that check nothing in between).
  package func write(pages: [RenderedPage], copies: [PublishedFile]) throws(GalleryError) -> Summary {
    try write(prepare(pages: pages, copies: copies))
  }
}
