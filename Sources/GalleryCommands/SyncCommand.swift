import GalleryCore
import GalleryImport
import GalleryModel

/// `gallery sync [DIR]`: brings `gallery.json` up to date with its folder (see `FolderSync`).
package enum SyncCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "sync",
    summary: "Bring gallery.json up to date with the images in its folder, keeping everything you wrote.",
    operands: "[DIR]", maxOperands: 1,
    arguments: [CommandArgument("DIR", help: "The gallery folder (default: the current folder).")],
    options: OptionKeys().declarations,
    details: """
      Clips count as images here: what is said of photos and images holds for clips and their files.

      What changes:
        - Image files no photo shows yet are appended at the end of the album of their folder (the
          gallery's own photos for images directly in DIR), in the order they were taken (EXIF
          date), then by name, as 'gallery init' orders them; each gets a new unique id and a title
          from its file name.
        - A new subfolder becomes a new album at the end of its parent folder's album (with the
          albums above it when those are new too), named as 'gallery init' names albums.
        - Photos whose local image file is gone are removed, from any album; the summary names each
          (id: path). An album left with nothing whose folder holds no image any more is removed; a
          cover naming a removed photo is cleared.
        - A photo whose file moved keeps its entry (id, texts, place); only its image path
          changes. Sync knows a move by a folder renamed whole (same file names in a new folder,
          ignoring case), a file renamed by case only, or the same content as a build last read
          (only new files of a gone file's size are read); a path that still leads to a file the
          scan spells otherwise (a case-insensitive disk) takes its spelling. Ambiguous ones are
          removed and added.
          A renamed folder's photos stay where they are; a photo moved to another folder follows
          it to that folder's album if it sat in its old folder's album, else it stays.
        - Nothing else: the order you chose, titles, descriptions, covers, links, alt texts, the
          gallery's settings, photos with remote (http) images and albums you made yourself stay
          exactly as they are.
      A folder's new images go to the album holding photos of that folder when just one does
      (wherever you moved it), else to the album whose photos all come from it, else to the album
      with the id init gives the folder (2019/Kyoto: 2019-kyoto), else to a new album.
      The files init leaves out (hidden ones, Themes/, a built site inside the gallery, files named
      like images that are not images) are left out here too.

      It prints one line, such as
        Synced trip/gallery.json: 3 added, 2 removed (beach: beach.jpg, old: x/old.jpg), 41 photos
      (then " in 5 albums", "; 3 moved (trip/kyoto → trip/Kyoto)" when files moved and, when
      albums changed, "; 1 album added (2019-nara)" or the like).
      When nothing changed it says so and leaves gallery.json untouched. Otherwise gallery.json is
      rewritten atomically in its standard format (see docs/manifest.md).

      Exit codes: 0 synced (or nothing to do), 64 bad usage, 65 gallery.json is not valid (it is
      left as it is), 66 DIR or its gallery.json not found, 70 internal error, 73 cannot write
      gallery.json, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery sync` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: LockingOptions {
    package let lockTimeout = ValueOption.lockTimeout

    package init() {}

    package var all: [any OptionKey] { [lockTimeout] }
  }

  package struct Options: Sendable {
    /// The folder as the person typed it ("." by default).
    package var folder: String
    package var lockTimeout: Double

    package init(folder: String = ".", lockTimeout: Double = 30) {
      self.folder = folder
      self.lockTimeout = lockTimeout
    }
  }

  package struct Outcome: Sendable, Equatable {
    /// "Synced trip/gallery.json: 3 added, 2 removed (beach: beach.jpg, old: x/old.jpg), 41 photos".
    package var message: String
    package var changes: FolderSync.Changes
    /// Whether `gallery.json` was rewritten (not when nothing changed).
    package var wrote: Bool { !changes.isEmpty }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let options = Options(folder: arguments.operands.first ?? ".", lockTimeout: try arguments.lockTimeout())
    console.say(try sync(options, dating: PhotoFactsReader(), console: console).message)
  }

  /// Reads the manifest, scans the folder and saves the changes atomically, all under the gallery's
  /// lock. A manifest that does not decode stops the sync with the decoder's error, untouched.
  package static func sync(
    _ options: Options, dating: any PhotoFactsReading, console: Console
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
    let changes = FolderSync.synced(gallery, images: scan.images, in: store.folder, dating: dating)
    let referenced = Set(FolderSync.imagePaths(of: gallery))
    let unexpected = scan.notImages.filter { !referenced.contains(Array($0.path.utf8)) }
    if let notice = ImageFolderScanner.notice(for: unexpected) { console.warn(notice) }
    // Said of the images this sync adds: those already in the manifest were placed before.
    let added = scan.images.filter { !referenced.contains(Array($0.utf8)) }
    if let notice = FolderAlbums.flatteningNotice(forImages: added) { console.warn(notice) }
    if !changes.isEmpty { try store.save(encoded: ManifestEncoder.encode(changes.gallery), replacing: bytes) }
    return Outcome(message: FolderSync.summary(changes, file: store.displayPath), changes: changes)
  }
}
