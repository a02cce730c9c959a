import Foundation
import GalleryCore
import GalleryImport
import GalleryModel

/// `gallery init DIR` writes a `gallery.json` for the images already in a folder, so a folder of photos
/// becomes a gallery without typing a manifest; `gallery init --sample DIR` writes the sample gallery.
package enum InitCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "init",
    summary: "Start a gallery: a gallery.json for the images already in a folder, or the sample gallery.",
    operands: "DIR", maxOperands: 1,
    arguments: [
      CommandArgument(
        "DIR",
        help: "A folder of images. Every JPEG, PNG, WebP, GIF, TIFF, HEIF (HEIC, AVIF) and SVG file in it "
          + "and its subfolders becomes a photo of DIR/gallery.json, in the order the photos were taken "
          + "(EXIF date), then by name (IMG_2 before IMG_10); photos without a date come last. Ids come "
          + "from the file names (IMG_2034.JPG: img-2034); titles, descriptions, alt texts and tags from the "
          + "photo's metadata (an XMP sidecar, embedded XMP, IPTC, EXIF, in that order, field by field), "
          + "else the title from the file name (\"IMG 2034\"). "
          + "Images directly in DIR are the gallery's own photos; each subfolder holding images becomes an "
          + "album, nested as the folders are. Clips (.mp4, .m4v, .mov, .webm, .mkv, .avi, .3gp) become "
          + "items too (\"video\" in place of \"image\"), ordered by the time their container says "
          + "they were recorded; building a gallery with clips needs FFmpeg.")
    ],
    options: OptionKeys().declarations,
    otherForms: ["gallery init --sample DIR"],
    details: """
      A file is a photo when its name ends in an image extension and its first bytes are an image,
      a clip when its name ends in a clip extension and its first bytes are an MP4/QuickTime,
      WebM/Matroska or AVI container; others are skipped and counted (but .xmp sidecars, read with
      their photos and clips), and files named like images or clips that are not are listed on stderr.
      Left out entirely: hidden files and folders, gallery.json, the top-level Themes/ folder, folders
      holding a built site (an Output/ built inside the gallery), symbolic links leading out of DIR.

      Albums: every subfolder with an image anywhere below it becomes an album (sub-albums in name
      order, IMG_2 before IMG_10), holding the photos of that folder. Its title is the folder's name
      made readable (2019_kyoto-trip: "2019 kyoto trip"; control characters dropped), its id comes from the folder's path
      (2019/Kyoto: 2019-kyoto), numbered -2, -3... when two folders would share one. Photo ids are
      unique in the whole gallery; album ids among albums.

      Then: gallery build DIR --output SITE. Later, 'gallery sync DIR' adds new images and drops
      photos whose file is gone, keeping your order and texts.

      Exit codes: 0 written, 64 bad usage (no DIR and no --sample, a --title that is blank, longer
      than 1,000 characters or holds a control character, a --theme NAME that is a path),
      66 DIR not found or no shipped theme --theme NAME, 70 internal error, 73 DIR already holds a
      gallery.json (use --force or 'gallery sync'), DIR/Themes/NAME is not empty, or DIR cannot be
      written, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery init` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: LockingOptions {
    package let title = ValueOption(
      "--title", "TEXT", help: "The gallery's title (default: the folder's name, made readable).")
    package let force = FlagOption(
      "--force", help: "Replace an existing DIR/gallery.json (without it, init refuses).")
    package let theme = ValueOption(
      "--theme", "NAME",
      help: "Also copy the shipped theme NAME into DIR/Themes/NAME and name it in the manifest's \"theme\", "
        + "to make it your own there (as 'gallery theme copy NAME DIR/Themes/NAME' does; refused when "
        + "that folder is not empty).")
    package let lockTimeout = ValueOption.lockTimeout
    package let sample = ValueOption(
      "--sample", "DIR",
      help: "Write the sample gallery (gallery.json and its pictures) into DIR, creating it if needed. "
        + "Refuses a DIR that already holds a gallery.json or any file the sample would overwrite.",
      inUsage: false)

    package init() {}

    package var all: [any OptionKey] { [title, force, theme, lockTimeout, sample] }
  }

  package struct Options: Sendable {
    /// The folder as the person typed it.
    package var folder: String
    /// `--title`; nil takes the folder's name, made readable.
    package var title: String?
    /// `--force`: replace an existing `gallery.json`.
    package var force: Bool
    package var lockTimeout: Double
    /// `--theme`: the shipped theme copied into the gallery's `Themes/` and named in the manifest.
    package var theme: String?

    package init(
      folder: String, title: String? = nil, force: Bool = false, lockTimeout: Double = 30,
      theme: String? = nil
    ) {
      self.folder = folder
      self.title = title
      self.force = force
      self.lockTimeout = lockTimeout
      self.theme = theme
    }
  }

  package struct Outcome: Sendable, Equatable {
    /// "Wrote trip/gallery.json: 220 photos in 12 albums (12 XMP sidecars; 3 other files skipped)".
    package var message: String
    /// The gallery written.
    package var gallery: Gallery
    package var scan: ImageFolderScanner.Result
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let title = arguments[\.title]
    let force = arguments[\.force]
    let lockTimeout = try arguments.lockTimeout()
    if let sample = arguments[\.sample] {
      guard arguments.operands.isEmpty, title == nil, !force, arguments[\.theme] == nil else {
        throw .usage("--sample DIR takes no other folder or option (usage: \(spec.otherForms[0]))")
      }
      try SampleGallery.write(to: sample)
      console.say(
        "Wrote the sample gallery to \(sample) (\(SampleGallery.files.count - 1) pictures and gallery.json)")
      console.say("Next: gallery build \(sample) --output site")
      return
    }
    guard let folder = arguments.operands.first else {
      throw .usage(
        "init needs a folder: 'gallery init DIR' makes a gallery of the images in DIR, "
          + "'gallery init --sample DIR' writes the sample gallery")
    }
    let options = Options(
      folder: folder, title: title, force: force, lockTimeout: lockTimeout, theme: arguments[\.theme])
    console.say(try initialize(options, dating: PhotoFactsReader(), console: console).message)
    console.say("Next: gallery build \(folder) --output site")
  }

  /// Scans the folder and writes its manifest atomically under the gallery's lock. Files named like
  /// images that are not are reported through `console.warn`.
  package static func initialize(
    _ options: Options, dating: any PhotoFactsReading, console: Console
  ) throws(GalleryError) -> Outcome {
    if let title = options.title {
      guard !TextChecks.isBlank(title) else { throw .usage("--title must not be blank") }
      // Refused, not cleaned: what the person typed is written as typed or not at all.
      if let problem = TextChecks.problem(in: title, limit: ManifestDecoder.Limits.shortText) {
        throw .usage("--title '\(Quoted.text(title))' \(problem)")
      }
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
    var gallery = FolderGallery.makeGallery(
      title: options.title ?? FolderGallery.defaultTitle(ofFolder: store.folder), images: scan.images,
      in: store.folder, dating: dating)
    // The theme is copied before the manifest that names it is written, and removed if that fails: a
    // gallery is never left naming a theme it lacks, nor a half-made init holding a copy.
    var copiedTheme: (folder: String, files: Int)?
    if let name = options.theme {
      let destination = store.folder + "/Themes/" + name
      copiedTheme = (destination, try ThemeCopy.copy(name, to: destination).files.count)
      gallery.theme = name
    }
    do throws(GalleryError) {
      try store.save(gallery)
    } catch {
      if let copiedTheme { try? FileSystem.removeTree(copiedTheme.folder) }
      throw error
    }
    if let notice = ImageFolderScanner.notice(for: scan.notImages) { console.warn(notice) }
    if let notice = FolderAlbums.flatteningNotice(forImages: scan.images) { console.warn(notice) }
    if scan.images.isEmpty {
      console.warn("note: no images found; 'gallery sync' adds them once they are in the folder")
    }
    var message = "Wrote \(store.displayPath): \(FolderAlbums.contents(of: gallery))"
    var notes: [String] = []
    if scan.sidecarCount > 0 {
      notes.append(NumberText.count(scan.sidecarCount, "XMP sidecar", "XMP sidecars"))
    }
    if scan.skippedCount > 0 {
      notes.append("\(NumberText.count(scan.skippedCount, "other file", "other files")) skipped")
    }
    if !notes.isEmpty { message += " (" + notes.joined(separator: "; ") + ")" }
    if let copiedTheme, let name = options.theme {
      message +=
        "; copied theme '\(name)' (\(NumberText.count(copiedTheme.files, "file", "files"))) to "
        + Quoted.path((options.folder.isEmpty ? "." : options.folder) + "/Themes/" + name)
    }
    return Outcome(message: message, gallery: gallery, scan: scan)
  }
}
