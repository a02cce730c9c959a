import GalleryCore
import GalleryModel
import GalleryScenes
import GallerySite

/// `gallery add-album`: a new album, empty or with photos moved into it, through the ImageIndexEdit
/// scene's SaveNewAlbum use case (the organizer's "New album…") and the same steps as `gallery move`.
package enum AddAlbumCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "add-album",
    summary: "Make a new album, empty or with photos moved into it, save gallery.json, regenerate the site.",
    operands: "[PHOTO_ID…]", maxOperands: MoveCommand.mostPhotos,
    arguments: [
      CommandArgument(
        "PHOTO_ID", help: "Photos to move into it, from any albums, in this order (none: an empty album).")
    ],
    options: OptionKeys().declarations,
    details: """
      The album is made among the sub-albums of --into (default: the top level), at --to or
      after the last. Without --id its id is made from its title as 'gallery init' makes ids
      (letters a-z, digits and '-', numbered -2, -3... when taken); its pages are then at
      albums/ID/. An album that loses its cover photo to it shows its first photo. One step of
      'gallery undo' takes it all back.

      Examples:
        gallery add-album --title "Kyoto, spring 2019"
        gallery add-album --title "Best of" --id best sunset harbour rain
        gallery add-album --title "Day 2" --into 2019-kyoto --to 2

      Exit codes: 0 made, 64 bad usage (no --title, a photo named twice, --into with --top-level,
      a position that is not a whole number, albums nested too deep), 65 bad data (an id or title
      the manifest refuses, an id another album has, an unknown photo or album, a position past
      the last, a manifest that is not valid, a bad image), 66 missing input, 70 internal error,
      73 cannot write, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery add-album` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let title = ValueOption("--title", "TEXT", help: "Its title (required).", isRequired: true)
    package let id = ValueOption(
      "--id", "ALBUM_ID", help: "Its id, the name of its folder in the site (default: made from the title).")
    package let description = ValueOption(
      "--description", "TEXT", help: "Its description, shown on its grid.")
    package let into = ValueOption(
      "--into", "ALBUM_ID", help: "Make it a sub-album of this album (default: the top level).")
    package let topLevel = FlagOption("--top-level", help: "Make it a top-level album (the default).")
    package let to = ValueOption(
      "--to", "POSITION", help: "Its position among its siblings, from 1 (default: after the last).")
    /// Which gallery and site, as `gallery move` has them.
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] { [title, id, description, into, topLevel, to] + site.all }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    guard let title = arguments[\.title] else {
      throw .usage("an album needs a title: give --title TEXT")
    }
    let photos = arguments.operands
    if let twice = photos.indices.first(where: { photos[..<$0].contains(photos[$0]) }) {
      throw .usage("photo '\(Quoted.text(photos[twice]))' is named twice; name each photo once")
    }
    let parent = try MoveCommand.topLevelOr(arguments, \.into, topLevel: \.topLevel) ?? AlbumTree.rootID
    let request = ImageIndexEdit.SaveNewAlbum.Request(
      title: title, albumID: arguments[\.id], description: arguments[\.description], parentID: parent,
      toPosition: try arguments.position(\.to), photoIDs: photos)
    try MoveCommand.save(.newAlbum(request), site: arguments.scoped(to: \.site), console: console)
  }
}
