import Foundation
import GalleryCore
import GalleryScenes
import GallerySite

/// `gallery move-album`: an album, with everything below it, moved among its siblings or into another
/// parent. The same steps as `gallery move` (see `MoveCommand`): the ImageIndexEdit scene's
/// SaveAlbumIndex use case on the gallery as read, the new site checked, then saved, under the lock.
package enum MoveAlbumCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "move-album",
    summary:
      "Move an album among its siblings or into another album, save gallery.json, regenerate the site.",
    operands: "ALBUM_ID", maxOperands: 1,
    arguments: [CommandArgument("ALBUM_ID", help: "The id of the album to move (see 'gallery list').")],
    options: OptionKeys().declarations,
    details: """
      The album keeps its photos, sub-albums, title and cover; its pages keep their addresses
      (albums/ID/index.html) and its photos theirs. An album cannot move into itself or into one
      of its own sub-albums. An album that loses its cover photo this way shows its first photo.

      Examples:
        gallery move-album 2019 --to 1
        gallery move-album 2019-kyoto --into 2020 --to 2
        gallery move-album 2019-kyoto --top-level

      Exit codes: 0 moved (or already there), 64 bad usage (no ALBUM_ID, no --to, --into or --top-level,
      a position that is not a whole number, a move into itself or its own sub-album), 65 bad data
      (unknown album id, a position past the last sibling, a manifest that is not valid, a bad
      image), 66 missing input, 70 internal error, 73 cannot write, 75 the gallery stayed locked.
      """)

  /// The options `gallery move-album` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let to = ValueOption(
      "--to", "POSITION",
      help: "Its new position among its siblings (or among those of --into). Positions count from 1.")
    package let into = ValueOption(
      "--into", "ALBUM_ID", help: "Make it a sub-album of this album, at --to or else at the end.")
    package let topLevel = FlagOption(
      "--top-level", help: "Make it a top-level album (like --into), at --to or else at the end.")
    /// Which gallery and site, as `gallery move` has them.
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] { [to, into, topLevel] + site.all }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    guard let albumID = arguments.operands.first else {
      throw .usage("which album? give its ALBUM_ID ('gallery list' shows them)")
    }
    let parent = try MoveCommand.topLevelOr(arguments, \.into, topLevel: \.topLevel)
    let request = ImageIndexEdit.SaveAlbumIndex.Request(
      albumID: albumID, parentID: parent, toPosition: try arguments.position(\.to))
    try MoveCommand.save(.album(request), site: arguments.scoped(to: \.site), console: console)
  }
}
