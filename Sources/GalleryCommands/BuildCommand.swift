import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes
import GallerySite

/// `gallery build`: its options, read into `SiteBuild.run`'s six steps (read the gallery, load the theme,
/// make the images, render every page, validate every page while staging the new site, write what
/// changed), and the summary line.
package enum BuildCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "build", summary: "Build a static site from a gallery.", operands: "[GALLERY_DIR]", maxOperands: 1,
    arguments: [
      CommandArgument(
        "GALLERY_DIR",
        help: "A folder holding gallery.json and the images it names. Without it: the current folder when "
          + "it holds a gallery.json, else the sample gallery built into the tool.")
    ],
    options: OptionKeys().declarations,
    details: """
      Images: each local JPEG, PNG, WebP, GIF, TIFF or HEIF photo becomes a ladder of sizes for
      browsers to choose from (long edges 400, 625, 1000, 1600 and 2560 px by default: "imageSize"
      down to "thumbnailSize" in steps of 1.6, or "imageSizes"), all from one decode, upright, in sRGB,
      without metadata; JPEG, or WebP with "format": "webp". A photo larger than the largest size
      also gets its own pixels for the page's zoom: one file up to 12 megapixels, deep-zoom tiles
      above ("zoom": "sizes" stops zoom at the largest size instead). They are kept in
      GALLERY_DIR/.cleangallery-cache (or --cache DIR, or the manifest's "cache"), so a rebuild makes
      only images whose file or settings changed; 'gallery images --shard I/N' fills it in parts.
      On a terminal a progress line shows how far the images are. SVGs and http(s) images are used
      as they are.

      Only files whose bytes change are written; a build with nothing changed writes nothing.

      Private albums ("private": {"passphraseFile": …} on an album) are encrypted with everything
      below them: pages, sizes, clips, downloads, archives (AES-256-GCM, a PBKDF2 key per album). The
      site shows a locked cell leading to a passphrase page, and opens them in the browser; see
      docs/hosting-and-security.md for what a host still learns.

      Clips ("video" items) need FFmpeg (ffmpeg and ffprobe on PATH; Debian: apt-get install ffmpeg):
      a poster ladder like a photo's, and an H.264 MP4 every browser plays, stream-copied when the
      clip already is one within videoSize, else transcoded; both kept in the cache.

      Exit codes: 0 built, 64 bad usage, 65 bad gallery data, bad images, clips or theme, 66 missing
      input, 69 FFmpeg is not installed (for a gallery with clips), 70 internal error, 73 cannot write
      the output, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery build` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: SiteBuildingOptions, CacheOptions {
    package let output = ValueOption(
      "--output", "DIR",
      help: "Where the site goes (default: ./Output). The previous site there is replaced only when "
        + "the new one is complete; files you put there yourself are kept.")
    package let theme = ValueOption(
      "--theme", "NAME|PATH",
      help: "A theme name (looked up in GALLERY_DIR/Themes, then the themes shipped with the tool) or "
        + "a path to a theme folder. Overrides the manifest's \"theme\". Default: default.")
    package let publish = FlagOption(
      "--publish",
      help: "Build a site for public hosting: no move pages and no \"Change position\" links; every "
        + "page says so (data-edit-pages=\"none\"). The same as \"publish\": true in gallery.json.")
    package let skipBad = FlagOption(
      "--skip-bad",
      help: "Build without the photos whose files cannot be used (truncated, empty, not an image, over "
        + "\"maxPixels\"), listing each on stderr. Without it such a build stops, names every bad "
        + "file, and leaves the previous site as it was.")
    package let cache = ValueOption.cache
    package let lockTimeout = ValueOption.lockTimeout
    package let verify = FlagOption(
      "--verify",
      help: "Check every file of the previous site (its size and time against the site's record) "
        + "before deciding it is up to date. Without it, a site the tool wrote is trusted when none "
        + "of its folders changed since: a page rewritten in place by hand is only noticed with --verify.")
    package let quiet = FlagOption("--quiet", help: "Print only errors (no step lines, no progress line).")

    package init() {}

    package var all: [any OptionKey] { [output, theme, publish, skipBad, cache, verify, lockTimeout, quiet] }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let quiet = arguments[\.quiet]
    let console = quiet ? console.quieted : console
    // In a gallery folder, a bare `gallery build` means this gallery, as `move` and `sync` do.
    let folder =
      arguments.operands.first ?? (FileSystem.isRegularFile(ManifestStore.fileName) ? "." : nil)
    var options = try BuildOptions(arguments, galleryFolder: folder)
    options.verify = arguments[\.verify]
    options.cache = try arguments.cache()
    let start = Date()
    let report = try build(options, console: console)
    console.say(report.summary(output: options.output, seconds: Date().timeIntervalSince(start)))
  }

  /// Builds the site; the gallery stays locked for reading, the output for writing, until it is done.
  package static func build(_ options: BuildOptions, console: Console) throws(GalleryError) -> BuildReport {
    guard options.galleryFolder != nil else { return try buildSample(options, console: console) }
    return try SiteBuild.run(options, console: console, keepingState: false).report
  }

  /// Builds the sample gallery by writing it to a temporary folder first, so it goes through exactly the
  /// same checks and steps as a person's gallery.
  static func buildSample(_ options: BuildOptions, console: Console) throws(GalleryError) -> BuildReport {
    let temporary = FileManager.default.temporaryDirectory.path + "/cleangallery-sample-\(getpid())"
    try FileSystem.removeTree(temporary)
    defer { try? FileSystem.removeTree(temporary) }
    try SampleGallery.write(to: temporary)
    console.info(
      "Building the sample gallery (no GALLERY_DIR given; `gallery init --sample DIR` writes it out)")
    var sampleOptions = options
    sampleOptions.galleryFolder = temporary
    sampleOptions.isSample = true
    return try build(sampleOptions, console: console)
  }
}
