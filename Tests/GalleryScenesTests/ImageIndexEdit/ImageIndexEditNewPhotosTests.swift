import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes

/// Photos added (a drop into the organizer) and taken out (`gallery remove`) through the Interactor.
@Suite struct ImageIndexEditNewPhotosTests {
  private func makeSUT() -> (ImageIndexEditInteractor, ImageIndexEditIndicesInteractorTests.Spy) {
    ImageIndexEditIndicesInteractorTests.makeSUT(Fixtures.albumGallery())
  }

  private func photo(_ id: String, file: String) -> Photo {
    Photo(id: id, image: .file(file), title: id)
  }

  @Test func newPhotosStandAtTheirPositionInOneEdit() throws {
    let (sut, spy) = makeSUT()
    sut.saveNewPhotos(
      request: .init(
        photos: [photo("n1", file: "b/n1.jpg"), photo("n2", file: "b/n2.jpg")], albumID: "b", toPosition: 2))
    #expect(spy.newPhotos == .added(photoIDs: ["n1", "n2"], to: .init(id: "b", title: "Beta", position: 2)))
    #expect(sut.gallery?.album("b")?.photos.map(\.id) == ["b1", "n1", "n2", "b2", "b3", "b4", "b5"])
    sut.saveNewPhotos(request: .init(photos: [photo("n3", file: "n3.jpg")]))
    #expect(sut.gallery?.photos.map(\.id) == ["r1", "r2", "n3"])
  }

  @Test func wrongNewPhotosAreRefusedAndNothingChanges() {
    let cases: [(ImageIndexEdit.SaveNewPhotos.Request, String)] = [
      (.init(photos: [photo("R1", file: "x.jpg")]), "another photo has this id already"),
      (
        .init(photos: [photo("n", file: "x.jpg"), photo("n", file: "y.jpg")]),
        "another photo has this id already"
      ),
      (.init(photos: [photo("n", file: "x.jpg"), photo("m", file: "x.jpg")]), "'x.jpg' is already a photo"),
      (.init(photos: [photo("a b", file: "x.jpg")]), "is not a valid id"),
      (.init(photos: [photo("n", file: "x.jpg")], albumID: "zz"), "no album with id 'zz'"),
      (
        .init(photos: [photo("n", file: "x.jpg")], albumID: "b", toPosition: 7),
        "--to 7 is beyond the last position"
      ),
      (.init(photos: []), "no photo to add"),
    ]
    for (request, message) in cases {
      let (sut, spy) = makeSUT()
      sut.saveNewPhotos(request: request)
      guard case .failed(let error) = spy.newPhotos else {
        Issue.record("\(request) was not refused")
        continue
      }
      #expect(error.description.contains(message), "\(error.description)")
      #expect(sut.gallery == Fixtures.albumGallery())
    }
  }

  @Test func removedPhotosLeaveTheirGridsAndTheirCovers() throws {
    var gallery = Fixtures.albumGallery()
    gallery.albums[1].cover = "b2"
    let (sut, spy) = ImageIndexEditIndicesInteractorTests.makeSUT(gallery)
    sut.removePhotos(request: .init(photoIDs: ["b2", "r1"]))
    #expect(
      spy.removedPhotos
        == .removed(photoIDs: ["b2", "r1"], files: ["images/b2.jpg", "images/r1.jpg"], droppedCovers: ["b"]))
    #expect(sut.gallery?.album("b")?.photos.map(\.id) == ["b1", "b3", "b4", "b5"])
    #expect(sut.gallery?.photos.map(\.id) == ["r2"])
    for (ids, message) in [
      (["zz"], "no photo with id 'zz'"), (["r2", "r2"], "named twice"), ([], "which photos?"),
    ] {
      sut.removePhotos(request: .init(photoIDs: ids))
      guard case .failed(let error) = spy.removedPhotos else {
        Issue.record("\(ids) was not refused")
        continue
      }
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  @Test func theSummariesNameThePhotosAndWhereTheyStand() {
    let presenter = ImageIndexEditEditsPresenterTests()
    let added = presenter.shown("newPhotos") {
      $0.presentSaveNewPhotos(
        response: .added(photoIDs: ["a", "b"], to: .init(id: "k", title: "K", position: 3)))
    }
    #expect(added?.message == "added 'a', 'b' at 3–4 of album 'k'")
    let removed = presenter.shown("removePhotos") {
      $0.presentRemovePhotos(response: .removed(photoIDs: ["a"], files: ["a.jpg"], droppedCovers: []))
    }
    #expect(removed?.message == "took 'a' out of the gallery (its file stays in the gallery folder)")
  }
}
