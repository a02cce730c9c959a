import Foundation
import GalleryKit

/// `gallery build [GALLERY_DIR] [--output DIR] [--theme NAME|PATH]`
enum BuildCommand: Command {
  static let usage =
    "gallery build [GALLERY_DIR] [--output DIR] [--theme NAME|PATH] [--publish] [--skip-bad] [--lock-timeout S] [--quiet]"

  static let help = """
    Build a static site from a gallery.

    Usage: \(usage)

    Arguments:
      GALLERY_DIR         A folder holding gallery.json and the images it names.
                          Without it: the current folder when it holds a gallery.json,
                          else the sample gallery built into the tool.

    Options:
      --output DIR        Where the site goes (default: ./Output). The previous site there is
                          replaced only when the new one is complete; files you put there
                          yourself are kept.
      --theme NAME|PATH   A theme name (looked up in GALLERY_DIR/Themes, then the themes shipped
                          with the tool) or a path to a theme folder. Overrides the manifest's
                          "theme". Default: default.
      --publish           Build a site for public hosting: no move pages and no "Change
                          position" links; every page says so (data-edit-pages="none").
                          The same as "publish": true in gallery.json.
      --skip-bad          Build without the photos whose files cannot be used (truncated,
                          empty, not an image, over "maxPixels"), listing each on stderr.
                          Without it such a build stops, names every bad file, and leaves
                          the previous site as it was.
      --lock-timeout S    Seconds to wait while another gallery command works on the same
                          gallery (default 30).
      --quiet             Print only errors (no step lines, no progress line).
      -h, --help          Show this help.

    Images: each local JPEG, PNG, WebP, GIF, TIFF or HEIF photo becomes a ladder of sizes for
    browsers to choose from (long edges 400, 625, 1000 and 1600 px by default: "imageSize" down to
    "thumbnailSize" in steps of 1.6, or "imageSizes"), all from one decode, upright, in sRGB,
    without metadata; JPEG, or WebP with "format": "webp". They are kept in GALLERY_DIR/.cleangallery-cache,
    so a rebuild makes only images whose file or settings changed. On a terminal a progress
    line shows how far the images are. SVGs and http(s) images are used as they are.

    Only files whose bytes change are written; a build with nothing changed writes nothing.

    Exit codes: 0 built, 64 bad usage, 65 bad gallery data, bad images or theme, 66 missing input,
    73 cannot write the output, 75 the gallery stayed locked by another command.
    """

  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError) {
    let output = try arguments.option("--output") ?? "Output"
    let theme = try arguments.option("--theme")
    let lockTimeout = try arguments.lockTimeout()
    let quiet = arguments.flag("--quiet")
    let skipBad = arguments.flag("--skip-bad")
    let publish = arguments.flag("--publish")
    // In a gallery folder, a bare `gallery build` means this gallery, as `move` and `sync` do.
    let folder =
      try arguments.positionals(max: 1).first
      ?? (FileSystem.isRegularFile(ManifestStore.fileName) ? "." : nil)
    let options = GalleryBuild.Options(
      galleryFolder: folder, output: output, theme: theme,
      workingDirectory: FileManager.default.currentDirectoryPath, lockTimeout: lockTimeout,
      skipBadImages: skipBad, publish: publish)
    let start = Date()
    let report = try GalleryBuild.run(options, console: Terminal.console(quiet: quiet))
    if !quiet {
      let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
      Terminal.say(
        "Built \(report.pageCount) pages (\(report.photoCount) photos, \(report.gridPageCount) grid "
          + "page\(report.gridPageCount == 1 ? "" : "s")) "
          + "into \(output) in \(seconds) s; \(GalleryBuild.updatedText(report.site))")
    }
  }
}
