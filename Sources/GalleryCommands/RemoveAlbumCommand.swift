import GalleryCore
import GalleryScenes
import GallerySite

/// `gallery remove-album`: an empty album deleted, through the ImageIndexEdit scene's RemoveAlbum use
/// case (the organizer's "Delete album") and the same steps as `gallery move`.
package enum RemoveAlbumCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "remove-album",
    summary: "Delete an empty album from gallery.json, and regenerate the site.",
    operands: "ALBUM_ID", maxOperands: 1,
    arguments: [CommandArgument("ALBUM_ID", help: "The id of the album (see 'gallery list').")],
    options: OptionKeys().declarations,
    details: """
      Only an album with no photo and no sub-album is deleted, so no photo ever leaves the
      gallery this way: move them out first ('gallery move ID... --album OTHER', 'gallery
      move-album'). Its pages (albums/ALBUM_ID/) leave the site; no file of the gallery folder
      is touched. 'gallery undo' brings it back.

      Examples:
        gallery remove-album 2019-kyoto

      Exit codes: 0 deleted, 64 bad usage (no ALBUM_ID, the top level named as the album), 65 bad
      data (unknown album id, an album that is not empty, a manifest that is not valid, a bad
      image), 66 missing input, 70 internal error, 73 cannot write, 75 the gallery stayed locked.
      """)

  /// The options `gallery remove-album` takes: which gallery and site, as `gallery move` has them.
  package struct OptionKeys: CommandOptions {
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] { site.all }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    guard let albumID = arguments.operands.first else {
      throw .usage("which album? give its ALBUM_ID ('gallery list' shows them)")
    }
    try MoveCommand.save(
      .removeAlbum(.init(albumID: albumID)), site: arguments.scoped(to: \.site), console: console)
  }
}
