import GalleryCore

/// How a failed edit is answered over HTTP, for the move page's form and the organizer alike: the
/// status, and the form field at fault (so the organizer can show the message beside it).
enum EditFailure {
  static func status(of error: GalleryError) -> (status: Int, field: String?) {
    switch error {
    case .usage: return (400, nil)
    case .positionOutOfRange, .positionOutOfRangeIn: return (400, "position")
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
