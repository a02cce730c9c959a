import Foundation
import GalleryKit

/// `gallery build [GALLERY_DIR] [--output DIR] [--theme NAME|PATH]`
enum BuildCommand: Command {
  static let usage =
    "gallery build [GALLERY_DIR] [--output DIR] [--theme NAME|PATH] [--lock-timeout S] [--quiet]"

  static let help = """
    Build a static site from a gallery.

    Usage: \(usage)

    Arguments:
      GALLERY_DIR         A folder holding gallery.json and the images it names.
                          Without it, the sample gallery built into the tool is built.

    Options:
      --output DIR        Where the site goes (default: ./Output). The previous site there is
                          replaced only when the new one is complete; files you put there
                          yourself are kept.
      --theme NAME|PATH   A theme name (looked up in GALLERY_DIR/Themes, then the themes shipped
                          with the tool) or a path to a theme folder. Overrides the manifest's
                          "theme". Default: default.
      --lock-timeout S    Seconds to wait while another gallery command works on the same
                          gallery (default 30).
      --quiet             Print only errors.
      -h, --help          Show this help.

    Only files whose bytes change are written; a build with nothing changed writes nothing.

    Exit codes: 0 built, 64 bad usage, 65 bad gallery data or theme, 66 missing input,
    73 cannot write the output, 75 the gallery stayed locked by another command.
    """

  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError) {
    let output = try arguments.option("--output") ?? "Output"
    let theme = try arguments.option("--theme")
    let lockTimeout = try arguments.lockTimeout()
    let quiet = arguments.flag("--quiet")
    let folder = try arguments.positionals(max: 1).first
    let options = GalleryBuild.Options(
      galleryFolder: folder, output: output, theme: theme,
      workingDirectory: FileManager.default.currentDirectoryPath, lockTimeout: lockTimeout)
    let start = Date()
    let report = try GalleryBuild.run(options, console: Terminal.console(quiet: quiet))
    if !quiet {
      let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
      print(
        "Built \(report.pageCount) pages (\(report.photoCount) photos, \(report.gridPageCount) grid pages) "
          + "into \(output) in \(seconds) s; \(GalleryBuild.updatedText(report.site))")
    }
  }
}
