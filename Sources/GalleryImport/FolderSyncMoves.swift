import Foundation
import GalleryCore
import GalleryImages

/// How `gallery sync` tells a moved file from a removed photo and a new image, so a photo whose file
/// was moved or renamed keeps its manifest entry (id, texts, place) instead of being dropped and
/// added again under a new id, which would lose what the person wrote and change its page's URL.
///
/// Only photos whose local image is gone and image files no photo shows are candidates, matched in
/// three ways, each only where it is unambiguous (what stays unmatched is removed and added, as before),
/// after a photo whose path still leads to the very file of a new image, spelled otherwise (see
/// `matches`), took that image:
/// 1. A renamed folder: a folder whose photos are all gone and that holds no image any more, and a
///    new folder (no photo came from it) holding exactly the same file names. When several new folders
///    qualify, the one with the old folder's own name (a renamed parent); when that leaves several or
///    none, or two old folders would take one new folder, no folder is matched.
/// 2. A file renamed in its folder by case or Unicode normalization only (`IMG_1.JPG` → `img_1.jpg`):
///    one gone and one new name of the same folder, equal when case and normalization are ignored.
/// 3. The same content: the digest a build remembered for the gone file (`FileDigests`) equals a new
///    file's. Only new files of a size some gone file had are read. Several gone photos or new files
///    with one digest are paired by file name when a name is unique on both sides, else left alone.
///
/// File names are compared ignoring case and Unicode normalization (Swift's `String` equality on the
/// lowercased names) in 1 and 2; paths themselves are told apart by their bytes.
package enum FolderSyncMoves {
  /// What the sync learns about files: digests from the build's index for gone files, the size,
  /// digest and identity of files now. Injected, so tests can count what is read.
  struct FileFacts: Sendable {
    /// The size and digest a gallery file had when a build last read it; nil when never read.
    var remembered: @Sendable (String) -> (size: Int, digest: UInt64)?
    /// The size of a gallery file now (a `stat`); nil when it cannot be read.
    var size: @Sendable (String) -> Int?
    /// The digest of a gallery file's bytes now (it is read); nil when it cannot be read.
    var digest: @Sendable (String) -> UInt64?
    /// The file a path leads to (device and inode, links followed); nil when none.
    var identity: @Sendable (String) -> FileIdentity?

    /// The gallery's own index (`.cleangallery-cache/digests`) and its files.
    static func stored(in folder: String) -> FileFacts {
      let index = FileDigests(galleryFolder: folder)
      return FileFacts(
        remembered: { index.lastKnown(of: $0) },
        size: { FileStamp.of(folder + "/" + $0)?.size },
        digest: { path in
          guard case .success(let bytes) = FileSystem.read(folder + "/" + path, inside: folder) else {
            return nil
          }
          return Hashing.digest(bytes)
        },
        identity: { path in
          guard let status = FileSystem.status(folder + "/" + path, followingLinks: true) else { return nil }
          return FileIdentity(device: status.device, inode: status.inode)
        })
    }
  }

  struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  /// The moves found: each gone path's new path, and the folders found renamed.
  struct Matches: Equatable {
    /// Gone path (bytes) → new path.
    var newPath: [[UInt8]: String] = [:]
    /// Folders renamed (or moved) whole: every matched photo of `from` went to `to`, which held no
    /// photo before, and `from` holds no image any more. In natural order of `from`.
    var renamedFolders: [FolderSync.Rename] = []
  }

  /// The moves between `gone` (local image paths of the manifest whose file is gone) and `new` (image
  /// files no photo shows). `known` is every local image path of the manifest, `images` every image
  /// file the scan found: they tell which folders are emptied and which are new. `present` are known
  /// paths that still lead to a file the scan did not list by that name: one leading to the same file
  /// as a new image is that image spelled otherwise (a case-insensitive disk after a case-only rename
  /// keeps finding `kyoto/k1.jpg` when the scan lists `Kyoto/k1.jpg`; a link to a folder), and counts
  /// as moved to the scan's spelling, so the file is not a second photo.
  static func matches(
    gone: [String], present: [String] = [], new: [String], known: [String], images: [String],
    files: @autoclosure () -> FileFacts
  ) -> Matches {
    var matches = Matches()
    guard !gone.isEmpty || !present.isEmpty, !new.isEmpty else { return matches }
    var facts: FileFacts?
    func learned() -> FileFacts {
      if let facts { return facts }
      let made = files()
      facts = made
      return made
    }
    var leftNew = new
    var moving = gone
    /// Records the pairs and keeps in `leftNew` and `left` only what is still unmatched.
    func take(_ pairs: [(String, String)], from left: inout [String]) {
      for (from, to) in pairs { matches.newPath[key(from)] = to }
      let taken = Set(pairs.map { key($0.1) })
      leftNew = leftNew.filter { !taken.contains(key($0)) }
      left = left.filter { matches.newPath[key($0)] == nil }
    }
    if !present.isEmpty {
      var unmatched = present
      take(sameFile(present, new: new, files: learned()), from: &unmatched)
      // Paths moved that way are gone for what follows: their folder may have been renamed.
      moving += present.filter { matches.newPath[key($0)] != nil }
    }
    let knownFolders = Set(known.map { key(directory(of: $0)) })
    let emptied = emptiedFolders(known: known, gone: Set(moving.map(key)), images: images)
    var leftGone = gone
    // Whole folders' names, those already matched included; only the pairs still open are taken.
    let open = Set(leftNew.map(key))
    take(
      renamedByNames(gone: moving, new: new, emptied: emptied, knownFolders: knownFolders)
        .filter { matches.newPath[key($0.0)] == nil && open.contains(key($0.1)) }, from: &leftGone)
    take(renamedInPlace(gone: leftGone, new: leftNew), from: &leftGone)
    if !leftGone.isEmpty && !leftNew.isEmpty {
      take(sameContent(gone: leftGone, new: leftNew, digests: learned()), from: &leftGone)
    }
    matches.renamedFolders = renamedFolders(
      matches.newPath, emptied: emptied, knownFolders: knownFolders)
    return matches
  }

  /// Present path → new image leading to the same file, when each side has just one for it.
  private static func sameFile(_ present: [String], new: [String], files: FileFacts) -> [(String, String)] {
    let presentOf = Dictionary(
      grouping: present.compactMap { path in files.identity(path).map { ($0, path) } }
    ) {
      $0.0
    }
    guard !presentOf.isEmpty else { return [] }
    let identities = Parallel.map(new) { files.identity($0) }
    let newOf = Dictionary(grouping: zip(new, identities).compactMap { path, id in id.map { ($0, path) } }) {
      $0.0
    }
    return presentOf.compactMap { identity, paths in
      guard paths.count == 1, let news = newOf[identity], news.count == 1 else { return nil }
      return (paths[0].1, news[0].1)
    }
  }

  /// The folder a file is in (`a/b/c.jpg` → `a/b`, "" for the gallery folder), not cut to the depth
  /// albums may nest (`FolderAlbums.folder(ofImage:)`): a move is between real folders.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  private static func key(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// A file name as a person reads it: case and Unicode normalization ignored.
  private static func nameKey(_ path: String) -> String {
    FileSystem.lastComponent(of: path).lowercased()
  }

  /// Folders whose manifest photos are all gone and that hold no image now: candidates for a rename.
  private static func emptiedFolders(
    known: [String], gone: Set<[UInt8]>, images: [String]
  ) -> Set<[UInt8]> {
    var folders = Set<[UInt8]>()
    var kept = Set<[UInt8]>()
    for path in known {
      let folder = key(directory(of: path))
      if gone.contains(key(path)) { folders.insert(folder) } else { kept.insert(folder) }
    }
    for image in images { kept.insert(key(directory(of: image))) }
    // The gallery folder itself is never renamed: its photos moved into a subfolder are single moves.
    kept.insert([])
    return folders.subtracting(kept)
  }

  /// The file names of each folder's paths, by folder, when no two names of a folder are one name to a
  /// person (`A.jpg` and `a.jpg`: such a folder cannot be matched by names).
  private static func namesByFolder(_ paths: [String]) -> [[UInt8]: [String: String]] {
    var folders: [[UInt8]: [String: String]] = [:]
    var clashing = Set<[UInt8]>()
    for path in paths {
      let folder = key(directory(of: path))
      if folders[folder, default: [:]].updateValue(path, forKey: nameKey(path)) != nil {
        clashing.insert(folder)
      }
    }
    for folder in clashing { folders[folder] = nil }
    return folders
  }

  /// Gone path → new path for folders renamed whole, found by their file names (rule 1).
  private static func renamedByNames(
    gone: [String], new: [String], emptied: Set<[UInt8]>, knownFolders: Set<[UInt8]>
  ) -> [(String, String)] {
    let oldFolders = namesByFolder(gone).filter { emptied.contains($0.key) }
    let newFolders = namesByFolder(new).filter { !$0.key.isEmpty && !knownFolders.contains($0.key) }
    guard !oldFolders.isEmpty, !newFolders.isEmpty else { return [] }
    var foldersOfNames: [[String]: [[UInt8]]] = [:]
    for (folder, names) in newFolders { foldersOfNames[names.keys.sorted(), default: []].append(folder) }
    var chosen: [[UInt8]: [UInt8]] = [:]
    var claims: [[UInt8]: Int] = [:]
    for (folder, names) in oldFolders {
      var candidates = foldersOfNames[names.keys.sorted()] ?? []
      if candidates.count > 1 {
        let name = FileSystem.lastComponent(of: String(decoding: folder, as: UTF8.self))
        candidates = candidates.filter {
          FileSystem.lastComponent(of: String(decoding: $0, as: UTF8.self)) == name
        }
      }
      guard candidates.count == 1 else { continue }
      chosen[folder] = candidates[0]
      claims[candidates[0], default: 0] += 1
    }
    var pairs: [(String, String)] = []
    for (old, newFolder) in chosen where claims[newFolder] == 1 {
      guard let oldNames = oldFolders[old], let newNames = newFolders[newFolder] else { continue }
      for (name, path) in oldNames {
        if let moved = newNames[name] { pairs.append((path, moved)) }
      }
    }
    return pairs
  }

  /// Gone path → new path for files renamed in their folder by case or normalization only (rule 2).
  private static func renamedInPlace(gone: [String], new: [String]) -> [(String, String)] {
    struct Place: Hashable {
      var folder: [UInt8]
      /// Compared as a `String`: canonically equivalent names are one.
      var name: String
    }
    func grouped(_ paths: [String]) -> [Place: [String]] {
      Dictionary(grouping: paths) { Place(folder: key(directory(of: $0)), name: nameKey($0)) }
    }
    let newGroups = grouped(new)
    return grouped(gone).compactMap { group, paths in
      guard paths.count == 1, let news = newGroups[group], news.count == 1 else { return nil }
      return (paths[0], news[0])
    }
  }

  /// Gone path → new path for files with the same content (rule 3).
  private static func sameContent(gone: [String], new: [String], digests: FileFacts) -> [(String, String)] {
    let known = Parallel.map(gone) { digests.remembered($0) }
    var goneOf: [UInt64: [String]] = [:]
    var sizes = Set<Int>()
    for (path, facts) in zip(gone, known) {
      guard let facts else { continue }
      goneOf[facts.digest, default: []].append(path)
      sizes.insert(facts.size)
    }
    guard !sizes.isEmpty else { return [] }
    let candidates = new.filter { digests.size($0).map(sizes.contains) == true }
    var newOf: [UInt64: [String]] = [:]
    for (path, digest) in zip(candidates, Parallel.map(candidates) { digests.digest($0) }) {
      if let digest { newOf[digest, default: []].append(path) }
    }
    var pairs: [(String, String)] = []
    for (digest, olds) in goneOf {
      guard let news = newOf[digest] else { continue }
      if olds.count == 1 && news.count == 1 {
        pairs.append((olds[0], news[0]))
        continue
      }
      // Identical files: only a name unique on both sides tells which is which.
      let oldByName = Dictionary(grouping: olds, by: nameKey)
      let newByName = Dictionary(grouping: news, by: nameKey)
      for (name, old) in oldByName where old.count == 1 {
        if let moved = newByName[name], moved.count == 1 { pairs.append((old[0], moved[0])) }
      }
    }
    return pairs
  }

  /// The folders renamed whole, from all the moves: every move out of an emptied folder went to one
  /// folder that held no photo before and took moves from no other folder.
  private static func renamedFolders(
    _ newPath: [[UInt8]: String], emptied: Set<[UInt8]>, knownFolders: Set<[UInt8]>
  ) -> [FolderSync.Rename] {
    var targets: [[UInt8]: Set<[UInt8]>] = [:]
    var sources: [[UInt8]: Set<[UInt8]>] = [:]
    for (old, new) in newPath {
      let from = key(directory(of: String(decoding: old, as: UTF8.self)))
      let to = key(directory(of: new))
      targets[from, default: []].insert(to)
      sources[to, default: []].insert(from)
    }
    var renamed: [FolderSync.Rename] = []
    for (from, tos) in targets where emptied.contains(from) && tos.count == 1 {
      guard let to = tos.first, to != from, !to.isEmpty, !knownFolders.contains(to), sources[to]?.count == 1
      else { continue }
      renamed.append(
        FolderSync.Rename(
          from: String(decoding: from, as: UTF8.self), to: String(decoding: to, as: UTF8.self)))
    }
    return renamed.sorted { NaturalOrder.areInIncreasingOrder($0.from, $1.from) }
  }
}
