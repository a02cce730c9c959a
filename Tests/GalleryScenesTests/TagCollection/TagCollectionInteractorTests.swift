import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct TagCollectionInteractorTests {
  // MARK: Test doubles

  final class TagCollectionPresentationLogicSpy: TagCollectionPresentationLogic {
    var presentPhotoCollectionCalled = false
    var photoCollectionResponse: TagCollection.PhotoCollection.Response?
    var paginationResponse: TagCollection.Pagination.Response?

    func presentPhotoCollection(response: TagCollection.PhotoCollection.Response) {
      presentPhotoCollectionCalled = true
      photoCollectionResponse = response
    }

    func presentPagination(response: TagCollection.Pagination.Response) {
      paginationResponse = response
    }
  }

  /// Five photos tagged "sea" across the root and an album (one of them a clip, one spelled "Sea"), one
  /// untagged; two per page.
  private func makeSUT() -> (TagCollectionInteractor, TagCollectionPresentationLogicSpy) {
    let gallery = Gallery(
      title: "Coast", pageSize: 2,
      photos: [
        Photo(id: "r1", image: .file("r1.jpg"), tags: ["Sea"]),
        Photo(id: "r2", image: .file("r2.jpg")),
        Photo(id: "r3", image: .file("r3.jpg"), tags: ["sea", "sky"]),
      ],
      albums: [
        Album(
          id: "a", title: "A",
          photos: [
            Photo(id: "a1", image: .file("a1.jpg"), tags: ["sea"]),
            Photo(id: "a2", video: Clip(path: "a2.mp4"), tags: ["sea"]),
            Photo(id: "a3", image: .file("a3.jpg"), tags: ["sea"]),
          ])
      ])
    let sut = TagCollectionInteractor(worker: PhotosWorker(gallery: gallery))
    let spy = TagCollectionPresentationLogicSpy()
    sut.presenter = spy
    return (sut, spy)
  }

  // MARK: Tests

  @Test func fetchPhotoCollectionPresentsThePageOfTheTagsPhotosWithTheirPositionsInTheTag() {
    // Given
    let (sut, spy) = makeSUT()
    // When
    sut.fetchPhotoCollection(request: .init(slug: "sea", page: 2))
    // Then
    #expect(spy.presentPhotoCollectionCalled)
    let response = spy.photoCollectionResponse
    #expect(response?.grid.photos.map(\.photo.id) == ["a1", "a2"])
    #expect(response?.grid.photos.map(\.position) == [3, 4])
    #expect(response?.grid.totalCount == 5)
    #expect(response?.grid.clipCount == 1)
    #expect(response?.tagName == "Sea", "as first written")
    #expect(response?.grid.pageCount == 3)
    #expect(response?.grid.siteTitle == "Coast")
    #expect(sut.tag?.slug == "sea")
  }

  @Test func aPageBeyondTheLastIsClampedAndPaginationSaysSo() {
    let (sut, spy) = makeSUT()
    sut.fetchPagination(request: .init(slug: "sea", page: 9))
    #expect(spy.paginationResponse == .init(page: 3, pageCount: 3))
    #expect(sut.page == 3)
  }

  @Test func anUnknownSlugPresentsNothing() {
    let (sut, spy) = makeSUT()
    sut.fetchPhotoCollection(request: .init(slug: "../sea", page: 1))
    #expect(!spy.presentPhotoCollectionCalled)
    #expect(sut.tag == nil)
  }
}
