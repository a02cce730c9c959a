/// A gallery brought up to date with its folder (`gallery sync`) without undoing anything the person
/// wrote: new images are appended, photos whose file is gone are dropped, and the order, texts, links,
/// settings and remote images stay exactly as they were.
public enum FolderSync {
  /// What a sync changes.
  public struct Changes: Sendable, Equatable {
    /// The gallery after the sync.
    public var gallery: Gallery
    /// Photos appended, in the order they were appended.
    public var added: [Photo]
    /// Photos dropped because their local image is gone, in manifest order.
    public var removed: [Photo]

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
  }

  /// Removed photos named in full in the summary before the rest are only counted.
  public static let removedShown = 10

  /// The gallery with photos whose local image no longer exists dropped and `images` (relative to
  /// `folder`) that no photo shows appended, in the order they were taken, with fresh unique ids.
  public static func synced(
    _ gallery: Gallery, images: [String], in folder: String, dating: any PhotoDating
  ) -> Changes {
    var kept: [Photo] = []
    var removed: [Photo] = []
    for photo in gallery.photos {
      if case .file(let path) = photo.image, FileSystem.realPath(folder + "/" + path) == nil {
        removed.append(photo)
      } else {
        kept.append(photo)
      }
    }
    let referenced = Set(imagePaths(of: gallery))
    let new = images.filter { !referenced.contains(Array($0.utf8)) }
    // Ids stay unique against every id the manifest had, so a dropped photo's id is not reused.
    let added = FolderPhotos.photos(
      forImages: new, in: folder, taken: gallery.photos.map(\.id), dating: dating)
    guard !added.isEmpty || !removed.isEmpty else {
      return Changes(gallery: gallery, added: [], removed: [])
    }
    var updated = gallery
    updated.photos = kept + added
    return Changes(gallery: updated, added: added, removed: removed)
  }

  /// "Synced g/gallery.json: 3 added, 2 removed (beach: beach.jpg, old: x/old.jpg), 41 photos".
  public static func summary(_ changes: Changes, file: String) -> String {
    let total = DisplayText.count(changes.gallery.photos.count, "photo", "photos")
    guard !changes.isEmpty else {
      return "\(file) is up to date with its folder (\(total)); nothing written"
    }
    var removed = "\(changes.removed.count) removed"
    if !changes.removed.isEmpty {
      var names = changes.removed.prefix(removedShown).map { "\($0.id): \($0.image.manifestValue)" }
      if changes.removed.count > removedShown {
        names.append("and \(changes.removed.count - removedShown) more")
      }
      removed += " (\(names.joined(separator: ", ")))"
    }
    return "Synced \(file): \(changes.added.count) added, \(removed), \(total)"
  }

  /// The local image paths the gallery names, as bytes (file names are bytes: a composed and a
  /// decomposed "é" are two files, though Swift's `==` calls them equal).
  static func imagePaths(of gallery: Gallery) -> [[UInt8]] {
    gallery.photos.compactMap { photo in
      guard case .file(let path) = photo.image else { return nil }
      return Array(path.utf8)
    }
  }
}
