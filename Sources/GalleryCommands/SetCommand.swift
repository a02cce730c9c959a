import Foundation
import GalleryCore
import GalleryScenes
import GallerySite

/// `gallery set`: a photo's title, description, alt text and tags, through the ImageIndexEdit scene's
/// SavePhotoTexts use case (each text held to the manifest's own rule) and the same steps as
/// `gallery move` (`SiteEdit`: the lock, only the pages the texts appear on, the manifest saved last).
/// With several photos, or tags added or removed, or a caption appended, the SaveSelectionTexts use
/// case: the organizer's "Edit texts" of a selection, one step of undo.
package enum SetCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "set",
    summary: "Set the title, description, alt text or tags of one photo or several, and regenerate the site.",
    operands: "PHOTO_ID [PHOTO_ID…]", maxOperands: MoveCommand.mostPhotos,
    arguments: [
      CommandArgument(
        "PHOTO_ID", help: "The id of the photo (see 'gallery list'); several for the same change to each.")
    ],
    options: OptionKeys().declarations,
    details: """
      Each option given replaces that text; an empty value (--title "") removes the field, and
      the fields not given are left as they are. The texts are held to the manifest's rules
      (length, no control characters; see docs/manifest.md): one that is refused refuses the
      whole command, so nothing is half-saved. gallery.json is rewritten atomically in its
      standard format: one already in it changes only in the photo's entry.

      Several photos at once (one step of 'gallery undo', as the organizer's "Edit texts" of a
      selection): --add-tags gives each photo those tags (a twin spelling it has is not added
      again), --remove-tags takes them off (twins too), --append-description adds a line after
      each caption, --description and --alt replace each photo's. --title and --tags name one
      photo's own texts and take one PHOTO_ID.

      Examples:
        gallery set sunset --title "Sunset over Kyoto" --alt "An orange sky above roofs"
        gallery set sunset --tags "kyoto, evening"
        gallery set sunset --description ""
        gallery set sunset harbour rain --add-tags "kyoto" --remove-tags "draft"
        gallery set sunset harbour --append-description "Photo: Jane Doe"

      Exit codes: 0 set (or already so), 64 bad usage (no PHOTO_ID, no text to set, a photo named
      twice, --title or --tags with several photos), 65 bad data
      (unknown photo id, a text the manifest refuses, a manifest that is not valid, a bad image),
      66 missing input, 70 internal error, 73 cannot write, 75 the gallery stayed locked by another
      command.
      """)

  /// The options `gallery set` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let title = ValueOption(
      "--title", "TEXT", help: "Its title (empty: removed).", acceptsEmpty: true)
    package let description = ValueOption(
      "--description", "TEXT", help: "Its caption, shown on its page (empty: removed).", acceptsEmpty: true)
    package let alt = ValueOption(
      "--alt", "TEXT", help: "What the photo shows, for those who cannot see it (empty: removed).",
      acceptsEmpty: true)
    package let tags = ValueOption(
      "--tags", "A,B", help: "Its tags, separated by commas (empty: all removed).", acceptsEmpty: true)
    package let addTags = ValueOption(
      "--add-tags", "A,B", help: "Tags to give each photo, separated by commas.")
    package let removeTags = ValueOption(
      "--remove-tags", "A,B", help: "Tags to take off each photo, separated by commas.")
    package let appendDescription = ValueOption(
      "--append-description", "TEXT", help: "A line to add after each photo's caption.")
    /// Which gallery and site, as `gallery move` has them.
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] {
      [title, description, alt, tags, addTags, removeTags, appendDescription] + site.all
    }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    guard let photoID = arguments.operands.first else {
      throw .usage("which photo? give its PHOTO_ID ('gallery list' shows them)")
    }
    let (adding, removing, appending) =
      (arguments[\.addTags], arguments[\.removeTags], arguments[\.appendDescription])
    if arguments.operands.count > 1 || adding != nil || removing != nil || appending != nil {
      try MoveCommand.save(
        .selectionTexts(try selection(arguments)), site: arguments.scoped(to: \.site), console: console)
      return
    }
    let request = ImageIndexEdit.SavePhotoTexts.Request(
      photoID: photoID, title: arguments[\.title], description: arguments[\.description],
      alt: arguments[\.alt], tags: arguments[\.tags].map(tags))
    try MoveCommand.save(.photoTexts(request), site: arguments.scoped(to: \.site), console: console)
  }

  /// The same change to each photo named: SaveSelectionTexts.
  static func selection(
    _ arguments: ParsedArguments<OptionKeys>
  ) throws(GalleryError) -> ImageIndexEdit.SaveSelectionTexts.Request {
    if arguments[\.title] != nil {
      throw .usage(
        "--title is one photo's own: give one PHOTO_ID, without --add-tags, --remove-tags or --append-description"
      )
    }
    if arguments[\.tags] != nil {
      throw .usage("--tags replaces one photo's tags: for several photos use --add-tags and --remove-tags")
    }
    let caption: ImageIndexEdit.SaveSelectionTexts.CaptionChange?
    switch (arguments[\.description], arguments[\.appendDescription]) {
    case (_?, _?): throw .usage("give --description or --append-description, not both")
    case (let text?, nil): caption = .set(text)
    case (nil, let text?): caption = .append(text)
    case (nil, nil): caption = nil
    }
    func list(_ text: String?) -> [String] { text.map(tags) ?? [] }
    return .init(
      photoIDs: arguments.operands, addTags: list(arguments[\.addTags]),
      removeTags: list(arguments[\.removeTags]),
      caption: caption, alt: arguments[\.alt])
  }

  /// `--tags "kyoto, evening"`: split on commas, each tag trimmed of the spaces around it; an empty
  /// (or blank) value is no tags. An empty tag between two commas is kept, for the manifest's rule to
  /// refuse with its position, never dropped silently.
  static func tags(_ text: String) -> [String] {
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
    return text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
