import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery make the album (`Gallery.addAlbum`): its title held to
  /// the manifest's rule, its id given or made from the title, its parent and position in the tree, the
  /// photos known. One wrong field refuses the whole request; nothing is half-made.
  package func saveNewAlbum(request: ImageIndexEdit.SaveNewAlbum.Request) {
    respond({ presenter?.presentSaveNewAlbum(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let tree = self.tree ?? AlbumTree(gallery)
      let parent = try targetAlbum(request.parentID, tree: tree) ?? tree.root
      let id = try newAlbumID(request, in: gallery, tree: tree)
      if let problem = Gallery.albumTextsProblem(title: request.title, description: request.description) {
        throw .invalidField(noun: "new album", id: id, problem)
      }
      var seen = Set<String>()
      for photoID in request.photoIDs {
        guard tree.node(holdingPhoto: photoID) != nil else { throw unknownPhoto(photoID, tree: tree) }
        guard seen.insert(photoID).inserted else {
          throw .usage("photo '\(Quoted.text(photoID))' is named twice; name each photo once")
        }
      }
      let count = parent.albumIDs.count + 1
      let position =
        try request.toPosition.map { requested throws(GalleryError) in
          try self.position(requested, input: .to, count: count, in: parent, noun: "album", always: true)
        } ?? count
      guard tree.depth(of: parent.id) < ManifestDecoder.deepestAlbum else {
        throw .usage(
          "albums nest at most \(ManifestDecoder.deepestAlbum) levels deep: make it higher up than \(Self.placeName(parent))"
        )
      }
      var edited = gallery
      let album = Album(id: id, title: request.title, description: request.description?.nilIfEmpty)
      let dropped = try model { () throws(Gallery.AlbumRefusal) in
        try edited.addAlbum(album, into: parent.id, at: position - 1, photoIDs: request.photoIDs)
      }
      commit(edited, photoID: nil)
      return .made(
        albumID: id, title: request.title, at: .init(id: parent.id, title: parent.title, position: position),
        photoCount: request.photoIDs.count, droppedCovers: dropped)
    }
  }

  /// Validates the request and has the gallery delete the album (`Gallery.removeEmptyAlbum`): only an
  /// album with no photo and no sub-album, so a delete never takes a photo out of the gallery.
  package func removeAlbum(request: ImageIndexEdit.RemoveAlbum.Request) {
    respond({ presenter?.presentRemoveAlbum(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let tree = self.tree ?? AlbumTree(gallery)
      let album = try editedAlbum(request.albumID, tree: tree)
      guard album.photoCount == 0, album.albumIDs.isEmpty else {
        throw .albumNotEmpty(id: album.id, photos: album.photoCount, albums: album.albumIDs.count)
      }
      var edited = gallery
      try model { () throws(Gallery.AlbumRefusal) in _ = try edited.removeEmptyAlbum(album.id) }
      commit(edited, photoID: nil)
      return .removed(albumID: album.id, title: album.title, parentID: album.parentID ?? AlbumTree.rootID)
    }
  }

  /// The new album's id: the request's, held to the manifest's rules and unique; else one made from
  /// its title (`GalleryID.slug`, `album` when the title has no letter an id can use), numbered
  /// (`-2`, `-3`…) past the ids already taken.
  private func newAlbumID(
    _ request: ImageIndexEdit.SaveNewAlbum.Request, in gallery: Gallery, tree: AlbumTree
  ) throws(GalleryError) -> String {
    if let id = request.albumID, !id.isEmpty {
      if let problem = gallery.albumIDProblem(id) {
        throw .invalidField(noun: "new album", id: id, problem)
      }
      return id
    }
    let base = GalleryID.slug(request.title)
    let taken = tree.nodes.dropFirst().map(\.id)
    return GalleryID.unique([base.isEmpty ? "album" : base], taken: taken, fallback: "album")[0]
  }
}

extension String {
  /// nil for an empty text: a field left empty in a form is no field.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
