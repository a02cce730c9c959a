import Foundation
import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryWorkers

/// What the edit page can ask for.
package protocol ImageIndexEditBusinessLogic: AnyObject {
  func fetchIndices(request: ImageIndexEdit.Indices.Request)
  func saveIndex(request: ImageIndexEdit.SaveIndex.Request)
  func saveAlbumIndex(request: ImageIndexEdit.SaveAlbumIndex.Request)
  func saveIndices(request: ImageIndexEdit.SaveIndices.Request)
  func savePhotoTexts(request: ImageIndexEdit.SavePhotoTexts.Request)
  func saveSelectionTexts(request: ImageIndexEdit.SaveSelectionTexts.Request)
  func saveCover(request: ImageIndexEdit.SaveCover.Request)
  func saveAlbumTexts(request: ImageIndexEdit.SaveAlbumTexts.Request)
  func saveNewAlbum(request: ImageIndexEdit.SaveNewAlbum.Request)
  func removeAlbum(request: ImageIndexEdit.RemoveAlbum.Request)
  func saveNewPhotos(request: ImageIndexEdit.SaveNewPhotos.Request)
  func removePhotos(request: ImageIndexEdit.RemovePhotos.Request)
}

/// What the edit scene receives from the detail scene.
package protocol ImageIndexEditDataStore: AnyObject {
  var gallery: Gallery? { get set }
  /// The grid holding the photo; its positions are the ones offered.
  var album: AlbumTree.Node? { get set }
  var tree: AlbumTree? { get set }
  var photoID: String? { get set }
  var options: SiteOptions { get set }
  /// The photo's images and its neighbours' in its grid (passed on by the detail scene), for the
  /// preview's thumbnails; nil for a remote image or a scene that only saves.
  var images: PhotoImages? { get set }
  var previousImages: PhotoImages? { get set }
  var nextImages: PhotoImages? { get set }
}

