import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes
import GallerySite

/// `gallery move`: its options, read into a `SiteMove` (the ImageIndexEdit scene's SaveIndex on the
/// gallery as read, only the pages the move touches rendered, the manifest saved last).
package enum MoveCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "move",
    summary:
      "Move a photo to a new position or album, save the order in gallery.json, and regenerate the site.",
    operands: "(PHOTO_ID | --from POSITION)", maxOperands: 1,
    arguments: [CommandArgument("PHOTO_ID", help: "The id of the photo to move (see 'gallery list').")],
    options: OptionKeys().declarations,
    details: """
      The photo is taken out at its old position and put in at the new one; the others shift.
      In a gallery with albums, positions count inside the photo's album, as its pages show them;
      with --album the photo leaves its album for another one (an album's cover that leaves with
      it falls back to the album's first photo). gallery.json is rewritten atomically in its
      standard format (see docs/manifest.md). Moving a photo to where it already is changes
      nothing. To move an album, see 'gallery move-album --help'.

      Examples:
        gallery move sunset --to 1 --gallery trip --output site
        gallery move --from 12 --to 1 --gallery trip
        gallery move sunset --album 2019-kyoto --to 3
        gallery move sunset --top-level

      Exit codes: 0 moved (or already there), 64 bad usage (a position that is not a whole number
      of at least 1, --to missing, both PHOTO_ID and --from), 65 bad data (unknown photo or album
      id, a position past the last photo, a manifest that is not valid, a bad image), 66 missing input, 70 internal error,
      73 cannot write, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery move` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let from = ValueOption(
      "--from", "POSITION",
      help: "Pick the photo by its current position in the top-level grid instead of its id.",
      inUsage: false)
    package let to = ValueOption(
      "--to", "POSITION",
      help: "Its new position in its album (or in the --album it moves to). Positions count from 1, as "
        + "on the pages.")
    package let album = ValueOption(
      "--album", "ALBUM_ID", help: "Move the photo into this album, at --to or else at its end.")
    package let topLevel = FlagOption(
      "--top-level", help: "Move the photo out of its album into the top-level grid (like --album).")
    /// Which gallery and site, as `gallery move-album` has them.
    package let site = SiteKeys()

    package init() {}

    package var all: [any OptionKey] { [from, to, album, topLevel] + site.all }
  }

  /// The options every move shares (`gallery move`, `gallery move-album`): which gallery and site.
  package struct SiteKeys: SiteBuildingOptions {
    package let gallery = ValueOption(
      "--gallery", "DIR", help: "The gallery folder (default: the current folder).")
    package let output = ValueOption(
      "--output", "DIR", help: "The site to regenerate (default: ./Output). Only changed files are written.")
    package let theme = ValueOption(
      "--theme", "NAME|PATH", help: "The theme to build with (default: the manifest's, else default).")
    package let publish = FlagOption(
      "--publish", help: "Regenerate a site for public hosting (see 'gallery build --help').")
    package let noBuild = FlagOption(
      "--no-build", help: "Save the new order only; don't regenerate the site.")
    package let skipBad = FlagOption(
      "--skip-bad",
      help: "Regenerate without photos whose files cannot be used (see 'gallery build --help'); without "
        + "it such a move saves nothing.")
    package let lockTimeout = ValueOption.lockTimeout

    package init() {}

    package var all: [any OptionKey] { [gallery, output, theme, publish, noBuild, skipBad, lockTimeout] }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let site = arguments.scoped(to: \.site)
    let request = SiteMove.Request(
      build: try BuildOptions(site, galleryFolder: site[\.gallery] ?? "."),
      photo: .init(
        photoID: arguments.operands.first, fromPosition: arguments[\.from],
        toPosition: arguments[\.to],
        albumID: try topLevelOr(arguments, \.album, topLevel: \.topLevel)),
      buildsSite: !site[\.noBuild])
    console.say(try move(request, console: console).message)
  }

  /// The album an option names, or the root for the `topLevel` flag (never both).
  static func topLevelOr<Keys>(
    _ arguments: ParsedArguments<Keys>, _ album: KeyPath<Keys, ValueOption>,
    topLevel: KeyPath<Keys, FlagOption>
  ) throws(GalleryError) -> String? {
    guard arguments[topLevel] else { return arguments[album] }
    guard arguments[album] == nil else {
      let (album, topLevel) = (arguments.keys[keyPath: album].name, arguments.keys[keyPath: topLevel].name)
      throw .usage("give either \(album) ALBUM_ID or \(topLevel), not both")
    }
    return AlbumTree.rootID
  }

  /// Moves the photo (or album) and regenerates the site: `SiteMove`, with nothing kept from before.
  package static func move(
    _ request: SiteMove.Request, console: Console
  ) throws(GalleryError) -> SiteMove.Outcome {
    try SiteMove.run(request, console: console).outcome
  }
}
