/// `gallery init DIR`: writes a `gallery.json` for the images already in a folder, so a folder of photos
/// becomes a gallery without typing a manifest.
public enum GalleryInit {
  public struct Options: Sendable {
    /// The folder as the person typed it.
    public var folder: String
    /// `--title`; nil takes the folder's name, made readable.
    public var title: String?
    /// `--force`: replace an existing `gallery.json`.
    public var force: Bool
    public var lockTimeout: Double

    public init(folder: String, title: String? = nil, force: Bool = false, lockTimeout: Double = 30) {
      self.folder = folder
      self.title = title
      self.force = force
      self.lockTimeout = lockTimeout
    }
  }

  public struct Outcome: Sendable, Equatable {
    /// "Wrote trip/gallery.json: 220 photos (3 other files skipped)".
    public var message: String
    /// The gallery written.
    public var gallery: Gallery
    public var scan: ImageFolderScanner.Result
  }

  /// Scans the folder and writes its manifest atomically under the gallery's lock. Files named like
  /// images that are not are reported through `console.warn`.
  public static func run(
    _ options: Options, dating: any PhotoDating, console: GalleryBuild.Console
  ) throws(GalleryError) -> Outcome {
    if let title = options.title, TextChecks.isBlank(title) {
      throw .usage("--title must not be blank")
    }
    let store = try ManifestStore(folder: options.folder)
    let lock = try GalleryLock(folder: store.folder, timeout: options.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    if !options.force && FileSystem.exists(store.manifestPath) {
      let folder = options.folder.isEmpty ? "." : options.folder
      throw .cannotWrite(
        path: store.displayPath,
        message:
          "the folder already has a gallery; 'gallery sync \(folder)' adds new images to it and drops "
          + "missing ones, 'gallery init \(folder) --force' replaces it")
    }
    let scan = ImageFolderScanner.scan(folder: store.folder)
    let gallery = makeGallery(
      title: options.title ?? defaultTitle(ofFolder: store.folder), images: scan.images, in: store.folder,
      dating: dating)
    try store.save(gallery)
    if let notice = ImageFolderScanner.notice(for: scan.notImages) { console.warn(notice) }
    if scan.images.isEmpty {
      console.warn("note: no images found; 'gallery sync' adds them once they are in the folder")
    }
    var message = "Wrote \(store.displayPath): \(count(gallery.photos.count, "photo"))"
    if scan.skippedCount > 0 { message += " (\(count(scan.skippedCount, "other file")) skipped)" }
    return Outcome(message: message, gallery: gallery, scan: scan)
  }

  /// The gallery of `images` (relative to `folder`), in the order they were taken.
  public static func makeGallery(
    title: String, images: [String], in folder: String, dating: any PhotoDating
  ) -> Gallery {
    Gallery(
      title: title,
      photos: FolderPhotos.photos(forImages: images, in: folder, taken: [], dating: dating))
  }

  /// The folder's own name, made readable like photo titles ("Gallery" for a name with nothing to read).
  public static func defaultTitle(ofFolder folder: String) -> String {
    let title = PhotoNaming.readable(FileSystem.lastComponent(of: folder))
    return title.isEmpty || title == "/" ? "Gallery" : title
  }

  /// "1 photo", "220 photos".
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
