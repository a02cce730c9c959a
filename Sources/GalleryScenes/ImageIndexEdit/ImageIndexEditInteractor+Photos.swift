import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery put the new photos in (`Gallery.insertPhotos`): the
  /// grid known, the position in it, each id held to the manifest's rule and no photo's (ignoring
  /// case), each file named by no photo yet.
  package func saveNewPhotos(request: ImageIndexEdit.SaveNewPhotos.Request) {
    respond({ presenter?.presentSaveNewPhotos(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let tree = self.tree ?? AlbumTree(gallery)
      let grid = try targetAlbum(request.albumID, tree: tree) ?? tree.root
      guard !request.photos.isEmpty else { throw .usage("no photo to add") }
      var ids = Set<String>()
      var files = Set<String>()
      gallery.forEachPhoto { photo in
        ids.insert(photo.id.lowercased())
        if let file = photo.folderFile { files.insert(file) }
      }
      for photo in request.photos {
        if let problem = GalleryID.problem(photo.id) {
          throw .invalidField(
            noun: "photo", id: photo.id, field: "id", message: problem,
            reason: photo.id.isEmpty ? .empty : .invalidID(limit: GalleryID.maximumLength))
        }
        guard ids.insert(photo.id.lowercased()).inserted else {
          throw .invalidField(
            noun: "photo", id: photo.id, field: "id",
            message: "another photo has this id already (ids are unique in the whole gallery, ignoring case)",
            reason: .idTaken(holder: nil))
        }
        if let file = photo.folderFile, !files.insert(file).inserted {
          throw .invalidField(
            noun: "photo", id: photo.id, field: "image",
            message: "'\(Quoted.path(file))' is already a photo of the gallery", reason: .fileTaken)
        }
      }
      let count = grid.photos.count + 1
      let position =
        try request.toPosition.map { requested throws(GalleryError) in
          try self.position(requested, input: .to, count: count, in: grid, noun: "photo", always: true)
        } ?? count
      var edited = gallery
      try model { () throws(Gallery.MoveRefusal) in
        try edited.insertPhotos(request.photos, intoAlbum: grid.id, at: position - 1)
      }
      commit(edited, photoID: nil)
      return .added(
        photoIDs: request.photos.map(\.id), to: .init(id: grid.id, title: grid.title, position: position))
    }
  }

  /// Validates the request and has the gallery take the photos out (`Gallery.removePhotos`): each
  /// known and named once. Their files are not touched.
  package func removePhotos(request: ImageIndexEdit.RemovePhotos.Request) {
    respond({ presenter?.presentRemovePhotos(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let tree = self.tree ?? AlbumTree(gallery)
      guard !request.photoIDs.isEmpty else { throw .usage("which photos? give their PHOTO_IDs") }
      var seen = Set<String>()
      var files: [String] = []
      for id in request.photoIDs {
        guard let photo = tree.photo(id) else { throw unknownPhoto(id, tree: tree) }
        guard seen.insert(id).inserted else {
          throw .usage("photo '\(Quoted.text(id))' is named twice; name each photo once")
        }
        if let file = photo.folderFile { files.append(file) }
      }
      var edited = gallery
      let dropped = try model { () throws(Gallery.MoveRefusal) in try edited.removePhotos(request.photoIDs) }
      commit(edited, photoID: nil)
      return .removed(photoIDs: request.photoIDs, files: files, droppedCovers: dropped)
    }
  }
}
