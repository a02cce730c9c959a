import GalleryCore
import GalleryValidation

// A move's few pages written into the live site, without a staging folder.
extension SiteWriter {
  /// Writes `pages` (the pages a move changed; every other file stays) into the site in place, removes
  /// the files of `removed` (grid pages a grid lost), then runs `finish` (a move saves its manifest
  /// there). Returns nil, touching nothing, when the site cannot be patched: a page the record lists
  /// whose file is not as the tool wrote it (a person's edit is never overwritten here; the full write
  /// keeps it), a new page where something already is, a removed page not as written. Only the files
  /// rewritten are looked at, so a move costs the same at 100 photos and at 100,000.
  ///
  /// Each file is replaced by a rename, so a reader sees it whole, old or new; the site as a whole is
  /// not swapped at once, so for the milliseconds of a patch a page may link to a neighbour not yet
  /// rewritten. For a crash in that window, the record is marked before the first file is replaced
  /// (its fingerprint zeroed, in place) and written anew after the last: a marked record matches no
  /// build's inputs, so the next build or move checks every file as after any change, and it trusts
  /// no file as new as itself (`WrittenSite.isStillAsWritten`), so a page renamed into place after the
  /// mark, even in the same clock tick, is rewritten; the new files a patch killed before their rename
  /// left behind are its own, and the next build leaves them out (`patchLeftovers`). A page the site
  /// did not have is listed in a marked record before it appears: a build after a kill that no longer
  /// makes it finds it the tool's by its recorded bytes (`SitePlan`) and removes it. So a build after
  /// a kill at any moment gives the site a fresh build gives. When `finish` fails, every file and the
  /// record are put back as they were.
  ///
  /// `check` sees the pages and every path of the patched site before anything is written (the pages'
  /// validation), and stops the patch by throwing.
  ///
  /// `gaining`: files the site copies (photos added bring their images); each one the record does not
  /// list is read (`read`, checked as a build checks it) and added like a new page. One it lists is
  /// taken as written: the record's fingerprint says the site is the one the same inputs gave.
  func patch(
    _ pages: [RenderedPage], gaining copies: [PublishedFile] = [], removing removed: [String] = [],
    previousInputs: UInt64, inputs: UInt64,
    check: ([RenderedPage], SitePathList) throws(GalleryError) -> Void,
    then finish: () throws(GalleryError) -> Void
  ) throws(GalleryError) -> Summary? {
    // The record's bytes, not its entries: only the lines of these pages are read and replaced.
    guard let record = RecordLines.read(destination), record.inputs == previousInputs else { return nil }
    // The record's new file is written beside it under the patch's own name: a file there is a
    // person's (a patch cut short leaves a marked record, and then no patch runs), never replaced.
    guard !Self.holdsAnything(Self.patchTemporary(of: SiteRecord.fileName), in: destination) else {
      return nil
    }
    let sitePaths = record.paths
    var pages = pages
    if !copies.isEmpty {
      // The record is looked up by a binary search of its bytes, in their order (as the tool writes it).
      guard sitePaths.isSortedByBytes else { return nil }
      // A page wins over a copy of the same path, the first copy over a later one (as a build); only
      // those the site lacks are read, each checked as a build checks it.
      pages += try Self.read(
        Self.copiesToPublish(copies, besides: pages.map(\.path)).filter {
          sitePaths.span(of: $0.target) == nil
        })
    }
    guard let lines = record.lines(of: Set(pages.map(\.path) + removed), among: sitePaths) else { return nil }
    var changed: [(page: RenderedPage, old: [UInt8])] = []
    var changes: [(path: String, line: RecordLines.Line, entry: SiteRecord.Entry)] = []
    var added: [(page: RenderedPage, entry: SiteRecord.Entry)] = []
    // Each page hashed and its file looked at on every core (a bulk edit's 500 pages: a stat and a read
    // each), then taken in order.
    let destination = destination
    let sortedByBytes = sitePaths.isSortedByBytes
    let looks = Parallel.map(pages) { page in
      Self.look(
        at: page, line: lines[page.path], in: destination, record: record, sortedByBytes: sortedByBytes)
    }
    for (page, look) in zip(pages, looks) {
      switch look {
      case .refused: return nil
      case .same: continue
      case .new(let entry): added.append((page, entry))
      case .changed(let entry, let line, let old):
        changed.append((page, old))
        changes.append((page.path, line, entry))
      }
    }
    // A removed page is the tool's, as written: its bytes are kept to put it back if the move fails.
    var gone: [(path: String, line: RecordLines.Line, old: [UInt8])] = []
    for path in removed {
      guard let line = lines[path], record.isStillAsWritten(path, in: destination, entry: line.entry),
        let old = FileSystem.readFile(destination + "/" + path, limit: line.entry.size),
        old.count == line.entry.size
      else { return nil }
      gone.append((path, line, old))
    }
    let additions = added.map { (path: $0.page.path, entry: $0.entry) }
    let newRecord = record.replacing(
      changes, adding: additions, removing: gone.map(\.line), among: sitePaths, inputs: inputs)
    // The pages are checked against the paths the site will have.
    let newPaths =
      added.isEmpty && gone.isEmpty
      ? sitePaths : RecordLines(bytes: newRecord, inputs: inputs, time: record.time).paths
    try check(pages, newPaths)
    let summary = Summary(
      files: newPaths.count, written: changed.count + added.count, removed: gone.count, kept: 0)
    FailurePoint.reach("patch:checked")
    // A patch looks only at the pages it rewrites: it keeps a seal the site had, never makes one.
    let wasSealed = sealPath.flatMap(SiteSeal.read).map {
      $0.inputs == previousInputs && $0.holds(destination)
    }
    unseal()
    try markRecordUnfinished()
    WrittenSite.forgetLastRead()
    FailurePoint.reach("patch:marked")
    // What was done, to undo: files replaced (their old bytes; nil for a page the site did not have)
    // and files removed.
    var done: [(path: String, old: [UInt8]?)] = []
    var removedSoFar: [(path: String, old: [UInt8])] = []
    let putBack = {
      // Folders opened afresh: a folder the patch emptied and removed is made again.
      let folders = OpenFolders(destination: destination)
      for file in done.reversed() {
        if let old = file.old {
          try? replaceInPlace(file.path, with: old, in: folders)
        } else {
          _ = FileSystem.removeFile(destination + "/" + file.path)
          removeEmptyFolders(above: file.path)
        }
      }
      for file in removedSoFar { try? replaceInPlace(file.path, with: file.old, in: folders) }
      try? replaceInPlace(SiteRecord.fileName, with: record.bytes, in: folders)
    }
    let folders = OpenFolders(destination: destination)
    do {
      if !added.isEmpty {
        // Listed (by a marked record) before they appear: see above.
        try replaceInPlace(
          SiteRecord.fileName, with: record.replacing([], adding: additions, among: sitePaths, inputs: 0),
          in: folders, step: "listed")
      }
      // New files first: a rewritten page that links one (a grid page, a dropped photo) finds it there.
      for file in added {
        try replaceInPlace(
          file.page.path, with: file.page.bytes, in: folders, step: "page-\(done.count + 1)")
        done.append((file.page.path, nil))
      }
      for file in changed {
        try replaceInPlace(
          file.page.path, with: file.page.bytes, in: folders, step: "page-\(done.count + 1)")
        done.append((file.page.path, file.old))
      }
      for file in gone {
        try removeInPlace(file.path, step: "removed-\(removedSoFar.count + 1)")
        removedSoFar.append((file.path, file.old))
      }
      // Every other path stays, in its place: only the changed lines and the fingerprint are new.
      try replaceInPlace(SiteRecord.fileName, with: newRecord, in: folders, step: "record")
    } catch {
      putBack()
      throw error
    }
    do {
      try finish()
      FailurePoint.reach("patch:finished")
    } catch {
      putBack()
      throw error
    }
    if wasSealed == true { seal() }
    return summary
  }

