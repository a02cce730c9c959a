import GalleryCore
import GallerySite

/// `gallery set-album`: an album's title and description, through the ImageIndexEdit scene's
/// SaveAlbumTexts use case and the same steps as `gallery move` (`SiteEdit`).
package enum SetAlbumCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "set-album",
    summary: "Set an album's title, description or id in gallery.json, and regenerate the site.",
    operands: "ALBUM_ID", maxOperands: 1,
    arguments: [CommandArgument("ALBUM_ID", help: "The id of the album (see 'gallery list').")],
    options: OptionKeys().declarations,
    details: """
      Each option given replaces that text; an empty --description removes it (an album always
      has a title). The texts are held to the manifest's rules (see docs/manifest.md); one that
      is refused refuses the whole command. gallery.json is rewritten atomically in its standard
      format: one already in it changes only in the album's entry.

      --id gives the album another id: its pages move from albums/OLD/ to albums/NEW/ and every
      link inside the site follows. No redirect page is left at the old address (a static host
      cannot answer it with a redirect, and a page there would outlive the album's next change):
      the command's line says the old address is gone, so a link to it from outside the gallery
      can be updated.

      Examples:
        gallery set-album 2019-kyoto --title "Kyoto, spring 2019"
        gallery set-album 2019-kyoto --description ""
        gallery set-album 2019-kyoto --id kyoto-2019

      Exit codes: 0 set (or already so), 64 bad usage (no ALBUM_ID, no text to set, the top level
      named as the album), 65 bad data (unknown album id, a text or id the manifest refuses, an
      empty title, an id another album has, a manifest that is not valid, a bad image),
      66 missing input, 70 internal error, 73 cannot write, 75 the gallery stayed locked by
      another command.
      """)

  /// The options `gallery set-album` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let title = ValueOption(
      "--title", "TEXT", help: "Its title (an album always has one: an empty title is refused).",
      acceptsEmpty: true)
    package let description = ValueOption(
      "--description", "TEXT", help: "Its description, shown on its grid (empty: removed).",
      acceptsEmpty: true)
    package let id = ValueOption(
      "--id", "NEW_ID", help: "Its new id: its pages move to albums/NEW_ID/ (the old address is gone).")
    /// Which gallery and site, as `gallery move` has them.
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] { [title, description, id] + site.all }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    guard let albumID = arguments.operands.first else {
      throw .usage("which album? give its ALBUM_ID ('gallery list' shows them)")
    }
    try MoveCommand.save(
      .albumTexts(
        .init(
          albumID: albumID, title: arguments[\.title], description: arguments[\.description],
          newID: arguments[\.id])),
      site: arguments.scoped(to: \.site), console: console)
  }
}
