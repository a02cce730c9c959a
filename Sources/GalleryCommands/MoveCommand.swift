import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes
import GallerySite

/// `gallery move`: its options, read into a `SiteEdit` (the ImageIndexEdit scene's SaveIndex on the
/// gallery as read, only the pages the move touches rendered, the manifest saved last).
package enum MoveCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "move",
    summary:
      "Move photos to a new position or album, save the order in gallery.json, and regenerate the site.",
    operands: "(PHOTO_ID [PHOTO_ID…] | --from POSITION)", maxOperands: mostPhotos,
    arguments: [
      CommandArgument(
        "PHOTO_ID", help: "The id of the photo to move (see 'gallery list'); several move together.")
    ],
    options: OptionKeys().declarations,
    details: """
      The photo is taken out at its old position and put in at the new one; the others shift.
      In a gallery with albums, positions count inside the photo's album, as its pages show them;
      with --album the photo leaves its album for another one (an album's cover that leaves with
      it falls back to the album's first photo). gallery.json is rewritten atomically in its
      standard format (see docs/manifest.md). Moving a photo to where it already is changes
      nothing. Several ids move together, in one save: they end at positions N, N+1, … of one
      grid (the first photo's, or --album's), in the order given, N counted in the grid as it is
      without them; without --to they go to its end. To move an album, see 'gallery move-album --help'.

      Examples:
        gallery move sunset --to 1 --gallery trip --output site
        gallery move --from 12 --to 1 --gallery trip
        gallery move sunset --album 2019-kyoto --to 3
        gallery move sunset --top-level
        gallery move dune aqua sunset --to 4

      Exit codes: 0 moved (or already there), 64 bad usage (a position that is not a whole number
      of at least 1, --to missing, both PHOTO_ID and --from, an id given twice), 65 bad data (unknown
      photo or album id, a position past the last photo, a manifest that is not valid, a bad
      image), 66 missing input, 70 internal error, 73 cannot write, 75 the gallery stayed locked by
      another command.
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

  /// The options every edit shares (`gallery move`, `move-album`, `set`, `cover`, `set-album`): which
  /// gallery and site.
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
      "--no-build", help: "Save gallery.json only; don't regenerate the site.")
    package let skipBad = FlagOption(
      "--skip-bad",
      help: "Regenerate without photos whose files cannot be used (see 'gallery build --help'); without "
        + "it such an edit saves nothing.")
    package let lockTimeout = ValueOption.lockTimeout

    package init() {}

    package var all: [any OptionKey] { [gallery, output, theme, publish, noBuild, skipBad, lockTimeout] }
  }

  /// The most ids one `gallery move` takes: far more than a person types, few enough that a line
  /// from a script cannot make the summary or the checks unbounded.
  static let mostPhotos = 10_000

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let site = arguments.scoped(to: \.site)
    let (ids, to) = (arguments.operands, try arguments.position(\.to))
    let album = try topLevelOr(arguments, \.album, topLevel: \.topLevel)
    let from = try arguments.position(\.from)
    let edit: SiteEdit.Edit
    switch (ids.first, from) {
    case (.some, .some):
      let operand = ids.count > 1 ? "PHOTO_ID…" : "PHOTO_ID"
      throw .usage("give either \(operand) or \(arguments.keys.from.name) POSITION, not both")
    case (nil, nil):
      throw .usage("which photo? give its PHOTO_ID or \(arguments.keys.from.name) POSITION")
    case (nil, .some(let from)):
      edit = .photo(.init(fromPosition: from, toPosition: to, albumID: album))
    case (.some(let id), nil) where ids.count == 1:
      // One photo: SaveIndex, exactly as before several could be given.
      edit = .photo(.init(photoID: id, toPosition: to, albumID: album))
    case (.some, nil):
      // Several photos: SaveIndices (it names photos by id only).
      edit = .photos(.init(photoIDs: ids, toPosition: to, albumID: album))
    }
    try save(edit, site: site, console: console)
  }

  /// Makes `edit` on the gallery and site the `site` options name and prints its one-line summary:
  /// the last step of every editing command (`move`, `move-album`, `set`, `cover`, `set-album`).
  static func save(
    _ edit: SiteEdit.Edit, site: ParsedArguments<SiteKeys>, console: Console
  ) throws(GalleryError) {
    let request = SiteEdit.Request(
      build: try BuildOptions(site, galleryFolder: site[\.gallery] ?? "."), edit: edit,
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

  /// Makes the edit (a move, texts, a cover) and regenerates the site: `SiteEdit`, with nothing kept
  /// from before. Every editing command ends here.
  package static func move(
    _ request: SiteEdit.Request, console: Console
  ) throws(GalleryError) -> SiteEdit.Outcome {
    try SiteEdit.run(request, console: console).outcome
  }
}
