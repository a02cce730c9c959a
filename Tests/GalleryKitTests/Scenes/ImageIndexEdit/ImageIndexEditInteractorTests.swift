import Testing

@testable import GalleryKit

@Suite struct ImageIndexEditInteractorTests {
  final class ImageIndexEditPresentationLogicSpy: ImageIndexEditPresentationLogic {
    var presentIndicesCalled = false
    var response: ImageIndexEdit.Indices.Response?
    var presentSaveIndexCalled = false
    var saveResponse: ImageIndexEdit.SaveIndex.Response?

    func presentIndices(response: ImageIndexEdit.Indices.Response) {
      presentIndicesCalled = true
      self.response = response
    }

    func presentSaveIndex(response: ImageIndexEdit.SaveIndex.Response) {
      presentSaveIndexCalled = true
      saveResponse = response
    }
  }

  /// Keeps what the Interactor saves, as the manifest would.
  final class PhotosStoreSpy: PhotosStoreProtocol, @unchecked Sendable {
    var gallery: Gallery
    var saveCalled = 0

    init(_ gallery: Gallery) {
      self.gallery = gallery
    }

    func fetchGallery() throws(GalleryError) -> Gallery { gallery }

    func save(_ gallery: Gallery) throws(GalleryError) {
      saveCalled += 1
      self.gallery = gallery
    }
  }

  private func makeSavingSUT(
    count: Int
  ) throws -> (
    ImageIndexEditInteractor, ImageIndexEditPresentationLogicSpy, PhotosStoreSpy
  ) {
    let store = PhotosStoreSpy(Fixtures.gallery(count: count))
    let sut = ImageIndexEditInteractor(worker: try PhotosWorker(store: store))
    let spy = ImageIndexEditPresentationLogicSpy()
    sut.presenter = spy
    return (sut, spy, store)
  }

  /// The reference: what "move the photo at `from` to `to`" means, written the plain way.
  private func reference(_ ids: [String], from: Int, to: Int) -> [String] {
    var result = ids.enumerated().filter { $0.offset != from - 1 }.map(\.element)
    result.insert(ids[from - 1], at: to - 1)
    return result
  }

  @Test func presentsThePhotoAndItsCurrentPosition() {
    // Given
    let sut = ImageIndexEditInteractor()
    let spy = ImageIndexEditPresentationLogicSpy()
    sut.presenter = spy
    sut.gallery = Fixtures.gallery(count: 6)
    sut.photoID = "p4"
    // When
    sut.fetchIndices(request: .init())
    // Then
    #expect(spy.presentIndicesCalled)
    #expect(spy.response?.photo.position == 4)
    #expect(spy.response?.photo.photo.id == "p4")
    #expect(spy.response?.totalCount == 6)
  }

  @Test func presentsNothingForAnUnknownPhoto() {
    let sut = ImageIndexEditInteractor()
    let spy = ImageIndexEditPresentationLogicSpy()
    sut.presenter = spy
    sut.gallery = Fixtures.gallery(count: 6)
    sut.photoID = "p9"
    sut.fetchIndices(request: .init())
    #expect(!spy.presentIndicesCalled)
  }

  // MARK: SaveIndex

  @Test func everyMoveOnASixPhotoGalleryMatchesTheReference() throws {
    let ids = Fixtures.gallery(count: 6).photos.map(\.id)
    for from in 1...6 {
      for to in 1...6 {
        // Given
        let (sut, spy, store) = try makeSavingSUT(count: 6)
        // When
        sut.saveIndex(request: .init(fromPosition: String(from), toPosition: String(to)))
        // Then
        #expect(store.gallery.photos.map(\.id) == reference(ids, from: from, to: to), "from \(from) to \(to)")
        if from == to {
          #expect(spy.saveResponse == .unchanged(photoID: ids[from - 1], position: from))
          #expect(store.saveCalled == 0, "nothing is written when the position does not change")
        } else {
          #expect(spy.saveResponse == .moved(photoID: ids[from - 1], from: from, to: to, count: 6))
          #expect(store.saveCalled == 1)
        }
      }
    }
  }

  @Test func movesAPhotoGivenByIdAndKeepsTheNewOrderForTheRouter() throws {
    let (sut, spy, store) = try makeSavingSUT(count: 4)
    sut.saveIndex(request: .init(photoID: "p3", toPosition: "1"))
    #expect(spy.presentSaveIndexCalled)
    #expect(store.gallery.photos.map(\.id) == ["p3", "p1", "p2", "p4"])
    #expect(sut.gallery?.photos.map(\.id) == ["p3", "p1", "p2", "p4"])
    #expect(sut.photoID == "p3")
  }

  @Test(arguments: [
    (
      ImageIndexEdit.SaveIndex.Request(photoID: "p9", toPosition: "1"),
      GalleryError.unknownPhoto(id: "p9", closest: ["p1", "p2", "p3"])
    ),
    (
      .init(photoID: "p1", toPosition: "0"),
      .usage("--to 0 is not a position; positions count from 1, as on the pages")
    ),
    (.init(photoID: "p1", toPosition: "7"), .positionOutOfRange(flag: "--to", value: 7, count: 6)),
    (
      .init(photoID: "p1", toPosition: "two"),
      .usage("--to 'two' is not a whole number; positions count from 1, as on the pages")
    ),
    (
      .init(photoID: "p1", toPosition: "2.5"),
      .usage("--to '2.5' is not a whole number; positions count from 1, as on the pages")
    ),
    (.init(photoID: "p1"), .usage("--to POSITION is missing: where should the photo go (1 to 6)?")),
    (
      .init(photoID: "p1", fromPosition: "2", toPosition: "3"),
      .usage("give either PHOTO_ID or --from POSITION, not both")
    ),
    (.init(toPosition: "3"), .usage("which photo? give its PHOTO_ID or --from POSITION")),
    (
      .init(fromPosition: "-1", toPosition: "3"),
      .usage("--from -1 is not a position; positions count from 1, as on the pages")
    ),
  ])
  func refusesBadRequestsAndSavesNothing(
    request: ImageIndexEdit.SaveIndex.Request, expected: GalleryError
  ) throws {
    let (sut, spy, store) = try makeSavingSUT(count: 6)
    sut.saveIndex(request: request)
    #expect(spy.saveResponse == .failed(expected))
    #expect(store.saveCalled == 0)
    #expect(store.gallery == Fixtures.gallery(count: 6))
  }
}
