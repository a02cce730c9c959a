import GalleryCore
import GalleryModel

/// A gallery brought up to date with its folder (`gallery sync`) without undoing anything the person
/// wrote: new images are appended to the album of their folder (new folders become new albums), photos
/// whose file is gone are dropped, albums left empty whose folder is gone too are dropped, and the
/// order, texts, links, covers, settings and remote images stay exactly as they were.
package enum FolderSync {
  /// What a sync changes.
  package struct Changes: Sendable, Equatable {
    /// The gallery after the sync.
    package var gallery: Gallery
    /// Photos appended, in the order they were taken (as `gallery init` orders them).
    package var added: [Photo]
    /// Photos dropped because their local image is gone, in manifest order (the root's, then each
    /// album's depth first).
    package var removed: [Photo]
    /// Ids of the albums made for new folders, parents before their sub-albums.
    package var addedAlbums: [String] = []
    /// Ids of the albums dropped because they were left empty and their folder holds no image any more,
    /// sub-albums before their parent.
    package var removedAlbums: [String] = []
    /// Photos whose file moved, kept with their new `image`: those of renamed folders first, then the
    /// others, each in manifest order.
    package var moved: [Move] = []
    /// The folders renamed (or moved) whole, in natural order of their old names.
    package var renamedFolders: [Rename] = []

    package var isEmpty: Bool {
      added.isEmpty && removed.isEmpty && addedAlbums.isEmpty && removedAlbums.isEmpty && moved.isEmpty
    }
  }

  /// A photo kept with its file's new path.
  package struct Move: Sendable, Equatable {
    package var id: String
    package var from: String
    package var to: String
  }

  /// A folder whose photos all moved to one new folder: `trip/kyoto` → `trip/Kyoto`.
  package struct Rename: Sendable, Equatable {
    package var from: String
    package var to: String
  }

  /// Removed photos (and albums) named in full in the summary before the rest are only counted.
  package static let removedShown = 10

  /// The gallery with photos whose local image no longer exists dropped and `images` (relative to
  /// `folder`) that no photo shows appended, in the order they were taken, with fresh unique ids, each
  /// to the album of its folder (`FolderSyncAlbums.Placement` says which, making albums for new
  /// folders). Then albums emptied by the sync whose folder holds no image any more are dropped, and
  /// covers naming a dropped photo are cleared (the album shows its first photo again).
  ///
  /// A photo whose file moved (`FolderSyncMoves` tells which) is neither dropped nor added: it keeps
  /// its entry and only its `image` changes. It stays where it is when its folder was renamed whole
  /// (the album follows the folder: an album's folder is where its photos are) or when it sat in an
  /// album other than its old folder's (put there by hand); a photo in its old folder's album follows
  /// its file to the end of the new folder's album (made when new), as a new image of it would go.
  /// Contents are compared by the gallery's own digest index (`.cleangallery-cache/digests`).
  package static func synced(
    _ gallery: Gallery, images: [String], in folder: String, dating: any PhotoFactsReading
  ) -> Changes {
    synced(gallery, images: images, in: folder, dating: dating, files: .stored(in: folder))
  }

  /// `synced` learning about files from `files`.
  static func synced(
    _ gallery: Gallery, images: [String], in folder: String, dating: any PhotoFactsReading,
    files: @autoclosure () -> FolderSyncMoves.FileFacts
  ) -> Changes {
    var root = Album(id: "", title: gallery.title, photos: gallery.photos, albums: gallery.albums)
    var seen = Set<[UInt8]>()
    let known = imagePaths(of: gallery).filter { seen.insert($0).inserted }
      .map { String(decoding: $0, as: UTF8.self) }
    let gone = known.filter { FileSystem.realPath(folder + "/" + $0) == nil }
    let unshown = images.filter { !seen.contains(Array($0.utf8)) }
    let scanned = Set(images.map { Array($0.utf8) })
    let goneKeys = Set(gone.map { Array($0.utf8) })
    let present = known.filter { !scanned.contains(Array($0.utf8)) && !goneKeys.contains(Array($0.utf8)) }
    let matches = FolderSyncMoves.matches(
      gone: gone, present: present, new: unshown, known: known, images: images, files: files())
    let renamed = Set(matches.renamedFolders.map { Array($0.from.utf8) })
    var moved: [Move] = []
    // Photos of renamed folders first: with their new paths, their albums stand for the new folders.
    FolderSyncAlbums.visitPhotos(&root) { photo, _, _ in
      guard let path = photo.folderFile, let to = matches.newPath[Array(path.utf8)],
        renamed.contains(Array(FolderSyncMoves.directory(of: path).utf8))
      else { return true }
      moved.append(Move(id: photo.id, from: path, to: to))
      photo.moveFolderFile(to: to)
      return true
    }
    let original = root
    let shownNow = Set(matches.newPath.values.map { Array($0.utf8) })
    let new = unshown.filter { !shownNow.contains(Array($0.utf8)) }
    // Ids stay unique against every id the manifest had, so a dropped photo's id is not reused.
    let added = FolderPhotos.photos(
      forImages: new, in: folder, taken: gallery.allPhotos.map(\.id), dating: dating)
    var placement = FolderSyncAlbums.Placement(original)
    // Moved photos sitting in their old folder's album may follow their file: album path → index → folder.
    var following: [[Int]: [Int: String]] = [:]
    FolderSyncAlbums.visitPhotos(&root) { photo, album, index in
      if let path = photo.folderFile, let to = matches.newPath[Array(path.utf8)],
        placement.home(ofFolder: FolderAlbums.folder(ofImage: path)) == album
      {
        following[album, default: [:]][index] = FolderAlbums.folder(ofImage: to)
      }
      return true
    }
    // Folders in natural order, so new sibling albums are appended in the order init gives them.
    let targets =
      following.values.flatMap(\.values) + added.map { FolderAlbums.folder(ofImage: $0.folderFile ?? "") }
    let newFolders = Set(targets.map { Array($0.utf8) }).map { String(decoding: $0, as: UTF8.self) }
      .sorted(by: NaturalOrder.areInIncreasingOrder)
    var containerOf: [FolderAlbums.FolderKey: [Int]] = [:]
    for newFolder in newFolders {
      containerOf[Array(newFolder.utf8)] = placement.container(for: newFolder, in: &root)
    }
    var removed: [Photo] = []
    var followers: [(photo: Photo, album: [Int])] = []
    FolderSyncAlbums.visitPhotos(&root) { photo, album, index in
      guard let path = photo.folderFile else { return true }
      let key = Array(path.utf8)
      guard let to = matches.newPath[key] else {
        guard goneKeys.contains(key) else { return true }
        removed.append(photo)
        return false
      }
      moved.append(Move(id: photo.id, from: path, to: to))
      photo.moveFolderFile(to: to)
      guard let folder = following[album]?[index], let destination = containerOf[Array(folder.utf8)],
        destination != album
      else { return true }
      followers.append((photo, destination))
      return false
    }
    guard !added.isEmpty || !removed.isEmpty || !moved.isEmpty else {
      return Changes(gallery: gallery, added: [], removed: [])
    }
    for (photo, album) in followers { root.modify(at: album[...]) { $0.photos.append(photo) } }
    for photo in added {
      let folder = Array(FolderAlbums.folder(ofImage: photo.folderFile ?? "").utf8)
      root.modify(at: (containerOf[folder] ?? [])[...]) { $0.photos.append(photo) }
    }
    var removedAlbums: [String] = []
    FolderSyncAlbums.prune(
      &root, original: placement, holdingImages: FolderAlbums.foldersHolding(images: images),
      removed: &removedAlbums)
    FolderSyncAlbums.clearStaleCovers(in: &root)
    var updated = gallery
    updated.photos = root.photos
    updated.albums = root.albums
    return Changes(
      gallery: updated, added: added, removed: removed, addedAlbums: placement.created,
      removedAlbums: removedAlbums, moved: moved, renamedFolders: matches.renamedFolders)
  }

  /// "Synced g/gallery.json: 3 added, 2 removed (beach: beach.jpg, old: x/old.jpg), 41 photos", with
  /// " in 5 albums" when there are albums and "; 1 album added (2019-nara), 1 album removed (kyoto)"
  /// when albums changed.
  package static func summary(_ changes: Changes, file: String) -> String {
    let total = FolderAlbums.contents(of: changes.gallery)
    guard !changes.isEmpty else {
      return "\(file) is up to date with its folder (\(total)); nothing written"
    }
    let removed =
      "\(changes.removed.count) removed"
      + named(changes.removed.map { "\($0.id): \($0.folderFile ?? $0.image.manifestValue)" })
    var albums: [String] = []
    if !changes.addedAlbums.isEmpty {
      albums.append(
        NumberText.count(changes.addedAlbums.count, "album", "albums") + " added"
          + named(changes.addedAlbums))
    }
    if !changes.removedAlbums.isEmpty {
      albums.append(
        NumberText.count(changes.removedAlbums.count, "album", "albums") + " removed"
          + named(changes.removedAlbums))
    }
    let albumChanges = albums.isEmpty ? "" : "; " + albums.joined(separator: ", ")
    return
      "Synced \(file): \(changes.added.count) added, \(removed), \(total)\(moves(changes))\(albumChanges)"
  }

  /// "; 4 moved (trip/kyoto → trip/Kyoto, k9: a/k9.jpg → b/k9.jpg)": a renamed folder named once for
  /// all its photos, other moves one by one; "" when nothing moved.
  private static func moves(_ changes: Changes) -> String {
    guard !changes.moved.isEmpty else { return "" }
    let renamed = Set(changes.renamedFolders.map { Array($0.from.utf8) })
    let single = changes.moved.filter {
      !renamed.contains(Array(FolderSyncMoves.directory(of: $0.from).utf8))
    }
    let names =
      changes.renamedFolders.map { "\($0.from) → \($0.to)" }
      + single.map { "\($0.id): \($0.from) → \($0.to)" }
    return "; \(changes.moved.count) moved" + named(names)
  }

  /// " (a, b, and 2 more)" naming at most `removedShown`; "" for none.
  private static func named(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    var shown = Array(names.prefix(removedShown))
    if names.count > removedShown { shown.append("and \(names.count - removedShown) more") }
    return " (\(shown.joined(separator: ", ")))"
  }

  /// The local image and clip paths the gallery names (an item's `folderFile`), its albums' included,
  /// as bytes (file names are bytes: a
  /// composed and a decomposed "é" are two files, though Swift's `==` calls them equal).
  package static func imagePaths(of gallery: Gallery) -> [[UInt8]] {
    gallery.allPhotos.compactMap { photo in photo.folderFile.map { Array($0.utf8) } }
  }
}
