import GalleryCore
import GalleryScenes
import GallerySite

/// `gallery remove`: photos taken out of the gallery, their files left where they are, through the
/// ImageIndexEdit scene's RemovePhotos use case (the organizer's "Remove from gallery") and the same
/// steps as `gallery move`.
package enum RemoveCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "remove",
    summary: "Take photos out of gallery.json (their files stay), and regenerate the site.",
    operands: "PHOTO_ID [PHOTO_ID…]", maxOperands: MoveCommand.mostPhotos,
    arguments: [CommandArgument("PHOTO_ID", help: "The id of a photo (see 'gallery list').")],
    options: OptionKeys().declarations,
    details: """
      The photos leave the manifest and their pages leave the site; no file of the gallery folder
      is touched, not even theirs. An album whose cover was one of them shows its first photo.
      'gallery undo' puts them back where they were. 'gallery sync' adds files the manifest does
      not name, so it would add them again: move a file out of the gallery folder to keep it out.

      Examples:
        gallery remove img-2034
        gallery remove img-2034 img-2035 img-2036

      Exit codes: 0 removed, 64 bad usage (no PHOTO_ID, a photo named twice), 65 bad data (unknown
      photo id, a manifest that is not valid, a bad image), 66 missing input, 70 internal error,
      73 cannot write, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery remove` takes: which gallery and site, as `gallery move` has them.
  package struct OptionKeys: CommandOptions {
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] { site.all }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    guard !arguments.operands.isEmpty else {
      throw .usage("which photos? give their PHOTO_IDs ('gallery list' shows them)")
    }
    try MoveCommand.save(
      .removePhotos(.init(photoIDs: arguments.operands)), site: arguments.scoped(to: \.site), console: console
    )
  }
}
