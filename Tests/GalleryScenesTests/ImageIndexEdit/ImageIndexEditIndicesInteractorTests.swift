import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

/// SaveIndices, several photos moved at once, through the Interactor as `gallery move ID ID… --to N`
/// will call it: every position of every grid against a reference, and each wrong request refused in
/// the person's words with the gallery as it was.
@Suite struct ImageIndexEditIndicesInteractorTests {
  /// Records what the edits past one move hand the Presenter.
  final class Spy: ImageIndexEditPresentationLogic {
    var indices: ImageIndexEdit.SaveIndices.Response?
    var photoTexts: ImageIndexEdit.SavePhotoTexts.Response?
    var selectionTexts: ImageIndexEdit.SaveSelectionTexts.Response?
    var cover: ImageIndexEdit.SaveCover.Response?
    var albumTexts: ImageIndexEdit.SaveAlbumTexts.Response?
    var newAlbum: ImageIndexEdit.SaveNewAlbum.Response?
    var removedAlbum: ImageIndexEdit.RemoveAlbum.Response?
    var newPhotos: ImageIndexEdit.SaveNewPhotos.Response?
    var removedPhotos: ImageIndexEdit.RemovePhotos.Response?
    /// How many times any of them was called: once per request.
    var calls = 0

    func presentIndices(response: ImageIndexEdit.Indices.Response) {}
    func presentSaveIndex(response: ImageIndexEdit.SaveIndex.Response) {}
    func presentSaveAlbumIndex(response: ImageIndexEdit.SaveAlbumIndex.Response) {}
    func presentSaveIndices(response: ImageIndexEdit.SaveIndices.Response) {
      (indices, calls) = (response, calls + 1)
    }
    func presentSavePhotoTexts(response: ImageIndexEdit.SavePhotoTexts.Response) {
      (photoTexts, calls) = (response, calls + 1)
    }
    func presentSaveSelectionTexts(response: ImageIndexEdit.SaveSelectionTexts.Response) {
      (selectionTexts, calls) = (response, calls + 1)
    }
    func presentSaveCover(response: ImageIndexEdit.SaveCover.Response) {
      (cover, calls) = (response, calls + 1)
    }
    func presentSaveAlbumTexts(response: ImageIndexEdit.SaveAlbumTexts.Response) {
      (albumTexts, calls) = (response, calls + 1)
    }
    func presentSaveNewAlbum(response: ImageIndexEdit.SaveNewAlbum.Response) {
      (newAlbum, calls) = (response, calls + 1)
    }
    func presentRemoveAlbum(response: ImageIndexEdit.RemoveAlbum.Response) {
      (removedAlbum, calls) = (response, calls + 1)
    }
    func presentSaveNewPhotos(response: ImageIndexEdit.SaveNewPhotos.Response) {
      (newPhotos, calls) = (response, calls + 1)
    }
    func presentRemovePhotos(response: ImageIndexEdit.RemovePhotos.Response) {
      (removedPhotos, calls) = (response, calls + 1)
    }
  }

  typealias Tables = ImageIndexEditAlbumInteractorTests.Tables

  static func makeSUT(_ gallery: Gallery = Fixtures.albumGallery()) -> (ImageIndexEditInteractor, Spy) {
    let sut = ImageIndexEditInteractor(worker: PhotosWorker(gallery: gallery))
    let spy = Spy()
    sut.presenter = spy
    return (sut, spy)
  }

  @Test func severalPhotosAtEveryPositionOfEveryGridMatchTheReference() throws {
    let gallery = Fixtures.albumGallery()
    let before = Tables(gallery)
    // From one grid, from several, in and out of the target's order.
    let sets = [["r2", "r1"], ["a1", "s2", "b5"], ["b3", "b1"], ["s4", "r1", "s1", "a2"], ["b2"]]
    for ids in sets {
      for target in before.photos.keys.sorted() {
        let remaining = before.photos[target, default: []].filter { !ids.contains($0) }
        for to in 0...(remaining.count + 2) {
          let (sut, spy) = Self.makeSUT(gallery)
          sut.saveIndices(request: .init(photoIDs: ids, toPosition: to, albumID: target))
          let what = "\(ids) to \(target.isEmpty ? "top" : target) at \(to)"
          guard (1...(remaining.count + 1)).contains(to) else {
            // Refused by the scene, naming the position (not by the model, which would be the tool's
            // fault).
            let error: GalleryError = .positionOutOfRangeIn(
              input: .to, value: to, count: remaining.count + 1, noun: "photo",
              place: target.isEmpty ? "the top level" : "album '\(target)'")
            #expect(spy.indices == .failed(error), "\(what)")
            #expect(sut.gallery == gallery, "\(what): a refused move changed the gallery")
            continue
          }
          var expected = before
          for grid in expected.photos.keys { expected.photos[grid]?.removeAll { ids.contains($0) } }
          expected.photos[target]?.insert(contentsOf: ids, at: to - 1)
          #expect(Tables(try #require(sut.gallery)) == expected, "\(what)")
          let place = ImageIndexEdit.SaveIndex.Place(
            id: target, title: AlbumTree(gallery).node(target)?.title ?? "", position: to)
          if expected == before {
            #expect(spy.indices == .unchanged(photoIDs: ids, at: place), "\(what)")
          } else {
            #expect(spy.indices == .moved(photoIDs: ids, to: place, droppedCovers: []), "\(what)")
            // The DataStore holds the new order, for the caller to build and save.
            #expect(sut.photoID == ids[0] && sut.tree?.node(holdingPhoto: ids[0])?.id == target, "\(what)")
          }
          #expect(spy.calls == 1)
        }
      }
    }
  }

