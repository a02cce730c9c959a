import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

/// The reorder use cases of a gallery with albums, each checked against a reference: the gallery as two
/// plain tables (each grid's photo ids, each grid's sub-album ids) changed by list operations.
@Suite struct ImageIndexEditAlbumInteractorTests {
  final class Spy: ImageIndexEditPresentationLogic {
    var save: ImageIndexEdit.SaveIndex.Response?
    var album: ImageIndexEdit.SaveAlbumIndex.Response?
    var indices: ImageIndexEdit.Indices.Response?
    func presentIndices(response: ImageIndexEdit.Indices.Response) { indices = response }
    func presentSaveIndex(response: ImageIndexEdit.SaveIndex.Response) { save = response }
    func presentSaveAlbumIndex(response: ImageIndexEdit.SaveAlbumIndex.Response) { album = response }
    // The edits past one move have their own tests (ImageIndexEditEditsInteractorTests).
    func presentSaveIndices(response: ImageIndexEdit.SaveIndices.Response) {}
    func presentSavePhotoTexts(response: ImageIndexEdit.SavePhotoTexts.Response) {}
    func presentSaveSelectionTexts(response: ImageIndexEdit.SaveSelectionTexts.Response) {}
    func presentSaveNewAlbum(response: ImageIndexEdit.SaveNewAlbum.Response) {}
    func presentRemoveAlbum(response: ImageIndexEdit.RemoveAlbum.Response) {}
    func presentSaveNewPhotos(response: ImageIndexEdit.SaveNewPhotos.Response) {}
    func presentRemovePhotos(response: ImageIndexEdit.RemovePhotos.Response) {}
    func presentSaveCover(response: ImageIndexEdit.SaveCover.Response) {}
    func presentSaveAlbumTexts(response: ImageIndexEdit.SaveAlbumTexts.Response) {}
  }

  /// Grid id → its photo ids, and grid id → its sub-album ids.
  struct Tables: Equatable {
    var photos: [String: [String]] = [:]
    var albums: [String: [String]] = [:]

    init(_ gallery: Gallery) {
      for node in AlbumTree(gallery).nodes {
        photos[node.id] = node.photos.map(\.id)
        albums[node.id] = node.albumIDs
      }
    }

    func grid(holding photo: String) -> String? { photos.first { $0.value.contains(photo) }?.key }
    func parent(of album: String) -> String? { albums.first { $0.value.contains(album) }?.key }
    func isBelow(_ album: String, _ ancestor: String) -> Bool {
      var current: String? = album
      while let id = current {
        if id == ancestor { return true }
        current = parent(of: id)
      }
      return false
    }
  }

  private func makeSUT(_ gallery: Gallery) -> (ImageIndexEditInteractor, Spy) {
    let sut = ImageIndexEditInteractor(worker: PhotosWorker(gallery: gallery))
    let spy = Spy()
    sut.presenter = spy
    return (sut, spy)
  }

  @Test func everyPhotoMoveMatchesTheReference() throws {
    let gallery = Fixtures.albumGallery()
    let before = Tables(gallery)
    let grids = AlbumTree(gallery).nodes.map(\.id)
    for photo in gallery.allPhotos.map(\.id) {
      for target in grids {
        let source = try #require(before.grid(holding: photo))
        let count = (before.photos[target]?.count ?? 0) + (target == source ? 0 : 1)
        for to in 0...(count + 1) {
          let (sut, spy) = makeSUT(gallery)
          sut.saveIndex(
            request: .init(photoID: photo, toPosition: to, albumID: target == source ? nil : target))
          guard (1...count).contains(to) else {
            guard case .failed = spy.save else {
              Issue.record("\(photo) to \(target) \(to): should fail, got \(String(describing: spy.save))")
              continue
            }
            #expect(sut.gallery == gallery, "a failed move changed the gallery")
            continue
          }
          var expected = before
          expected.photos[source]?.removeAll { $0 == photo }
          expected.photos[target]?.insert(photo, at: to - 1)
          #expect(Tables(try #require(sut.gallery)) == expected, "\(photo) to \(target) at \(to)")
        }
      }
    }
  }

