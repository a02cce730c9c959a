import GalleryCore

/// How a failed edit is answered over HTTP, for the move page's form and the organizer alike: the
/// status, the form field at fault (so the organizer can show the message beside it), and the message
/// in the form's words (a position is the `position` field, never the command line's `--to`).
enum EditFailure {
  static func message(of error: GalleryError) -> String {
    switch error {
    case .positionOutOfRange(_, let value, let count):
      return value < 1
        ? "Position \(value) is not a position: positions count from 1."
        : "Position \(value) is past the end: the gallery has \(NumberText.count(count, "photo", "photos"))."
    case .positionOutOfRangeIn(_, let value, let count, let noun, let place):
      return value < 1
        ? "Position \(value) is not a position: positions count from 1."
        : "Position \(value) is past the end: a \(noun) in \(place) can go to positions 1 to \(count)."
    case .positionMissing(_, let count, let noun, let place):
      let within = noun == "album" ? " among its siblings" : place.map { " in \($0)" } ?? ""
      return "The form sent no position: where should the \(noun) go (1 to \(count)\(within))?"
    default:
      return error.description
    }
  }

  static func status(of error: GalleryError) -> (status: Int, field: String?) {
    switch error {
    case .usage: return (400, nil)
    case .positionOutOfRange, .positionOutOfRangeIn, .positionMissing: return (400, "position")
    case .invalidField(_, _, let field, _): return (400, field)
    case .unknownPhoto: return (404, "photo")
    case .unknownAlbum: return (404, "album")
    // Another command holds the gallery, gallery.json changed under the edit, or undo after a hand
    // edit or with nothing to undo: the gallery as it is now wins.
    case .locked, .changedOnDisk, .editHistory: return (409, nil)
    case .cannotWrite, .internalError, .cannotServe, .missingTool: return (500, nil)
    // The gallery on disk does not build (a manifest or an image that is not valid, a page that fails
    // validation): nothing was saved, and the person must fix the gallery first.
    case .manifestSyntax, .manifestField, .missingInput, .missingGalleryFile, .badData, .theme, .badImages,
      .validationFailed, .problemsFound:
      return (409, nil)
    }
  }
}
