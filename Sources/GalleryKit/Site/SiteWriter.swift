import CGallerySystem
import Dispatch
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
  /// A file put into the site as it is (a gallery image, a derivative, a theme asset), or bytes made
  /// for it (a sanitised SVG).
  public struct Copy: Sendable, Equatable {
    /// A file read when the site is written: `inside` is the folder it must be in (absolute, without
    /// symlinks), checked on the opened file; `mustBeRasterImage`: the bytes read must be a JPEG, PNG,
    /// WebP, GIF or TIFF image, so a file swapped for a page after it was checked is not published.
    public struct File: Sendable, Equatable {
      public let path: String
      public let inside: String?
      public let mustBeRasterImage: Bool
    }

    /// The file to read, or nil when `bytes` are given.
    public let source: File?
    public let bytes: [UInt8]?
    public let target: String

    public init(source: String, target: String, inside: String? = nil, mustBeRasterImage: Bool = false) {
      self.source = File(path: source, inside: inside, mustBeRasterImage: mustBeRasterImage)
      self.bytes = nil
      self.target = target
    }

    public init(bytes: [UInt8], target: String) {
      self.source = nil
      self.bytes = bytes
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
    let inputs: UInt64?

    /// Every file path the new site will hold: generated, reused, and the person's own carried over.
    public var allPaths: Set<String> { Set(files.map(\.path)).union(plan.reused).union(plan.foreign) }
    /// Whether every file meant to be reused unchanged was still intact (else build them all).
    public var reuseIsSound: Bool { plan.reuseIsSound }
    /// Generated pages and files whose bytes are new or changed.
    public var changedPaths: Set<String> { plan.changed }
  }

  /// Reads the copies, hashes everything and compares with the destination. Touches nothing.
  ///
  /// `reusingPrevious`: keep every other file of the previous build as it is, without generating it
  /// again (a move renders only the pages it touches); `inputs`: the build's fingerprint, kept in the
  /// record.
  public func prepare(
    pages: [RenderedPage], copies: [Copy], reusingPrevious: Bool = false, inputs: UInt64? = nil
  ) throws(GalleryError) -> Prepared {
    if FileSystem.exists(destination) && !FileSystem.isDirectory(destination) {
      throw .cannotWrite(path: destination, message: "it exists and is not a folder")
    }
    let files = try generatedFiles(pages: pages, copies: copies)
    let plan = try SitePlan(destination: destination, files: files, reusingPrevious: reusingPrevious)
    return Prepared(files: files, plan: plan, inputs: inputs)
  }

  /// The fingerprint and files of the last build's record, if the destination has one.
  public func previousRecord() -> SiteRecord? {
    FileSystem.readFile(destination + "/" + SiteRecord.fileName, limit: SiteRecord.maximumBytes)
      .flatMap(SiteRecord.init(bytes:))
  }

  /// The number of files the site holds when it was built from exactly `inputs` and every file is still
  /// as written; nil when the site needs building. Reads only the record and the files' sizes and times.
  public func upToDateFileCount(inputs: UInt64) -> Int? {
    let recordPath = destination + "/" + SiteRecord.fileName
    guard let bytes = FileSystem.readFile(recordPath, limit: SiteRecord.maximumBytes),
      let record = SiteRecord(bytes: bytes),
      record.inputs == inputs, let recordTime = FileSystem.sizeAndTime(recordPath)?.mtime
    else { return nil }
    let intact = Parallel.map(Array(record.entries)) { path, entry in
      guard let current = FileSystem.sizeAndTime(destination + "/" + path) else { return false }
      return current.size == entry.size && current.mtime <= recordTime
    }
    return intact.allSatisfy { $0 } ? record.entries.count : nil
  }

  /// A new site assembled in its staging folder, not yet in place.
  public struct Staged: Sendable {
    /// Nil when nothing changes: there is nothing to put in place.
    let folder: String?
    public let summary: Summary
    /// What the destination held when the plan was made (see `SitePlan.knownPaths`).
    let known: Set<String>
    /// The person's files the new site carried.
    let foreign: Set<String>
  }

  /// Assembles the new site in a staging folder beside the destination; the destination is untouched.
  /// Nothing is staged when nothing changes.
  public func stage(_ prepared: Prepared) throws(GalleryError) -> Staged {
    let plan = prepared.plan
    let files = prepared.files
    let fileCount = files.count + plan.reused.count
    guard plan.hasChanges || (prepared.inputs != nil && prepared.inputs != plan.previous.inputs) else {
      return Staged(
        folder: nil, summary: Summary(files: fileCount, written: 0, removed: 0, kept: plan.foreign.count),
        known: [], foreign: [])
    }
    let parent = FileSystem.parentPath(of: destination)
    let base = parent.isEmpty ? "." : parent
    try FileSystem.makeDirectories(base)
    let folderName = FileSystem.lastComponent(of: destination)
    removeAbandonedStaging(in: base, folderName: folderName)
    let staging = "\(base)/\(Self.stagingPrefix(folderName))\(getpid())"
    try FileSystem.removeTree(staging)
    do {
      if let spareRecord = claimSpare(as: staging) {
        try update(staging: staging, from: spareRecord, plan: plan, files: files, inputs: prepared.inputs)
      } else {
        try FileSystem.makeDirectories(staging)
        try fill(staging: staging, plan: plan, files: files, inputs: prepared.inputs)
      }
    } catch {
      FileSystem.removeTreeInParallel(staging)
      throw error
    }
    // The new folder takes the old one's permissions (a web root readable by its server stays so).
    var info = stat()
    if stat(destination, &info) == 0 { chmod(staging, info.st_mode & 0o7777) }
    let summary = Summary(
      files: fileCount, written: plan.changed.count, removed: plan.stale.count, kept: plan.foreign.count)
    return Staged(folder: staging, summary: summary, known: plan.knownPaths, foreign: Set(plan.foreign))
  }

  /// Puts a staged site in place in one atomic swap, then runs `finish` (a move saves its manifest
  /// there). When `finish` fails, the old site is swapped back before the error is thrown: a command
  /// that fails leaves the site and the manifest as they were, together.
  public func commit(
    _ staged: Staged, then finish: () throws(GalleryError) -> Void = {}
  ) throws(GalleryError) -> Summary {
    guard let staging = staged.folder else {
      try finish()
      return staged.summary
    }
    let oldSite: String?
    do {
      oldSite = try swapIntoPlace(staging: staging)
    } catch {
      FileSystem.removeTreeInParallel(staging)
      throw error
    }
    do {
      try finish()
    } catch {
      swapBack(oldSite: oldSite, staging: staging)
      throw error
    }
    if let oldSite {
      rescueLateArrivals(from: oldSite, known: staged.known, foreign: staged.foreign)
      keepAsSpare(oldSite)
    }
    return staged.summary
  }

  /// Drops a staged site (its check failed): the destination stays as it was.
  public func discard(_ staged: Staged) {
    guard let staging = staged.folder else { return }
    FileSystem.removeTreeInParallel(staging)
  }

  /// Writes a prepared site: nothing at all when nothing changed, else staging and one atomic swap.
  public func write(_ prepared: Prepared) throws(GalleryError) -> Summary {
    try commit(stage(prepared))
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
      guard let source = copy.source else {
        files.append(RenderedPage(path: copy.target, bytes: copy.bytes ?? []))
        continue
      }
      let bytes: [UInt8]
      switch FileSystem.read(source.path, inside: source.inside) {
      case .success(let read): bytes = read
      case .failure(.cannotOpen(let reason)) where !FileSystem.exists(source.path):
        throw .missingInput(path: source.path, what: "file to copy (\(reason))")
      case .failure(let refusal):
        throw .badData(path: source.path, message: "not copied into the site: \(refusal.message)")
      }
      if source.mustBeRasterImage {
        guard let format = ImageFormat.sniff(Array(bytes.prefix(ImageFormat.sniffLength))), format.isRaster
        else {
          throw .badData(path: source.path, message: "not copied into the site: it is not an image")
        }
      }
      files.append(RenderedPage(path: copy.target, bytes: bytes))
    }
    return files
  }

  /// One file of the new site: linked from the old site (unchanged, reused, a person's own) or written.
  private enum Placement {
    case carry(String)
    case write(Int)
  }

  private func fill(
    staging: String, plan: SitePlan, files: [RenderedPage], inputs: UInt64?
  ) throws(GalleryError) {
    var record = SiteRecord(inputs: inputs)
    var placements: [(path: String, placement: Placement)] = []
    placements.reserveCapacity(files.count + plan.reused.count + plan.foreign.count)
    for path in plan.reused {
      guard let entry = plan.previous.entries[path] else { continue }
      record.entries[path] = entry
      placements.append((path, .carry(path)))
    }
    for (index, file) in files.enumerated() {
      if !plan.changed.contains(file.path),
        plan.previous.entries[file.path] != nil || plan.adopted.contains(file.path)
      {
        record.entries[file.path] = SiteRecord.Entry(hash: plan.hashes[index], size: file.bytes.count)
        placements.append((file.path, .carry(file.path)))
      } else {
        record.entries[file.path] = SiteRecord.Entry(hash: plan.hashes[index], size: file.bytes.count)
        placements.append((file.path, .write(index)))
      }
    }
    placements += plan.foreign.map { ($0, .carry($0)) }
    let placed = placements

    var folders = Set<String>()
    for folder in placements.map({ FileSystem.parentPath(of: $0.path) }) + plan.foreignFolders
    where !folder.isEmpty && folders.insert(folder).inserted {
      try FileSystem.makeRealDirectories(folder, under: staging)
    }
    // Folders are filled in parallel: a directory takes one change at a time, two directories don't.
    let groups = Dictionary(grouping: placed.indices) { placed[$0].path.split(separator: "/").first ?? "" }
      .values.sorted { $0.count > $1.count }
    let failures = ResultSlots<GalleryError>(count: groups.count)
    DispatchQueue.concurrentPerform(iterations: groups.count) { group in
      do throws(GalleryError) {
        for index in groups[group] {
          let (path, placement) = placed[index]
          switch placement {
          case .carry(let source): try carry(destination + "/" + source, to: staging + "/" + path)
          case .write(let file): try FileSystem.writeFile(staging + "/" + path, files[file].bytes)
          }
        }
      } catch {
        failures[group] = error
      }
    }
    if let failure = failures.values.compactMap({ $0 }).first { throw failure }
    try FileSystem.writeFile(staging + "/" + SiteRecord.fileName, record.bytes)
  }

  /// Hard-links a file of the old site into the new one (a copy where links are not possible).
  private func carry(_ source: String, to target: String) throws(GalleryError) {
    guard link(source, target) != 0 else { return }
    guard let bytes = FileSystem.readFile(source) else {
      throw .cannotWrite(path: source, message: "cannot carry this file over: \(FileSystem.lastError())")
    }
    try FileSystem.writeFile(target, bytes)
  }

  /// Puts the staging folder at the destination; returns where the old site went (nil: there was none).
  private func swapIntoPlace(staging: String) throws(GalleryError) -> String? {
    guard FileSystem.exists(destination) else {
      guard rename(staging, destination) == 0 else {
        throw .cannotWrite(path: destination, message: FileSystem.lastError())
      }
      return nil
    }
    // The staging path now holds the old site.
    if cg_rename_exchange(staging, destination) == 0 { return staging }
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
    return aside
  }

  /// Undoes `swapIntoPlace`: the old site goes back to the destination, the new one is dropped.
  private func swapBack(oldSite: String?, staging: String) {
    guard let oldSite else {
      if rename(destination, staging) == 0 { FileSystem.removeTreeInParallel(staging) }
      return
    }
    if oldSite == staging {
      if cg_rename_exchange(staging, destination) == 0 { FileSystem.removeTreeInParallel(staging) }
      return
    }
    if rename(destination, staging) == 0 && rename(oldSite, destination) == 0 {
      FileSystem.removeTreeInParallel(staging)
    }
  }

  /// Files a person (or a program: an upload, a certificate challenge) put into the site while the
  /// build ran were not in the plan, so they are in the old site only: they are linked into the new
  /// one, where a path is free, before the old site becomes the spare. So is a file of theirs that
  /// they replaced while the build ran (the new site carried the version it planned with).
  private func rescueLateArrivals(from oldSite: String, known: Set<String>, foreign: Set<String>) {
    let listing = FileSystem.listing(in: oldSite, includeHidden: true)
    for path in listing.files + listing.others where path != SiteRecord.fileName {
      let old = oldSite + "/" + path
      let new = destination + "/" + path
      if foreign.contains(path) {
        // Replaced during the build: the old site's file is not the one the new site carried.
        guard !FileSystem.isSameFile(old, new) else { continue }
        let temporary =
          FileSystem.parentPath(of: new) + "/"
          + FileSystem.sideName(
            of: FileSystem.lastComponent(of: path), prefix: "", suffix: ".cleangallery-new")
        if link(old, temporary) == 0 && rename(temporary, new) != 0 { unlink(temporary) }
        continue
      }
      guard !known.contains(path), !FileSystem.exists(new) else { continue }
      let folder = FileSystem.parentPath(of: path)
      if !folder.isEmpty { try? FileSystem.makeRealDirectories(folder, under: destination) }
      _ = link(old, new)
    }
    for folder in listing.emptyFolders where !known.contains(folder) {
      try? FileSystem.makeRealDirectories(folder, under: destination)
    }
  }

  // MARK: The spare

  /// The previous site, kept beside the destination after a swap (`.<name>.spare`). It shares every
  /// unchanged file with the site through hard links, so it costs little disk, and the next build turns
  /// it into the new site by writing only what differs: a small change costs a few files, not a link
  /// per file of the site. A spare is only ever a complete site with its record: a half-updated one
  /// lives under a staging name, which is removed once its process is gone.
  ///
  /// Only a real folder holding a record is taken for a spare: anything else under that name (a
  /// symbolic link to a web root, a file) is not the tool's, so it is neither used nor removed.
  var spare: String {
    let parent = FileSystem.parentPath(of: destination)
    return "\(parent.isEmpty ? "." : parent)/"
      + FileSystem.sideName(of: FileSystem.lastComponent(of: destination), suffix: ".spare")
  }

  /// `.<name>.staging-`, followed by the building process's id (and `.old` on file systems that
  /// cannot exchange two folders in one rename).
  static func stagingPrefix(_ folderName: String) -> String {
    FileSystem.sideName(of: folderName, suffix: ".staging-", reserving: 16)
  }

  /// Keeps the old site as the spare, in place of the previous spare when that is the tool's; a folder
  /// of someone else's under the spare's name is left alone (and the old site is not kept).
  private func keepAsSpare(_ oldSite: String) {
    if FileSystem.exists(spare) {
      guard Self.isOwnSite(spare) else {
        FileSystem.removeTreeInParallel(oldSite)
        return
      }
      FileSystem.removeTreeInParallel(spare)
    }
    if rename(oldSite, spare) != 0 { FileSystem.removeTreeInParallel(oldSite) }
  }

  /// A real folder holding a record the tool wrote: a site of its own.
  static func isOwnSite(_ folder: String) -> Bool {
    FileSystem.isRealDirectory(folder)
      && FileSystem.readFile(folder + "/" + SiteRecord.fileName, limit: SiteRecord.maximumBytes)
        .flatMap(SiteRecord.init(bytes:)) != nil
  }

  /// Moves the spare to `staging` and returns its record, or nil (and no spare) when it cannot be used.
  private func claimSpare(as staging: String) -> (record: SiteRecord, time: FileTime)? {
    guard FileSystem.isRealDirectory(spare) else { return nil }
    let recordPath = spare + "/" + SiteRecord.fileName
    guard let bytes = FileSystem.readFile(recordPath, limit: SiteRecord.maximumBytes),
      let record = SiteRecord(bytes: bytes), let time = FileSystem.sizeAndTime(recordPath)?.mtime
    else {
      // A folder without the tool's record is not the tool's: it is neither used nor removed.
      return nil
    }
    guard rename(spare, staging) == 0 else { return nil }
    return (record, time)
  }

  /// Turns a claimed spare (an older site) into the new site: a file the spare already has with the
  /// right bytes stays; one the current site has with the right bytes is linked from it; anything else
  /// is written. Every change is a new file renamed into place, never a write into an existing file,
  /// because the spare's files are hard links shared with the live site.
  private func update(
    staging: String, from spare: (record: SiteRecord, time: FileTime), plan: SitePlan, files: [RenderedPage],
    inputs: UInt64?
  ) throws(GalleryError) {
    var record = SiteRecord(inputs: inputs)
    var targets: [(path: String, hash: UInt64?, bytes: Int?)] = []
    for path in plan.reused {
      guard let entry = plan.previous.entries[path] else { continue }
      record.entries[path] = entry
      targets.append((path, nil, nil))
    }
    for (index, file) in files.enumerated() {
      record.entries[file.path] = SiteRecord.Entry(hash: plan.hashes[index], size: file.bytes.count)
      targets.append((file.path, plan.hashes[index], index))
    }
    let wanted = Set(targets.map(\.path)).union(plan.foreign)
    let newRecord = record
    let kept = Parallel.map(targets) { target -> Bool in
      let entry = newRecord.entries[target.path]
      guard let old = spare.record.entries[target.path], old.hash == entry?.hash, old.size == entry?.size,
        let current = FileSystem.sizeAndTime(staging + "/" + target.path)
      else { return false }
      return current.size == old.size && current.mtime <= spare.time
    }
    var folders = Set<String>()
    func place(_ path: String, linking: Bool, bytes: [UInt8]?) throws(GalleryError) {
      let folder = FileSystem.parentPath(of: path)
      if !folder.isEmpty && folders.insert(folder).inserted {
        try FileSystem.makeRealDirectories(folder, under: staging)
      }
      let target = staging + "/" + path
      let temporary =
        (folder.isEmpty ? staging : staging + "/" + folder) + "/"
        + FileSystem.sideName(of: FileSystem.lastComponent(of: path), prefix: "", suffix: ".cleangallery-new")
      unlink(temporary)
      if !(linking && link(destination + "/" + path, temporary) == 0) {
        guard let bytes else {
          throw .cannotWrite(
            path: destination + "/" + path, message: "cannot link it: \(FileSystem.lastError())")
        }
        try FileSystem.writeFile(temporary, bytes)
      }
      guard rename(temporary, target) == 0 else {
        throw .cannotWrite(path: target, message: FileSystem.lastError())
      }
      // Renaming a link onto the file it already is does nothing, and leaves the temporary name.
      unlink(temporary)
    }
    for (index, target) in targets.enumerated() where !kept[index] {
      let unchangedInSite =
        !plan.changed.contains(target.path)
        && (plan.previous.entries[target.path] != nil || plan.adopted.contains(target.path))
      try place(target.path, linking: unchangedInSite, bytes: target.bytes.map { files[$0].bytes })
    }
    for path in plan.foreign {
      try place(path, linking: true, bytes: nil)
    }
    for folder in plan.foreignFolders { try FileSystem.makeRealDirectories(folder, under: staging) }
    let left = FileSystem.listing(in: staging, includeHidden: true)
    // What the spare holds beyond the new site is the tool's old files, or a person's files that are
    // no longer in the site (they removed them): files that arrived while the last build ran were
    // linked into the site then (see `rescueLateArrivals`).
    for path in left.files + left.others where path != SiteRecord.fileName && !wanted.contains(path) {
      unlink(staging + "/" + path)
    }
    removeFoldersLeftEmpty(in: staging, keeping: Set(plan.foreignFolders))
    try FileSystem.writeFile(staging + "/" + SiteRecord.fileName, record.bytes)
  }

  /// Removes the folders of an updated spare that hold nothing any more (a `page/` whose pages are
  /// gone), and then their parents if that empties them, so an incremental build ends in the tree a
  /// fresh one makes. `keeping`: empty folders that belong to the person.
  private func removeFoldersLeftEmpty(in staging: String, keeping: Set<String>) {
    var empty = FileSystem.listing(in: staging, includeHidden: true).emptyFolders
    while let folder = empty.popLast() {
      guard !keeping.contains(folder), rmdir(staging + "/" + folder) == 0 else { continue }
      let parent = FileSystem.parentPath(of: folder)
      if !parent.isEmpty && !keeping.contains(parent) { empty.append(parent) }
    }
  }

  /// Staging folders left by builds that were killed: their process is gone, so they are garbage.
  private func removeAbandonedStaging(in parent: String, folderName: String) {
    let prefix = Self.stagingPrefix(folderName)
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let pidText = entry.dropFirst(prefix.count)
      guard let pid = Int32(pidText), pid != getpid(), FileSystem.isRealDirectory(parent + "/" + entry) else {
        continue
      }
      if kill(pid, 0) != 0 && errno == ESRCH {
        FileSystem.removeTreeInParallel(parent + "/" + entry)
      }
    }
  }
}