  @Test func aPhotoMovedToAnotherAlbumWithoutPositionGoesToItsEnd() throws {
    let (sut, spy) = makeSUT(Fixtures.albumGallery())
    sut.saveIndex(request: .init(photoID: "r1", albumID: "a1"))
    #expect(Tables(try #require(sut.gallery)).photos["a1"] == ["s1", "s2", "s3", "s4", "r1"])
    guard case .movedToAlbum(_, let from, let to, _) = spy.save else {
      Issue.record("not moved: \(String(describing: spy.save))")
      return
    }
    #expect(from == .init(id: "", title: "Albums", position: 1))
    #expect(to == .init(id: "a1", title: "Alpha one", position: 5))
  }

  @Test func aCoverThatLeavesItsAlbumIsDroppedAndSaidSo() throws {
    var gallery = Fixtures.albumGallery()
    gallery.albums[0].cover = "s2"
    let (sut, spy) = makeSUT(gallery)
    sut.saveIndex(request: .init(photoID: "s2", albumID: "b"))
    #expect(try #require(sut.gallery).albums[0].cover == nil)
    guard case .movedToAlbum(_, _, _, let dropped) = spy.save else {
      Issue.record("not moved")
      return
    }
    #expect(dropped == ["a"])
    // Moving inside the album keeps it.
    let (kept, _) = makeSUT(gallery)
    kept.saveIndex(request: .init(photoID: "s2", albumID: "a"))
    #expect(try #require(kept.gallery).albums[0].cover == "s2")
  }

  @Test func everyAlbumMoveMatchesTheReferenceAndNoneMakesACycle() throws {
    let gallery = Fixtures.albumGallery()
    let before = Tables(gallery)
    let albums = AlbumTree(gallery).nodes.dropFirst().map(\.id)
    for album in albums {
      for parent in [""] + albums {
        let source = try #require(before.parent(of: album))
        let count = (before.albums[parent]?.count ?? 0) + (parent == source ? 0 : 1)
        for to in 1...count {
          let (sut, spy) = makeSUT(gallery)
          sut.saveAlbumIndex(request: .init(albumID: album, parentID: parent, toPosition: to))
          if before.isBelow(parent, album) {
            guard case .failed(.usage) = spy.album else {
              Issue.record("\(album) into \(parent): a cycle was allowed")
              continue
            }
            #expect(sut.gallery == gallery)
            continue
          }
          var expected = before
          expected.albums[source]?.removeAll { $0 == album }
          expected.albums[parent]?.insert(album, at: to - 1)
          let after = Tables(try #require(sut.gallery))
          #expect(after == expected, "\(album) into '\(parent)' at \(to)")
        }
      }
    }
  }

  @Test func badAlbumRequestsChangeNothing() throws {
    let gallery = Fixtures.albumGallery()
    for request in [
      ImageIndexEdit.SaveAlbumIndex.Request(albumID: "nope", toPosition: 1),
      .init(albumID: "", toPosition: 1),
      .init(albumID: "a", parentID: "nope"),
      .init(albumID: "a", toPosition: 4),
      .init(albumID: "a", toPosition: 0),
      .init(albumID: "a"),
    ] {
      let (sut, spy) = makeSUT(gallery)
      sut.saveAlbumIndex(request: request)
      guard case .failed = spy.album else {
        Issue.record("\(request) should fail")
        continue
      }
      #expect(sut.gallery == gallery)
    }
    let (sut, spy) = makeSUT(gallery)
    sut.saveIndex(request: .init(photoID: "r1", albumID: "nope"))
    guard case .failed(let error) = spy.save, case .unknownAlbum? = error.galleryProblem else {
      Issue.record("an unknown album should fail")
      return
    }
    #expect(sut.gallery == gallery)
  }

  @Test func theEditPageOffersPositionsInsideTheAlbumAndEveryAlbum() throws {
    let (sut, spy) = makeSUT(Fixtures.albumGallery())
    sut.photoID = "s3"
    sut.fetchIndices(request: .init())
    let response = try #require(spy.indices)
    #expect(response.photo.position == 3)
    #expect(response.totalCount == 4)
    #expect(response.albums?.map(\.id) == ["", "a", "a1", "b", "e"])
    #expect(response.albums?.filter(\.isCurrent).map(\.id) == ["a1"])
    #expect(response.albums?[2].steps.map(\.title) == ["Albums", "Alpha", "Alpha one"])
  }
}
