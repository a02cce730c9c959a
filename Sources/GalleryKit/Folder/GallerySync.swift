/// `gallery sync [DIR]`: brings `gallery.json` up to date with its folder without undoing anything the
/// person wrote: new images are appended, photos whose file is gone are dropped, and the order, texts,
/// links, settings and remote images stay exactly as they were.
public enum GallerySync {
  public struct Options: Sendable {
    /// The folder as the person typed it ("." by default).
    public var folder: String
    public var lockTimeout: Double

    public init(folder: String = ".", lockTimeout: Double = 30) {
      self.folder = folder
      self.lockTimeout = lockTimeout
    }
  }

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

  public struct Outcome: Sendable, Equatable {
    /// "Synced trip/gallery.json: 3 added, 2 removed (beach: beach.jpg, old: x/old.jpg), 41 photos".
    public var message: String
    public var changes: Changes
    /// Whether `gallery.json` was rewritten (not when nothing changed).
    public var wrote: Bool { !changes.isEmpty }
  }

  /// Removed photos named in full in the summary before the rest are only counted.
  public static let removedShown = 10

  /// Reads the manifest, scans the folder and saves the changes atomically, all under the gallery's
  /// lock. A manifest that does not decode stops the sync with the decoder's error, untouched.
  public static func run(
    _ options: Options, dating: any PhotoDating, console: GalleryBuild.Console
  ) throws(GalleryError) -> Outcome {
    let store = try ManifestStore(folder: options.folder)
    let lock = try GalleryLock(folder: store.folder, timeout: options.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    guard FileSystem.exists(store.manifestPath) else {
      let folder = options.folder.isEmpty ? "." : options.folder
      throw .missingInput(
        path: "\(store.displayPath) (start one with 'gallery init \(folder)')", what: "manifest")
    }
    let bytes = try store.manifestBytes()
    // Not `store.fetchGallery()`: that refuses a manifest naming missing files, which is what a sync fixes.
    let gallery = try ManifestDecoder.decode(bytes, file: store.displayPath).gallery
    let scan = ImageFolderScanner.scan(folder: store.folder)
    let changes = synced(gallery, images: scan.images, in: store.folder, dating: dating)
    let referenced = Set(imagePaths(of: gallery))
    let unexpected = scan.notImages.filter { !referenced.contains(Array($0.path.utf8)) }
    if let notice = ImageFolderScanner.notice(for: unexpected) { console.warn(notice) }
    if !changes.isEmpty { try store.save(encoded: ManifestEncoder.encode(changes.gallery), replacing: bytes) }
    return Outcome(message: summary(changes, file: store.displayPath), changes: changes)
  }

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
    let total = GalleryInit.count(changes.gallery.photos.count, "photo")
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
  private static func imagePaths(of gallery: Gallery) -> [[UInt8]] {
    gallery.photos.compactMap { photo in
      guard case .file(let path) = photo.image else { return nil }
      return Array(path.utf8)
    }
  }
}
