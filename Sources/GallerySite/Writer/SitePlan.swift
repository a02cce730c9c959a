import Dispatch
import GalleryCore

/// What a write will change, worked out from the paths of the new site before any of its bytes is
/// staged (a build streams its pages, see `SiteStaging`): which of the previous build's files are stale
/// or reused, which files in the destination belong to a person, and where the new site would
/// overwrite a person's file or follow their link. Whether a generated file is new or changed is
/// settled file by file as its bytes come (`isUnchanged`).
struct SitePlan: Sendable {
  /// The previous build's record (empty when there is none).
  let previous: SiteRecord
  /// The destination as the record says it was written, for `isUnchanged`.
  private let site: WrittenSite?
  /// Generated paths the record does not list whose file in the destination already holds exactly
  /// the bytes this build makes: taken as the tool's own, and kept as they are.
  let adopted: Set<String>
  /// Files of the previous build kept as they are without being generated again (see `reused`).
  let reused: [String]
  /// Whether every reused file was still as the previous build wrote it.
  let reuseIsSound: Bool
  /// Paths the previous build wrote that this one does not.
  let stale: [String]
  /// Files in the destination the tool did not write (and anything else that is not a folder: links,
  /// FIFOs), carried into the new site as they are.
  let foreign: [String]
  /// Empty folders in the destination, carried over too: the tool never leaves an empty folder, so an
  /// empty one is a person's (a web root's `.well-known/` before its first file).
  let foreignFolders: [String]

  /// `paths`: every file the build generates. `reusingPrevious`: keep every other file of the previous
  /// build as it is (a move renders only the pages it touches); with `reusable`, only those of these
  /// paths (the pages the whole site has): every other file is generated whole (a copy, the sitemap, a
  /// search index), so a previous one not generated now is stale. `adopting` is given the generated
  /// paths the record does not list but the destination holds (the record is gone or damaged, or the
  /// site was copied without it) and returns those whose file already holds exactly the bytes this
  /// build makes: nothing is lost by taking them as the tool's own, and a site copied with
  /// `cp -r site/*` can be built again. It is called only when there is such a path.
  init(
    destination: String, paths: [String], reusingPrevious: Bool = false, reusable: Set<String>? = nil,
    adopting: (Set<String>) throws(GalleryError) -> Set<String>
  ) throws(GalleryError) {
    let exists = FileSystem.isDirectory(destination)
    let site = exists ? WrittenSite.read(destination) : nil
    let previous = site?.record ?? SiteRecord()
    self.previous = previous
    self.site = site
    let isIntact = { (path: String) -> Bool in site?.isStillAsWritten(path) ?? false }
    var generated = Set(paths)
    let listing = exists ? FileSystem.listing(in: destination, includeHidden: true) : FileSystem.Listing()
    let unlisted = Set(
      (listing.files + listing.others).filter { previous.entries[$0] == nil && generated.contains($0) })
    let adopted = unlisted.isEmpty ? [] : try adopting(unlisted)
    self.adopted = adopted
    let reusedPaths =
      reusingPrevious
      ? previous.entries.keys.filter { !generated.contains($0) && (reusable?.contains($0) ?? true) }.sorted()
      : []
    self.reused = reusedPaths
    // A record from before keeps FNV-1a hashes, which the new record must not carry over.
    reuseIsSound = previous.hashesAreDigests && reusedPaths.allSatisfy { isIntact($0) }
    generated.formUnion(reusedPaths)
    var stale: [String] = []
    var foreign: [String] = []
    var conflicts: [String] = []
    // What a killed move left half done is the tool's, and no part of any site: removed like a stale file.
    let leftovers = SiteWriter.patchLeftovers(in: listing.files, record: previous)
    // Links and other non-files are never taken for a page by their bytes.
    let nonFiles = previous.isUnfinished ? Set(listing.others) : []
    for relative in listing.files + listing.others where relative != SiteRecord.fileName {
      if leftovers.contains(relative) {
        stale.append(relative)
        continue
      }
      if previous.entries[relative] != nil {
        // A stale file is removed only when it is still as the tool wrote it: one a person edited
        // since is theirs now, and is kept. After a killed move (a marked record) a page it added
        // is newer than the record, and known by its recorded bytes.
        if !generated.contains(relative) {
          let isTools =
            isIntact(relative)
            || (previous.isUnfinished && !nonFiles.contains(relative)
              && site?.holdsRecordedBytes(relative) == true)
          if isTools { stale.append(relative) } else { foreign.append(relative) }
        }
        continue
      }
      if generated.contains(relative) {
        if !adopted.contains(relative) { conflicts.append(relative) }
        continue
      }
      foreign.append(relative)
    }
    self.foreignFolders = listing.emptyFolders
    // A folder the site needs that is a person's link (or file) would lead the build's writes
    // outside the site: the build stops and names it rather than follow it.
    let blocked = Set(listing.others + listing.files)
    if !blocked.isEmpty {
      var checked = Set<String>()
      for path in generated {
        var folder = FileSystem.parentPath(of: path)
        while !folder.isEmpty, checked.insert(folder).inserted {
          if blocked.contains(folder) { conflicts.append(folder) }
          folder = FileSystem.parentPath(of: folder)
        }
      }
    }
    if let first = conflicts.sorted().first {
      let more =
        conflicts.count > 1
        ? " and \(conflicts.count - 1) more (\(conflicts.sorted().dropFirst().prefix(3).joined(separator: ", "))\(conflicts.count > 4 ? ", …" : ""))"
        : ""
      let what =
        generated.contains(first)
        ? "the file exists, was not written by gallery and differs from the file it would write"
        : "the site needs a folder here, and this is a file or link gallery did not make"
      throw .cannotWrite(
        path: destination + "/" + first,
        message: what + "\(more); move it away (or remove it) or choose another --output")
    }
    self.stale = stale
    self.foreign = foreign
  }

  /// Everything the destination held when the plan was made: the record's files, the person's files
  /// and empty folders. Anything else found in the old site after the swap arrived while the build ran.
  /// (A killed move's leftovers are among the stale files, so they are known too.)
  var knownPaths: Set<String> {
    Set(previous.entries.keys).union(foreign).union(foreignFolders).union(stale)
  }

  /// Whether the destination needs replacing whatever the generated files' bytes are.
  var hasStaleFiles: Bool { !stale.isEmpty }

  /// Whether the generated file at `path` with these bytes' `hash` and `size` is already in the
  /// destination as the tool wrote it (or adopted): linked from there, not written.
  func isUnchanged(_ path: String, hash: UInt64, size: Int) -> Bool {
    adopted.contains(path) || (site?.isStillAsWritten(path, hash: hash, size: size) ?? false)
  }
}
