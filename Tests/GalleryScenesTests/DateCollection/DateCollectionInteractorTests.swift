import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct DateCollectionInteractorTests {
  // MARK: Test doubles

  final class DateCollectionPresentationLogicSpy: DateCollectionPresentationLogic {
    var presentPhotoCollectionCalled = false
    var photoCollectionResponse: DateCollection.PhotoCollection.Response?
    var paginationResponse: DateCollection.Pagination.Response?

    func presentPhotoCollection(response: DateCollection.PhotoCollection.Response) {
      presentPhotoCollectionCalled = true
      photoCollectionResponse = response
    }

    func presentPagination(response: DateCollection.Pagination.Response) {
      paginationResponse = response
    }
  }

  /// Three photos of June 2023 and one of March 2023, across an album; two per page.
  private func makeSUT() -> (DateCollectionInteractor, DateCollectionPresentationLogicSpy) {
    func taken(_ month: Int, _ day: Int) -> PhotoImages {
      PhotoImages(
        variants: [.init(sitePath: "images/x.jpg", width: 4, height: 3)],
        exif: PhotoEXIF(
          dateTaken: EXIFDateTime(year: 2023, month: month, day: day, hour: 9, minute: 0, second: 0)))
    }
    let gallery = Gallery(
      title: "Trip", pageSize: 2,
      photos: [Photo(id: "r1", image: .file("r1.jpg")), Photo(id: "r2", image: .file("r2.jpg"))],
      albums: [
        Album(
          id: "a", title: "A",
          photos: [Photo(id: "a1", image: .file("a1.jpg")), Photo(id: "a2", image: .file("a2.jpg"))])
      ])
    let images = ["r1": taken(6, 3), "r2": taken(3, 1), "a1": taken(6, 1), "a2": taken(6, 2)]
    let sut = DateCollectionInteractor(worker: PhotosWorker(gallery: gallery, images: images))
    let spy = DateCollectionPresentationLogicSpy()
    sut.presenter = spy
    return (sut, spy)
  }

  // MARK: Tests

  @Test func fetchPhotoCollectionPresentsTheMonthsPhotosInTheOrderTaken() {
    // Given
    let (sut, spy) = makeSUT()
    // When
    sut.fetchPhotoCollection(request: .init(year: 2023, month: 6, page: 2))
    // Then
    #expect(spy.presentPhotoCollectionCalled)
    let response = spy.photoCollectionResponse
    #expect(response?.grid.photos.map(\.photo.id) == ["r1"])
    #expect(response?.grid.photos.map(\.position) == [3])
    #expect(response?.grid.totalCount == 3)
    #expect(response?.grid.pageCount == 2)
    #expect(sut.year == 2023 && sut.month == 6)
  }

  @Test func aPageBeyondTheLastIsClamped() {
    let (sut, spy) = makeSUT()
    sut.fetchPagination(request: .init(year: 2023, month: 6, page: 9))
    #expect(spy.paginationResponse == .init(page: 2, pageCount: 2))
  }

  @Test func aMonthWithoutPhotosPresentsNothing() {
    let (sut, spy) = makeSUT()
    sut.fetchPhotoCollection(request: .init(year: 2023, month: 7, page: 1))
    #expect(!spy.presentPhotoCollectionCalled)
    #expect(sut.year == nil)
  }
}