  /// Removes one file of the live site (a grid page a grid lost), and then its folder when that is left
  /// empty (the tool leaves no empty folder: one is a person's); the folders on the way must be real
  /// folders (checked for the message, then enforced by the removal itself, `removeFile(_:beneath:)`).
  /// `step`: the patch's name for it, for the failure point after it.
  private func removeInPlace(_ path: String, step: String) throws(GalleryError) {
    let folder = FileSystem.parentPath(of: path)
    if !folder.isEmpty { try FileSystem.makeRealDirectories(folder, under: destination) }
    let target = destination + "/" + path
    guard FileSystem.removeFile(path, beneath: destination) else {
      throw .cannotWrite(path: target, message: FileSystem.lastError())
    }
    FailurePoint.reach("patch:\(step)")
    removeEmptyFolders(above: path)
  }

  /// Removes the folders holding `path` (relative) that are empty, nearest first, up to the site.
  private func removeEmptyFolders(above path: String) {
    var folder = FileSystem.parentPath(of: path)
    while !folder.isEmpty, FileSystem.removeEmptyFolder(destination + "/" + folder) {
      folder = FileSystem.parentPath(of: folder)
    }
  }

  /// Zeroes the record's fingerprint digits in place (same length, so nothing else moves). Its time
  /// changes with it, unless it is still the tick the record was written in: so this process forgets
  /// the copy it parsed (`WrittenSite.forgetLastRead`), and another one reads the record anew.
  private func markRecordUnfinished() throws(GalleryError) {
    let path = destination + "/" + SiteRecord.fileName
    guard let fd = FileSystem.openForUpdating(path) else {
      throw .cannotWrite(path: path, message: FileSystem.lastError())
    }
    defer { FileSystem.close(fd) }
    let header = FileSystem.read(fd, at: 0, count: 64) ?? []
    let prefix = Array("# inputs ".utf8)
    guard header.count > prefix.count, header.starts(with: prefix),
      let end = header[prefix.count...].firstIndex(where: { $0 == 0x0A || $0 == 0x20 })
    else { throw .cannotWrite(path: path, message: "the site's record has no fingerprint line") }
    let zeros = [UInt8](repeating: UInt8(ascii: "0"), count: end - prefix.count)
    guard FileSystem.overwrite(fd, with: zeros, at: prefix.count) else {
      throw .cannotWrite(path: path, message: FileSystem.lastError())
    }
  }

