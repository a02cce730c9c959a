import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery set the album's title and description
  /// (`Gallery.setTexts(ofAlbum:)`) and id (`Gallery.changeAlbumID`): a title is required, so an empty
  /// one is refused; an empty description removes it; a new id is held to the manifest's rules and
  /// must be no other album's. One wrong field refuses the whole request.
  package func saveAlbumTexts(request: ImageIndexEdit.SaveAlbumTexts.Request) {
    respond({ presenter?.presentSaveAlbumTexts(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let (title, description) = (request.title, request.description)
      let newID = request.newID.flatMap { $0.isEmpty ? nil : $0 }
      guard title != nil || description != nil || request.newID != nil else {
        throw .usage(
          "nothing to set: give --title, --description or --id (an empty description removes it)")
      }
      let id = try editedAlbum(request.albumID, tree: self.tree ?? AlbumTree(gallery)).id
      if request.newID != nil && newID == nil {
        throw .invalidField(
          noun: "album", id: id, field: "id", message: "must not be empty (an album always has an id)",
          reason: .empty)
      }
      if let problem = Gallery.albumTextsProblem(title: title, description: description) {
        throw .invalidField(noun: "album", id: id, problem)
      }
      let renamed = newID.flatMap { $0 == id ? nil : $0 }
      if let renamed, let problem = gallery.albumIDProblem(renamed, renaming: id) {
        throw .invalidField(noun: "album", id: id, problem)
      }
      var edited = gallery
      try model { () throws(Gallery.EditRefusal) in
        try edited.setTexts(ofAlbum: id, title: title, description: description)
      }
      if let renamed {
        try model { () throws(Gallery.AlbumRefusal) in try edited.changeAlbumID(id, to: renamed) }
      }
      let now = renamed ?? id
      guard let before = gallery.album(id), let after = edited.album(now) else {
        throw .internalError("album '\(id)' is gone after its texts were set")
      }
      var changes = TextChanges()
      changes.note(.title, from: before.title, to: after.title)
      changes.note(.description, from: before.description, to: after.description)
      guard !changes.isEmpty || renamed != nil else { return .unchanged(albumID: id) }
      commit(edited, photoID: photoID)
      return .saved(
        albumID: now, set: changes.set, removed: changes.removed, formerID: renamed.map { _ in id })
    }
  }
}
