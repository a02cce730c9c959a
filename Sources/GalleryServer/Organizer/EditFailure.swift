import GalleryCore
import GalleryModel

/// How a failed edit is answered over HTTP, for the move page's form and the organizer alike: the
/// status, the form field at fault (so the organizer can show the message beside it), and the message
/// in the form's words (a position is the `position` field, never the command line's `--to`).
enum EditFailure {
  static func message(of error: GalleryError) -> String {
    switch error.galleryProblem {
    case .positionOutOfRange(_, let value, let count)?:
      return value < 1
        ? "Position \(value) is not a position: positions count from 1."
        : "Position \(value) is past the end: the gallery has \(NumberText.count(count, "photo", "photos"))."
    case .positionOutOfRangeIn(_, let value, let count, let noun, let place)?:
      return value < 1
        ? "Position \(value) is not a position: positions count from 1."
        : "Position \(value) is past the end: \(GalleryProblem.positions(of: noun, in: place, count: count))."
    case .positionMissing(_, let count, let noun, let place)?:
      let within = noun == "album" ? " among its siblings" : place.map { " in \($0)" } ?? ""
      return "The form sent no position: where should the \(noun) go (1 to \(count)\(within))?"
    default:
      return error.description
    }
  }

  static func status(of error: GalleryError) -> (status: Int, field: String?) {
    switch error {
    case .gallery: return status(of: error.galleryProblem)
    case .usage: return (400, nil)
    // Another command holds the gallery, or gallery.json changed under the edit: the gallery as it is
    // now wins.
    case .locked, .changedOnDisk: return (409, nil)
    case .cannotWrite, .internalError, .cannotServe, .missingTool: return (500, nil)
    // The gallery on disk does not build (an image that is not valid, a page that fails validation):
    // nothing was saved, and the person must fix the gallery first.
    case .missingInput, .badData, .theme, .badImages, .validationFailed, .problemsFound:
      return (409, nil)
    }
  }

  /// The model's errors: a position or value is the request's (400, at its field), an unknown photo or
  /// album 404, the rest the gallery's as it is now (409).
  private static func status(of problem: GalleryProblem?) -> (status: Int, field: String?) {
    switch problem {
    case .positionOutOfRange?, .positionOutOfRangeIn?, .positionMissing?: return (400, "position")
    case .invalidField(_, _, let field, _, _)?: return (400, field)
    case .unknownPhoto?: return (404, "photo")
    case .unknownAlbum?: return (404, "album")
    // Undo after a hand edit or with nothing to undo: the gallery as it is now wins.
    case .editHistory?: return (409, nil)
    // An album with photos or sub-albums asked to be deleted: as the gallery is now, it cannot be.
    case .albumNotEmpty?: return (409, nil)
    // The manifest on disk is not valid: nothing was saved.
    case .manifestSyntax?, .manifestField?, .missingGalleryFile?: return (409, nil)
    case nil: return (500, nil)
    }
  }
}
