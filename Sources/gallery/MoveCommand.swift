import Foundation
import GalleryKit

/// `gallery move PHOTO_ID --to POSITION` and `gallery move --from POSITION --to POSITION`
enum MoveCommand: Command {
  static let usage =
    "gallery move (PHOTO_ID | --from POSITION) --to POSITION [--gallery DIR] [--output DIR] [--theme NAME|PATH] [--publish] [--no-build] [--skip-bad] [--lock-timeout S]"

  static let help = """
    Move a photo to a new position, save the order in gallery.json, and regenerate the site.

    Usage: \(usage)

    Arguments:
      PHOTO_ID            The id of the photo to move (see 'gallery list').

    Options:
      --from POSITION     Pick the photo by its current position instead of its id.
      --to POSITION       Its new position. Positions count from 1, as on the pages.
      --gallery DIR       The gallery folder (default: the current folder).
      --output DIR        The site to regenerate (default: ./Output). Only changed files are written.
      --theme NAME|PATH   The theme to build with (default: the manifest's, else default).
      --publish           Regenerate a site for public hosting (see 'gallery build --help').
      --no-build          Save the new order only; don't regenerate the site.
      --skip-bad          Regenerate without photos whose files cannot be used (see
                          'gallery build --help'); without it such a move saves nothing.
      --lock-timeout S    Seconds to wait while another gallery command works on the same
                          gallery (default 30).
      -h, --help          Show this help.

    The photo is taken out at its old position and put in at the new one; the others shift.
    gallery.json is rewritten atomically in its standard format (see README). Moving a photo to
    where it already is changes nothing.

    Examples:
      gallery move sunset --to 1 --gallery trip --output site
      gallery move --from 12 --to 1 --gallery trip

    Exit codes: 0 moved (or already there), 64 bad usage (a position that is not a whole number
    of at least 1, --to missing, both PHOTO_ID and --from), 65 bad data (unknown id, a position past
    the last photo, a manifest that is not valid, a bad image), 66 missing input, 73 cannot write,
    75 the gallery stayed locked by another command.
    """

  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError) {
    let from = try arguments.option("--from")
    let to = try arguments.option("--to")
    let gallery = try arguments.option("--gallery") ?? "."
    let output = try arguments.option("--output") ?? "Output"
    let theme = try arguments.option("--theme")
    let lockTimeout = try arguments.lockTimeout()
    let noBuild = arguments.flag("--no-build")
    let skipBad = arguments.flag("--skip-bad")
    let publish = arguments.flag("--publish")
    let photoID = try arguments.positionals(max: 1).first
    let options = GalleryMove.Options(
      build: GalleryBuild.Options(
        galleryFolder: gallery, output: output, theme: theme,
        workingDirectory: FileManager.default.currentDirectoryPath, lockTimeout: lockTimeout,
        skipBadImages: skipBad, publish: publish),
      request: .init(photoID: photoID, fromPosition: from, toPosition: to),
      buildsSite: !noBuild)
    let outcome = try GalleryMove.run(options, console: Terminal.console(quiet: false))
    Terminal.say(outcome.message)
  }
}