  @Test func withoutAnAlbumTheyGoToTheFirstPhotosGridAndWithoutAPositionToItsEnd() throws {
    let (sut, spy) = Self.makeSUT()
    sut.saveIndices(request: .init(photoIDs: ["b2", "r1"], toPosition: 1))
    #expect(Tables(try #require(sut.gallery)).photos["b"] == ["b2", "r1", "b1", "b3", "b4", "b5"])
    let (end, endSpy) = Self.makeSUT()
    end.saveIndices(request: .init(photoIDs: ["r1", "b2"], albumID: "a1"))
    #expect(Tables(try #require(end.gallery)).photos["a1"] == ["s1", "s2", "s3", "s4", "r1", "b2"])
    #expect(
      endSpy.indices
        == .moved(
          photoIDs: ["r1", "b2"], to: .init(id: "a1", title: "Alpha one", position: 5), droppedCovers: []))
    // Inside their own grid a position is needed: there is no "end" to go to that means anything.
    let (own, ownSpy) = Self.makeSUT()
    own.saveIndices(request: .init(photoIDs: ["b4", "b2"]))
    #expect(
      ownSpy.indices
        == .failed(.positionMissing(input: .to, count: 4, noun: "photos", place: "album 'b'")))
    #expect(spy.calls == 1)
  }

  @Test func aCoverThatLeavesItsAlbumIsDroppedAndSaidSo() throws {
    var gallery = Fixtures.albumGallery()
    gallery.albums[0].cover = "s3"
    let (sut, spy) = Self.makeSUT(gallery)
    sut.saveIndices(request: .init(photoIDs: ["s3", "a1"], toPosition: 2, albumID: ""))
    #expect(try #require(sut.gallery).albums[0].cover == nil)
    guard case .moved(_, _, let dropped) = spy.indices else {
      Issue.record("not moved: \(String(describing: spy.indices))")
      return
    }
    #expect(dropped == ["a"])
  }

  @Test func wrongRequestsAreRefusedNamingWhatIsWrongAndChangeNothing() {
    let cases: [(ImageIndexEdit.SaveIndices.Request, GalleryError)] = [
      (
        .init(photoIDs: [], toPosition: 1),
        .usage("which photos? give one or more PHOTO_IDs, in the order they are to stand")
      ),
      (
        .init(photoIDs: ["r1", "b9"], toPosition: 1), .unknownPhoto(id: "b9", closest: ["b1", "b2", "b3"])
      ),
      (
        .init(photoIDs: ["r1", "b1", "r1"], toPosition: 1),
        .usage("'r1' is named twice: give each photo once, in the order they are to stand")
      ),
      (.init(photoIDs: ["r1"], toPosition: 1, albumID: "kyoto"), .unknownAlbum(id: "kyoto", closest: [])),
      (
        .init(photoIDs: ["r1", "r2"], toPosition: 0),
        .positionOutOfRangeIn(input: .to, value: 0, count: 1, noun: "photo", place: "the top level")
      ),
      // The top level keeps r1 and r2 only: the first of them can go to 1 (then r2 at 2).
      (
        .init(photoIDs: ["r1", "r2"], toPosition: 2),
        .positionOutOfRangeIn(input: .to, value: 2, count: 1, noun: "photo", place: "the top level")
      ),
      (
        .init(photoIDs: ["r1", "b2"], toPosition: 6, albumID: "b"),
        .positionOutOfRangeIn(input: .to, value: 6, count: 5, noun: "photo", place: "album 'b'")
      ),
    ]
    for (request, error) in cases {
      let (sut, spy) = Self.makeSUT()
      sut.saveIndices(request: request)
      #expect(spy.indices == .failed(error), "\(request)")
      #expect(sut.gallery == Fixtures.albumGallery())
      #expect(sut.photoID == nil)
    }
  }

  @Test func withoutAGalleryItSaysSo() {
    let sut = ImageIndexEditInteractor()
    let spy = Spy()
    sut.presenter = spy
    sut.saveIndices(request: .init(photoIDs: ["r1"], toPosition: 1))
    #expect(spy.indices == .failed(.internalError("the edit scene has no gallery to edit")))
  }
}
