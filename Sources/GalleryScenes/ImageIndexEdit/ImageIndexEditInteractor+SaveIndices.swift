import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery move several photos at once (`Gallery.movePhotos`): to
  /// `toPosition` and the positions after it in the grid `albumID` names (else the first photo's), or to its
  /// end when some come from elsewhere. Positions count from 1 in the grid as it is without the photos,
  /// so position 1 puts them first whichever grids they come from. Nothing changes when they already
  /// stand there, or when the request is wrong.
  package func saveIndices(request: ImageIndexEdit.SaveIndices.Request) {
    respond({ presenter?.presentSaveIndices(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      let tree = self.tree ?? AlbumTree(gallery)
      let grids = try grids(of: request.photoIDs, in: tree)
      guard let first = grids.first else {
        throw .usage("which photos? give one or more PHOTO_IDs, in the order they are to stand")
      }
      let target = try targetAlbum(request.albumID, tree: tree) ?? first
      let joining = grids.count(where: { $0.id != target.id })
      let count = target.photos.count - (grids.count - joining) + 1
      let to: Int
      if let requested = request.toPosition {
        // The first of several photos can go to 1 to `count` of this grid.
        to = try position(requested, input: .to, count: count, in: target, always: true)
      } else if joining == 0 {
        throw .positionMissing(input: .to, count: count, noun: "photos", place: Self.placeName(target))
      } else {
        to = count
      }
      var reordered = gallery
      let dropped = try model { () throws(Gallery.MoveRefusal) in
        try reordered.movePhotos(request.photoIDs, toIndex: to - 1, inAlbum: target.id)
      }
      let place = ImageIndexEdit.SaveIndex.Place(id: target.id, title: target.title, position: to)
      guard reordered != gallery else { return .unchanged(photoIDs: request.photoIDs, at: place) }
      commit(reordered, photoID: request.photoIDs[0])
      return .moved(photoIDs: request.photoIDs, to: place, droppedCovers: dropped)
    }
  }

  /// The grid holding each photo, in the request's order; an unknown id (with the ids that look like
  /// it) or one named twice is refused.
  private func grids(of ids: [String], in tree: AlbumTree) throws(GalleryError) -> [AlbumTree.Node] {
    var named = Set<String>()
    var grids: [AlbumTree.Node] = []
    for id in ids {
      guard let grid = tree.node(holdingPhoto: id) else { throw unknownPhoto(id, tree: tree) }
      guard named.insert(id).inserted else {
        throw .usage(
          "'\(Quoted.text(id))' is named twice: give each photo once, in the order they are to stand")
      }
      grids.append(grid)
    }
    return grids
  }

  /// "the top level" or "album 'kyoto'", as a position's error names a grid.
  static func placeName(_ grid: AlbumTree.Node) -> String {
    grid.isRoot ? "the top level" : "album '\(Quoted.text(grid.id))'"
  }
}
