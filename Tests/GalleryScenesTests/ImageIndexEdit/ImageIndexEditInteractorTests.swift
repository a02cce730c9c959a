import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryScenes
@testable import GalleryWorkers

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

    var albumResponse: ImageIndexEdit.SaveAlbumIndex.Response?

    func presentSaveAlbumIndex(response: ImageIndexEdit.SaveAlbumIndex.Response) {
      albumResponse = response
    }

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

  /// An Interactor over a gallery of `count` photos read through a worker, as `gallery move` makes it.
  private func makeSUT(count: Int) -> (ImageIndexEditInteractor, ImageIndexEditPresentationLogicSpy) {
    let sut = ImageIndexEditInteractor(worker: PhotosWorker(gallery: Fixtures.gallery(count: count)))
    let spy = ImageIndexEditPresentationLogicSpy()
    sut.presenter = spy
    return (sut, spy)
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
        let (sut, spy) = makeSUT(count: 6)
        // When
        sut.saveIndex(request: .init(fromPosition: from, toPosition: to))
        // Then
        #expect(sut.gallery?.photos.map(\.id) == reference(ids, from: from, to: to), "from \(from) to \(to)")
        if from == to {
          #expect(spy.saveResponse == .unchanged(photoID: ids[from - 1], position: from))
          #expect(sut.gallery == Fixtures.gallery(count: 6), "nothing changes when the position does not")
        } else {
          #expect(spy.saveResponse == .moved(photoID: ids[from - 1], from: from, to: to, count: 6))
        }
      }
    }
  }

  @Test func movesAPhotoGivenByIdAndHandsTheNewOrderBackInTheDataStore() {
    let (sut, spy) = makeSUT(count: 4)
    sut.saveIndex(request: .init(photoID: "p3", toPosition: 1))
    #expect(spy.presentSaveIndexCalled)
    #expect(sut.gallery?.photos.map(\.id) == ["p3", "p1", "p2", "p4"])
    #expect(sut.photoID == "p3")
  }

  @Test(arguments: [
    (
      ImageIndexEdit.SaveIndex.Request(photoID: "p9", toPosition: 1),
      GalleryError.unknownPhoto(id: "p9", closest: ["p1", "p2", "p3"])
    ),
    // Positions are numbers here: the Interactor says which one is wrong (`PositionInput`), and the
    // caller words it (a command line's `--to`, a form's `position`).
    (.init(photoID: "p1", toPosition: 0), .positionOutOfRange(input: .to, value: 0, count: 6)),
    (.init(photoID: "p1", toPosition: 7), .positionOutOfRange(input: .to, value: 7, count: 6)),
    (.init(photoID: "p1"), .positionMissing(input: .to, count: 6, noun: "photo", place: nil)),
    (.init(fromPosition: -1, toPosition: 3), .positionOutOfRange(input: .from, value: -1, count: 6)),
    (.init(fromPosition: 7, toPosition: 3), .positionOutOfRange(input: .from, value: 7, count: 6)),
  ])
  func refusesBadRequestsAndChangesNothing(
    request: ImageIndexEdit.SaveIndex.Request, expected: GalleryError
  ) {
    let (sut, spy) = makeSUT(count: 6)
    sut.saveIndex(request: request)
    #expect(spy.saveResponse == .failed(expected))
    #expect(sut.gallery == Fixtures.gallery(count: 6))
  }

  @Test func withoutAGalleryReportsAnInternalErrorNotTheUsersInput() {
    let sut = ImageIndexEditInteractor()
    let spy = ImageIndexEditPresentationLogicSpy()
    sut.presenter = spy
    sut.saveIndex(request: .init(photoID: "p1", toPosition: 1))
    guard case .failed(let error) = spy.saveResponse else {
      Issue.record("expected a failure, got \(String(describing: spy.saveResponse))")
      return
    }
    #expect(error.exitCode == 70)
  }
}
