import GalleryCore
import GallerySite

/// `gallery cover`: an album's cover, set or removed, through the ImageIndexEdit scene's SaveCover use
/// case and the same steps as `gallery move` (`SiteEdit`).
package enum CoverCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "cover",
    summary:
      "Set the photo that stands for an album in its parent's grid, save gallery.json, regenerate the site.",
    operands: "ALBUM_ID [PHOTO_ID]", maxOperands: 2,
    arguments: [
      CommandArgument("ALBUM_ID", help: "The album (see 'gallery list')."),
      CommandArgument("PHOTO_ID", help: "A photo of the album or of one of its sub-albums."),
    ],
    options: OptionKeys().declarations,
    details: """
      The cover is the album's "cover" in gallery.json; without one an album shows its first
      photo (or its first sub-album's cover). gallery.json is rewritten atomically in its
      standard format: one already in it changes only in the album's entry.

      Examples:
        gallery cover 2019-kyoto sunset
        gallery cover 2019-kyoto --clear

      Exit codes: 0 set (or already so), 64 bad usage (no ALBUM_ID, neither or both of PHOTO_ID and
      --clear, the top level named as the album), 65 bad data (unknown album or photo id, a photo
      from outside the album, a manifest that is not valid, a bad image), 66 missing input,
      70 internal error, 73 cannot write, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery cover` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let clear = FlagOption("--clear", help: "Remove the cover: the album shows its first photo.")
    /// Which gallery and site, as `gallery move` has them.
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] { [clear] + site.all }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    guard let albumID = arguments.operands.first else {
      throw .usage("which album? give its ALBUM_ID and a PHOTO_ID ('gallery list' shows them)")
    }
    let photoID = arguments.operands.dropFirst().first
    let clear = arguments.keys.clear.name
    switch (photoID, arguments[\.clear]) {
    case (nil, false): throw .usage("which photo? give a PHOTO_ID, or \(clear) to remove the cover")
    case (.some, true): throw .usage("give either PHOTO_ID or \(clear), not both")
    default: break
    }
    try MoveCommand.save(
      .cover(.init(albumID: albumID, photoID: photoID)), site: arguments.scoped(to: \.site), console: console)
  }
}
