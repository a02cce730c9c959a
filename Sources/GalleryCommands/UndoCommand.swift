import GalleryCore
import GallerySite

/// `gallery undo` and `gallery redo`: a step back or forward through the edit history
/// (`.gallery-history` beside gallery.json), which every editing command and the browser under
/// `gallery serve` record, restoring gallery.json's bytes exactly, then the same steps as `gallery move`
/// (`SiteEdit`). One type for both: they differ only in direction and words.
package enum UndoCommand: GalleryCommand {
  package static let spec = stepSpec(undo: true)

  /// The options `gallery undo` and `gallery redo` take: which gallery and site, as `gallery move`.
  package struct OptionKeys: CommandOptions {
    package let site = MoveCommand.SiteKeys()

    package init() {}

    package var all: [any OptionKey] { site.all }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    try MoveCommand.save(.undo, site: arguments.scoped(to: \.site), console: console)
  }

  static func stepSpec(undo: Bool) -> CommandSpec {
    let (name, verb, other) = undo ? ("undo", "Undo", "redo") : ("redo", "Redo", "undo")
    return CommandSpec(
      name: name,
      summary: undo
        ? "Take back the last change to gallery.json made by a command or the browser, regenerate the site."
        : "Make again the change 'gallery undo' last took back, regenerate the site.",
      operands: "", maxOperands: 0, arguments: [],
      options: OptionKeys().declarations,
      details: """
        \(verb) steps \(undo ? "back" : "forward") through the last 100 changes made by 'gallery move',
        'move-album', 'set', 'cover', 'set-album' and the browser under 'gallery serve', restoring
        gallery.json's bytes exactly; 'gallery \(other)' goes the other way. The steps are kept in
        .gallery-history beside gallery.json (deleting it loses the steps, nothing else). A new
        change after an undo drops the steps that could have been redone.

        When gallery.json was edited by hand since the last change, \(name) refuses and writes
        nothing, so a hand edit is never lost; the next change starts a new history. A
        .gallery-history this tool did not write (or cut short) is moved aside to
        .gallery-history.damaged-N, kept, with a warning: there is then nothing to \(name).

        Examples:
          gallery \(name)
          gallery \(name) --gallery ~/Photos/trip --no-build

        Exit codes: 0 done, 64 bad usage, 65 a manifest or image that is not valid, 66 nothing
        to \(name) (or missing input), 70 internal error, 73 cannot write, 75 gallery.json was edited by hand since the
        last change, or the gallery stayed locked by another command.
        """)
  }
}
