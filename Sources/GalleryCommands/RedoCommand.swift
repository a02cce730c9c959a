import GalleryCore
import GallerySite

/// `gallery redo`: see `UndoCommand`.
package enum RedoCommand: GalleryCommand {
  package static let spec = UndoCommand.stepSpec(undo: false)

  package static func run(
    _ arguments: ParsedArguments<UndoCommand.OptionKeys>, console: Console
  ) throws(GalleryError) {
    try MoveCommand.save(.redo, site: arguments.scoped(to: \.site), console: console)
  }
}
