import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery set (or remove) the album's cover (`Gallery.setCover`):
  /// a photo of the album or of one of its sub-albums, as the manifest requires. An unknown photo is
  /// answered with the album's photos that look like it.
  package func saveCover(request: ImageIndexEdit.SaveCover.Request) {
    respond({ presenter?.presentSaveCover(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let tree = self.tree ?? AlbumTree(gallery)
      let album = try editedAlbum(request.albumID, tree: tree)
      if let photo = request.photoID {
        // The grids below the album (itself included): where its cover may come from.
        let below = tree.nodes.filter { node in tree.trail(to: node.id).contains { $0.id == album.id } }
        guard let grid = tree.node(holdingPhoto: photo) else {
          throw unknownPhoto(photo, tree: tree, among: below)
        }
        guard below.contains(where: { $0.id == grid.id }) else {
          throw .invalidField(
            noun: "album", id: album.id, field: "cover", message: Album.coverProblem(photo: photo),
            reason: .coverElsewhere)
        }
      }
      let current = gallery.album(album.id)?.cover
      guard current != request.photoID else { return .unchanged(albumID: album.id, photoID: current) }
      var edited = gallery
      try model { () throws(Gallery.EditRefusal) in
        try edited.setCover(ofAlbum: album.id, photo: request.photoID)
      }
      commit(edited, photoID: photoID)
      return request.photoID.map { .set(albumID: album.id, photoID: $0) } ?? .cleared(albumID: album.id)
    }
  }
}
