import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery set the photo's texts (`Gallery.setTexts`): each field
  /// given is held to the manifest's rule for it, and an empty one removes the field. One wrong field
  /// refuses the whole request (the others are not set either, so nothing is half-saved); nothing
  /// changes either when every field given already has that value.
  package func savePhotoTexts(request: ImageIndexEdit.SavePhotoTexts.Request) {
    respond({ presenter?.presentSavePhotoTexts(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let (id, title, description, alt, tags) =
        (request.photoID, request.title, request.description, request.alt, request.tags)
      guard title != nil || description != nil || alt != nil || tags != nil else {
        throw .usage(
          "nothing to set: give --title, --description, --alt or --tags (an empty value removes the field)")
      }
      guard let before = gallery.photo(id) else { throw unknownPhoto(id, tree: tree ?? AlbumTree(gallery)) }
      if let problem = Gallery.photoTextsProblem(title: title, description: description, alt: alt, tags: tags)
      {
        throw .invalidField(noun: "photo", id: id, problem)
      }
      var edited = gallery
      try model { () throws(Gallery.EditRefusal) in
        try edited.setTexts(ofPhoto: id, title: title, description: description, alt: alt, tags: tags)
      }
      guard let after = edited.photo(id) else {
        throw .internalError("photo '\(id)' is gone after its texts were set")
      }
      var changes = TextChanges()
      changes.note(.title, from: before.title, to: after.title)
      changes.note(.description, from: before.description, to: after.description)
      changes.note(.alt, from: before.alt, to: after.alt)
      changes.note(.tags, from: before.tags, to: after.tags)
      guard !changes.isEmpty else { return .unchanged(photoID: id) }
      commit(edited, photoID: id)
      return .saved(photoID: id, set: changes.set, removed: changes.removed)
    }
  }
}

/// Which texts an edit gave a new value and which it removed, for the summary.
struct TextChanges {
  var set: [ImageIndexEdit.TextField] = []
  var removed: [ImageIndexEdit.TextField] = []

  var isEmpty: Bool { self.set.isEmpty && removed.isEmpty }

  mutating func note<Value: Equatable>(_ field: ImageIndexEdit.TextField, from old: Value?, to new: Value?) {
    guard old != new else { return }
    if new == nil { removed.append(field) } else { set.append(field) }
  }
}
