/// A gallery brought up to date with its folder (`gallery sync`) without undoing anything the person
/// wrote: new images are appended to the album of their folder (new folders become new albums), photos
/// whose file is gone are dropped, albums left empty whose folder is gone too are dropped, and the
/// order, texts, links, covers, settings and remote images stay exactly as they were.
public enum FolderSync {
  /// What a sync changes.
  public struct Changes: Sendable, Equatable {
    /// The gallery after the sync.
    public var gallery: Gallery
    /// Photos appended, in the order they were taken (as `gallery init` orders them).
    public var added: [Photo]
    /// Photos dropped because their local image is gone, in manifest order (the root's, then each
    /// album's depth first).
    public var removed: [Photo]
    /// Ids of the albums made for new folders, parents before their sub-albums.
    public var addedAlbums: [String] = []
    /// Ids of the albums dropped because they were left empty and their folder holds no image any more,
    /// sub-albums before their parent.
    public var removedAlbums: [String] = []

    public var isEmpty: Bool {
      added.isEmpty && removed.isEmpty && addedAlbums.isEmpty && removedAlbums.isEmpty
    }
  }

  /// Removed photos (and albums) named in full in the summary before the rest are only counted.
  public static let removedShown = 10

  /// The gallery with photos whose local image no longer exists dropped and `images` (relative to
  /// `folder`) that no photo shows appended, in the order they were taken, with fresh unique ids, each
  /// to the album of its folder (`FolderSyncAlbums.Placement` says which, making albums for new
  /// folders). Then albums emptied by the sync whose folder holds no image any more are dropped, and
  /// covers naming a dropped photo are cleared (the album shows its first photo again).
  public static func synced(
    _ gallery: Gallery, images: [String], in folder: String, dating: any PhotoDating
  ) -> Changes {
    var root = Album(id: "", title: gallery.title, photos: gallery.photos, albums: gallery.albums)
    let original = root
    var removed: [Photo] = []
    FolderSyncAlbums.removeMissing(from: &root, in: folder, removed: &removed)
    let referenced = Set(imagePaths(of: gallery))
    let new = images.filter { !referenced.contains(Array($0.utf8)) }
    // Ids stay unique against every id the manifest had, so a dropped photo's id is not reused.
    let added = FolderPhotos.photos(
      forImages: new, in: folder, taken: gallery.allPhotos.map(\.id), dating: dating)
    guard !added.isEmpty || !removed.isEmpty else {
      return Changes(gallery: gallery, added: [], removed: [])
    }
    var placement = FolderSyncAlbums.Placement(original)
    // Folders in natural order, so new sibling albums are appended in the order init gives them.
    let newFolders = Set(new.map { Array(FolderAlbums.folder(ofImage: $0).utf8) })
      .map { String(decoding: $0, as: UTF8.self) }.sorted(by: NaturalOrder.areInIncreasingOrder)
    for newFolder in newFolders { _ = placement.container(for: newFolder, in: &root) }
    for photo in added {
      let path = placement.container(for: FolderAlbums.folder(ofImage: photo.image.manifestValue), in: &root)
      root.modify(at: path[...]) { $0.photos.append(photo) }
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
      removedAlbums: removedAlbums)
  }

  /// "Synced g/gallery.json: 3 added, 2 removed (beach: beach.jpg, old: x/old.jpg), 41 photos", with
  /// " in 5 albums" when there are albums and "; 1 album added (2019-nara), 1 album removed (kyoto)"
  /// when albums changed.
  public static func summary(_ changes: Changes, file: String) -> String {
    let total = FolderAlbums.contents(of: changes.gallery)
    guard !changes.isEmpty else {
      return "\(file) is up to date with its folder (\(total)); nothing written"
    }
    let removed =
      "\(changes.removed.count) removed"
      + named(changes.removed.map { "\($0.id): \($0.image.manifestValue)" })
    var albums: [String] = []
    if !changes.addedAlbums.isEmpty {
      albums.append(
        DisplayText.count(changes.addedAlbums.count, "album", "albums") + " added"
          + named(changes.addedAlbums))
    }
    if !changes.removedAlbums.isEmpty {
      albums.append(
        DisplayText.count(changes.removedAlbums.count, "album", "albums") + " removed"
          + named(changes.removedAlbums))
    }
    let albumChanges = albums.isEmpty ? "" : "; " + albums.joined(separator: ", ")
    return "Synced \(file): \(changes.added.count) added, \(removed), \(total)\(albumChanges)"
  }

  /// " (a, b, and 2 more)" naming at most `removedShown`; "" for none.
  private static func named(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    var shown = Array(names.prefix(removedShown))
    if names.count > removedShown { shown.append("and \(names.count - removedShown) more") }
    return " (\(shown.joined(separator: ", ")))"
  }

  /// The local image paths the gallery names, its albums' included, as bytes (file names are bytes: a
  /// composed and a decomposed "é" are two files, though Swift's `==` calls them equal).
  static func imagePaths(of gallery: Gallery) -> [[UInt8]] {
    gallery.allPhotos.compactMap { photo in
      guard case .file(let path) = photo.image else { return nil }
      return Array(path.utf8)
    }
  }
}
