import Foundation
import GalleryCore

// The previous site kept beside the destination, and updated into the next one.
extension SiteWriter {
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

  /// Keeps the old site as the spare, in place of the previous spare when that is the tool's; a folder
  /// of someone else's under the spare's name is left alone (and the old site is not kept).
  func keepAsSpare(_ oldSite: String) {
    if FileSystem.exists(spare) {
      guard Self.isOwnSite(spare) else {
        FileSystem.removeTreeInParallel(oldSite)
        return
      }
      FileSystem.removeTreeInParallel(spare)
    }
    if !FileSystem.rename(oldSite, to: spare) { FileSystem.removeTreeInParallel(oldSite) }
  }

  /// A real folder holding a record the tool wrote: a site of its own.
  static func isOwnSite(_ folder: String) -> Bool {
    FileSystem.isRealDirectory(folder) && WrittenSite.read(folder) != nil
  }

  /// Moves the spare to `staging` and returns it as recorded, or nil (and no spare) when it cannot be
  /// used.
  func claimSpare(as staging: String) -> WrittenSite? {
    guard FileSystem.isRealDirectory(spare) else { return nil }
    // A folder without the tool's record is not the tool's: it is neither used nor removed.
    guard let site = WrittenSite.read(spare), let time = site.time else { return nil }
    guard FileSystem.rename(spare, to: staging) else { return nil }
    return WrittenSite(folder: staging, record: site.record, paths: site.paths, time: time)
  }

  /// Turns a claimed spare (an older site) into the new site, a batch at a time: a file the spare
  /// already has with the right bytes stays; one the current site has with the right bytes (the
  /// `unchanged` paths: generated, reused or a person's) is linked from it; anything else (the
  /// `changes`, indices into `files`) is written. Every change is a new file renamed into place, never
  /// a write into an existing file, because the spare's files are hard links shared with the live site.
  func update(
    into staging: String, from spare: WrittenSite, by session: SiteStaging, files: [RenderedPage],
    changes: [Int], unchanged: [String]
  ) throws(GalleryError) {
    let targets: [(path: String, bytes: Int?)] =
      unchanged.map { ($0, nil) } + changes.map { (files[$0].path, $0) }
    let entries = targets.map { session.entry($0.path) }
    let kept = Parallel.map(Array(zip(targets.map(\.path), entries))) { target -> Bool in
      guard let entry = target.1 else { return false }
      return spare.isStillAsWritten(target.0, hash: entry.hash, size: entry.size)
    }
    for (index, target) in targets.enumerated() where !kept[index] {
      try place(
        target.path, in: staging, folders: &session.folders, linking: target.bytes == nil,
        bytes: target.bytes.map { files[$0].bytes })
    }
  }

  /// Puts one file in place in a staging folder made from a spare: linked from the live site, else
  /// written from `bytes`, else copied from the live site.
  private func place(
    _ path: String, in staging: String, folders: inout Set<String>, linking: Bool, bytes: [UInt8]?
  ) throws(GalleryError) {
    let folder = FileSystem.parentPath(of: path)
    if !folder.isEmpty && folders.insert(folder).inserted {
      try FileSystem.makeRealDirectories(folder, under: staging)
    }
    let target = staging + "/" + path
    let temporary =
      (folder.isEmpty ? staging : staging + "/" + folder) + "/"
      + FileSystem.sideName(of: FileSystem.lastComponent(of: path), prefix: "", suffix: ".cleangallery-new")
    FileSystem.removeFile(temporary)
    if !(linking && FileSystem.hardLink(destination + "/" + path, as: temporary)) {
      guard let bytes = bytes ?? FileSystem.readFile(destination + "/" + path) else {
        throw .cannotWrite(
          path: destination + "/" + path, message: "cannot link it: \(FileSystem.lastError())")
      }
      try FileSystem.writeFile(temporary, bytes)
    }
    guard FileSystem.rename(temporary, to: target) else {
      throw .cannotWrite(path: target, message: FileSystem.lastError())
    }
    // Renaming a link onto the file it already is does nothing, and leaves the temporary name.
    FileSystem.removeFile(temporary)
  }

  /// Ends updating a spare: what it holds beyond the new site goes, and so do the folders that
  /// leaves empty. What the spare holds beyond the new site is the tool's old files, or a person's
  /// files that are no longer in the site (they removed them): files that arrived while the last build
  /// ran were linked into the site then (see `rescueLateArrivals`).
  func finishUpdate(_ staging: String, plan: SitePlan, record: SiteRecord) throws(GalleryError) {
    let foreign = Set(plan.foreign)
    let left = FileSystem.listing(in: staging, includeHidden: true)
    for path in left.files + left.others
    where path != SiteRecord.fileName && record.entries[path] == nil && !foreign.contains(path) {
      FileSystem.removeFile(staging + "/" + path)
    }
    removeFoldersLeftEmpty(in: staging, keeping: Set(plan.foreignFolders))
  }

  /// Removes the folders of an updated spare that hold nothing any more (a `page/` whose pages are
  /// gone), and then their parents if that empties them, so an incremental build ends in the tree a
  /// fresh one makes. `keeping`: empty folders that belong to the person.
  func removeFoldersLeftEmpty(in staging: String, keeping: Set<String>) {
    var empty = FileSystem.listing(in: staging, includeHidden: true).emptyFolders
    while let folder = empty.popLast() {
      guard !keeping.contains(folder), FileSystem.removeEmptyFolder(staging + "/" + folder) else { continue }
      let parent = FileSystem.parentPath(of: folder)
      if !parent.isEmpty && !keeping.contains(parent) { empty.append(parent) }
    }
  }
}