  /// Replaces one file of the live site by writing a new file beside it and renaming it over; the
  /// folders on the way must be real folders (made where missing; a link planted there is refused,
  /// never followed), and the write and the rename are done by name in the folder opened beneath the
  /// site (`FileSystem.openFolder(_:beneath:)`), so a link swapped in after the check cannot lead them
  /// elsewhere. `step`: the patch's name for it, for the failure points after the new file is written
  /// and after it is renamed (`patch:page-3:written`, `patch:record:replaced`). `folders`: the folders
  /// the patch has opened, each once for all its files.
  private func replaceInPlace(
    _ path: String, with bytes: [UInt8], in folders: OpenFolders, step: String? = nil
  ) throws(GalleryError) {
    let folder = FileSystem.parentPath(of: path)
    let target = destination + "/" + path
    let holder = try folders.holder(folder, writing: target)
    let name = FileSystem.lastComponent(of: path)
    let temporary = FileSystem.lastComponent(of: Self.patchTemporary(of: path))
    do throws(GalleryError) {
      try FileSystem.writeFile(named: temporary, in: holder, bytes)
    } catch {
      guard case .cannotWrite(_, let message) = error else { throw error }
      throw .cannotWrite(path: destination + "/" + Self.patchTemporary(of: path), message: message)
    }
    if let step { FailurePoint.reach("patch:\(step):written") }
    guard FileSystem.rename(named: temporary, to: name, in: holder) else {
      let reason = FileSystem.lastError()
      FileSystem.removeFile(named: temporary, in: holder)
      throw .cannotWrite(path: target, message: reason)
    }
    if let step { FailurePoint.reach("patch:\(step):replaced") }
  }

  /// What a patch finds of one page: the same bytes as the site's file, other bytes (with the file's,
  /// to put back), a page the site did not have, or a file that stops the patch.
  private enum Look: Sendable {
    case same
    case changed(entry: SiteRecord.Entry, line: RecordLines.Line, old: [UInt8])
    case new(entry: SiteRecord.Entry)
    case refused
  }

  /// `page` against its record `line` (nil: the record does not list it) and its file in `destination`.
  private static func look(
    at page: RenderedPage, line: RecordLines.Line?, in destination: String, record: RecordLines,
    sortedByBytes: Bool
  ) -> Look {
    // Its new file goes beside it under the patch's own name first: something already there is a
    // person's, and the full write keeps it.
    guard !holdsAnything(patchTemporary(of: page.path), in: destination) else { return .refused }
    let entry = SiteRecord.Entry(hash: SiteRecord.hash(page.bytes), size: page.bytes.count)
    guard let line else {
      // A page the site did not have (a grid that gained a page), only where nothing is: a file or
      // link there is not the tool's, and the full write says so. Its record line goes where the
      // path sorts, which needs the record in the order of its bytes (as the tool writes it).
      guard sortedByBytes, !holdsAnything(page.path, in: destination) else { return .refused }
      return .new(entry: entry)
    }
    guard record.isStillAsWritten(page.path, in: destination, entry: line.entry) else { return .refused }
    if line.entry == entry { return .same }
    guard let old = FileSystem.readFile(destination + "/" + page.path, limit: line.entry.size),
      old.count == line.entry.size
    else { return .refused }
    return .changed(entry: entry, line: line, old: old)
  }

  /// Whether the site holds anything (a file, a link, a folder) at `path` (relative), not following a
  /// link.
  private static func holdsAnything(_ path: String, in destination: String) -> Bool {
    FileSystem.status(destination + "/" + path, followingLinks: false) != nil
  }

  /// Where a patch writes the new `path` (relative) before renaming it over the old one: a hidden name
  /// beside it.
  static func patchTemporary(of path: String) -> String {
    let folder = FileSystem.parentPath(of: path)
    let name = FileSystem.sideName(of: FileSystem.lastComponent(of: path), suffix: ".cleangallery-new")
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// Of `files` (relative paths in a site whose record is `record`), the new files of a patch that was
  /// killed before it renamed them: only a marked record (`SiteRecord.isUnfinished`) has any, each
  /// beside a file the record lists (or the record itself). They are the tool's, and no site's.
  static func patchLeftovers(in files: [String], record: SiteRecord) -> Set<String> {
    guard record.isUnfinished else { return [] }
    let candidates = files.filter { $0.hasSuffix(".cleangallery-new") }
    guard !candidates.isEmpty else { return [] }
    let temporaries = Set((Array(record.entries.keys) + [SiteRecord.fileName]).map(patchTemporary))
    return Set(candidates.filter { temporaries.contains($0) })
  }
}