/// Works out the positions a photo can take, and checks a move's request before the gallery makes it
/// (`Gallery.movePhoto`, `Gallery.moveAlbum`): the request's numbers (positions from 1) and ids are
/// held to the gallery here, with errors that say which position is wrong and leave its wording to the
/// caller (`PositionInput`); the rules of a move are the model's. The other edits (several photos,
/// texts, covers) are in `ImageIndexEditInteractor+…` files, one use case each, on the same terms.
///
/// The new order is handed back in the DataStore (`gallery`), not written: a caller that saves it
/// (`gallery move`, the served form) first checks that the new site builds, so the manifest on disk
/// never holds an order whose site fails.
package final class ImageIndexEditInteractor: ImageIndexEditBusinessLogic, ImageIndexEditDataStore {
  package var presenter: ImageIndexEditPresentationLogic?
  /// The gallery after the last Save that moved something (before: the gallery as read).
  package var gallery: Gallery?
  package var album: AlbumTree.Node?
  package var tree: AlbumTree?
  package var photoID: String?
  package var options = SiteOptions()
  package var images: PhotoImages?
  package var previousImages: PhotoImages?
  package var nextImages: PhotoImages?

  package init(worker: PhotosWorker? = nil) {
    self.gallery = worker?.fetchGallery()
    self.tree = worker?.tree
  }

  package func fetchIndices(request: ImageIndexEdit.Indices.Request) {
    guard let gallery, let photoID else { return }
    let tree = self.tree ?? AlbumTree(gallery)
    guard let album = album ?? tree.node(holdingPhoto: photoID), let index = album.index(ofPhoto: photoID)
    else { return }
    (self.album, self.tree) = (album, tree)
    // Every grid when they are few enough to list on each photo's page; else the photo's own only.
    let listed = tree.nodes.count <= ImageIndexEdit.albumSelectLimit ? tree.nodes : [album]
    let choices: [ImageIndexEdit.Indices.AlbumChoice]? =
      tree.hasAlbums
      ? listed.map { node in
        .init(id: node.id, steps: tree.steps(to: node.id), isCurrent: node.id == album.id)
      } : nil
    var response = ImageIndexEdit.Indices.Response(
      galleryTitle: gallery.title,
      photo: PositionedPhoto(position: index + 1, photo: album.photos[index]),
      totalCount: album.photos.count, options: options, albums: choices,
      albumCount: tree.nodes.count, listedPositions: tree.hasAlbums ? tree.listedPositions : nil)
    // Its neighbours where it stands now: the page's preview before another position is chosen.
    func neighbour(_ i: Int, _ images: PhotoImages?) -> ImageIndexEdit.Indices.Neighbour? {
      album.photos.indices.contains(i)
        ? .init(photo: PositionedPhoto(position: i + 1, photo: album.photos[i]), images: images) : nil
    }
    response.images = images
    response.previous = neighbour(index - 1, previousImages)
    response.next = neighbour(index + 1, nextImages)
    response.pageSize = album.pageSize
    presenter?.presentIndices(response: response)
  }

  /// Validates the request and has the gallery move the photo: inside its grid, or into another album
  /// (at `toPosition`, else at its end). The new order is kept in the
  /// DataStore. Nothing changes when the photo is already where it is asked to go, or when the request
  /// is wrong.
  package func saveIndex(request: ImageIndexEdit.SaveIndex.Request) {
    guard let gallery else {
      presenter?.presentSaveIndex(
        response: .failed(.internalError("the edit scene has no gallery to reorder")))
      return
    }
    let response: ImageIndexEdit.SaveIndex.Response
    do throws(GalleryError) {
      let tree = self.tree ?? AlbumTree(gallery)
      let (source, from) = try photo(for: request, in: tree)
      let target = try targetAlbum(request.albumID, tree: tree) ?? source
      let photo = source.photos[from - 1]
      var reordered = gallery
      if target.id == source.id {
        guard let requested = request.toPosition else {
          throw .positionMissing(input: .to, count: source.photos.count, noun: "photo", place: nil)
        }
        let to = try position(requested, input: .to, count: source.photos.count, in: source)
        guard from != to else {
          presenter?.presentSaveIndex(response: .unchanged(photoID: photo.id, position: from))
          return
        }
        try model { () throws(Gallery.MoveRefusal) in
          try reordered.movePhoto(at: from - 1, ofAlbum: source.id, to: to - 1, inAlbum: source.id)
        }
        response = .moved(photoID: photo.id, from: from, to: to, count: source.photos.count)
      } else {
        let to =
          try request.toPosition.map { requested throws(GalleryError) in
            try position(requested, input: .to, count: target.photos.count + 1, in: target)
          } ?? target.photos.count + 1
        let dropped = try model { () throws(Gallery.MoveRefusal) in
          try reordered.movePhoto(at: from - 1, ofAlbum: source.id, to: to - 1, inAlbum: target.id)
        }
        response = .movedToAlbum(
          photoID: photo.id, from: .init(id: source.id, title: source.title, position: from),
          to: .init(id: target.id, title: target.title, position: to), droppedCovers: dropped)
      }
      commit(reordered, photoID: photo.id)
    } catch {
      response = .failed(error)
    }
    presenter?.presentSaveIndex(response: response)
  }

  /// Validates the request and has the gallery move an album, with everything below it, among its
  /// siblings or into another parent (at `toPosition`, else at the end). An album moved into itself or its own
  /// descendant is refused here with the person's words (the model refuses it too).
  package func saveAlbumIndex(request: ImageIndexEdit.SaveAlbumIndex.Request) {
    guard let gallery else {
      presenter?.presentSaveAlbumIndex(
        response: .failed(.internalError("the edit scene has no gallery to reorder")))
      return
    }
    let response: ImageIndexEdit.SaveAlbumIndex.Response
    do throws(GalleryError) {
      let tree = self.tree ?? AlbumTree(gallery)
      // The root has no parent: it is not an album that can move.
      guard let album = tree.node(request.albumID), let parent = album.parentID.flatMap({ tree.node($0) })
      else { throw unknownAlbum(request.albumID, tree: tree) }
      let targetParent = try targetAlbum(request.parentID, tree: tree) ?? parent
      if tree.trail(to: targetParent.id).contains(where: { $0.id == album.id }) {
        throw .usage(
          "album '\(Quoted.text(album.id))' cannot move into "
            + (targetParent.id == album.id ? "itself" : "its own sub-album '\(Quoted.text(targetParent.id))'")
        )
      }
      let from = (parent.albumIDs.firstIndex(of: album.id) ?? 0) + 1
      let sameParent = targetParent.id == parent.id
      let count = targetParent.albumIDs.count + (sameParent ? 0 : 1)
      let to: Int
      if let requested = request.toPosition {
        to = try position(requested, input: .to, count: count, in: targetParent, noun: "album")
      } else if sameParent {
        throw .positionMissing(input: .to, count: count, noun: "album", place: nil)
      } else {
        to = count
      }
      guard !sameParent || from != to else {
        presenter?.presentSaveAlbumIndex(response: .unchanged(albumID: album.id, position: from))
        return
      }
      var reordered = gallery
      let dropped = try model { () throws(Gallery.MoveRefusal) in
        try reordered.moveAlbum(album.id, into: targetParent.id, at: to - 1)
      }
      commit(reordered, photoID: photoID)
      response = .moved(
        albumID: album.id, from: .init(id: parent.id, title: parent.title, position: from),
        to: .init(id: targetParent.id, title: targetParent.title, position: to), droppedCovers: dropped)
    } catch {
      response = .failed(error)
    }
    presenter?.presentSaveAlbumIndex(response: response)
  }

  /// Runs one of the gallery's moves or edits on a request this Interactor has checked: a refusal from
  /// the model then means the two disagree, a fault of the tool, not of the request.
  func model<Value, Refusal: Error>(
    _ edit: () throws(Refusal) -> Value
  ) throws(GalleryError) -> Value {
    do {
      return try edit()
    } catch {
      throw .internalError("the gallery refused a change the edit scene had checked: \(error)")
    }
  }

  /// Runs a use case on the gallery the DataStore holds and presents its response: the one `work`
  /// returns, or `failed` with the error that stopped it (or with there being no gallery at all).
  func respond<Response>(
    _ present: (Response) -> Void, failed: (GalleryError) -> Response,
    _ work: (Gallery) throws(GalleryError) -> Response
  ) {
    guard let gallery else {
      present(failed(.internalError("the edit scene has no gallery to edit")))
      return
    }
    do throws(GalleryError) {
      present(try work(gallery))
    } catch {
      present(failed(error))
    }
  }

  /// Keeps the new order (or texts, or cover) in the DataStore.
  func commit(_ reordered: Gallery, photoID: String?) {
    self.gallery = reordered
    self.tree = AlbumTree(reordered)
    self.photoID = photoID
    self.album = photoID.flatMap { self.tree?.node(holdingPhoto: $0) }
  }

  /// The photo a request names (by id, or by its position in the top-level grid), with its grid and
  /// 1-based position there.
  func photo(
    for request: ImageIndexEdit.SaveIndex.Request, in tree: AlbumTree
  ) throws(GalleryError) -> (AlbumTree.Node, Int) {
    switch request.photo {
    case .id(let id):
      guard let album = tree.node(holdingPhoto: id), let index = album.index(ofPhoto: id) else {
        throw unknownPhoto(id, tree: tree)
      }
      return (album, index + 1)
    case .position(let requested):
      let root = tree.root
      return (root, try position(requested, input: .from, count: root.photos.count))
    }
  }

  /// The album a request moves into (`albumID`, `parentID`) (`""` or nil: none named); an unknown one is an error.
  func targetAlbum(_ id: String?, tree: AlbumTree) throws(GalleryError) -> AlbumTree.Node? {
    guard let id else { return nil }
    guard let node = tree.node(id) else { throw unknownAlbum(id, tree: tree) }
    return node
  }

  func unknownAlbum(_ id: String, tree: AlbumTree) -> GalleryError {
    let ids = tree.nodes.dropFirst().map(\.id)
    return .unknownAlbum(id: id, closest: Suggestions.closest(to: id, in: ids))
  }

  /// A photo id the gallery does not have, with the ids that look like it among `among` (nil: all).
  func unknownPhoto(_ id: String, tree: AlbumTree, among: [AlbumTree.Node]? = nil) -> GalleryError {
    let ids = (among ?? tree.nodes).flatMap { $0.photos.map(\.id) }
    return .unknownPhoto(id: id, closest: Suggestions.closest(to: id, in: ids))
  }

  /// The album an edit of texts or cover names: an album of the tree, not the top level (whose title
  /// is the gallery's, and which has no cover).
  func editedAlbum(_ id: String, tree: AlbumTree) throws(GalleryError) -> AlbumTree.Node {
    guard id != AlbumTree.rootID else {
      throw .usage("the top level is not an album: give an ALBUM_ID ('gallery list' shows them)")
    }
    guard let album = tree.node(id) else { throw unknownAlbum(id, tree: tree) }
    return album
  }

  /// A 1-based position out of `count`, in `place`: the request's number held to the grid. A photo's
  /// position in the top-level grid keeps the message it always had (the gallery's count), unless
  /// `always` names the grid.
  func position(
    _ value: Int, input: PositionInput, count: Int, in place: AlbumTree.Node? = nil, noun: String = "photo",
    always: Bool = false
  ) throws(GalleryError) -> Int {
    guard value < 1 || value > count else { return value }
    guard let place, always || !place.isRoot || noun != "photo" else {
      throw .positionOutOfRange(input: input, value: value, count: count)
    }
    throw .positionOutOfRangeIn(
      input: input, value: value, count: count, noun: noun, place: Self.placeName(place))
  }
}
