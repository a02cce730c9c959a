import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery set the album's title and description
  /// (`Gallery.setTexts(ofAlbum:)`): a title is required, so an empty one is refused; an empty
  /// description removes it. One wrong field refuses the whole request.
  package func saveAlbumTexts(request: ImageIndexEdit.SaveAlbumTexts.Request) {
    respond({ presenter?.presentSaveAlbumTexts(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let (title, description) = (request.title, request.description)
      guard title != nil || description != nil else {
        throw .usage("nothing to set: give --title or --description (an empty description removes it)")
      }
      let id = try editedAlbum(request.albumID, tree: self.tree ?? AlbumTree(gallery)).id
      if let problem = Gallery.albumTextsProblem(title: title, description: description) {
        throw .invalidField(noun: "album", id: id, field: problem.field, message: problem.message)
      }
      var edited = gallery
      try model { () throws(Gallery.EditRefusal) in
        try edited.setTexts(ofAlbum: id, title: title, description: description)
      }
      guard let before = gallery.album(id), let after = edited.album(id) else {
        throw .internalError("album '\(id)' is gone after its texts were set")
      }
      var changes = TextChanges()
      changes.note(.title, from: before.title, to: after.title)
      changes.note(.description, from: before.description, to: after.description)
      guard !changes.isEmpty else { return .unchanged(albumID: id) }
      commit(edited, photoID: photoID)
      return .saved(albumID: id, set: changes.set, removed: changes.removed)
    }
  }
}
