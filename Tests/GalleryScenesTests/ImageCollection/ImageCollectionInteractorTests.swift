import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct ImageCollectionInteractorTests {
  // MARK: Test doubles

  final class ImageCollectionPresentationLogicSpy: ImageCollectionPresentationLogic {
    var presentPhotoCollectionCalled = false
    var photoCollectionResponse: ImageCollection.PhotoCollection.Response?
    var presentPaginationCalled = false
    var pageResponse: ImageCollection.Pagination.Response?

    func presentPhotoCollection(response: ImageCollection.PhotoCollection.Response) {
      presentPhotoCollectionCalled = true
      photoCollectionResponse = response
    }

    func presentPagination(response: ImageCollection.Pagination.Response) {
      presentPaginationCalled = true
      pageResponse = response
    }
  }

  private func makeSUT(_ gallery: Gallery) -> (ImageCollectionInteractor, ImageCollectionPresentationLogicSpy)
  {
    let sut = ImageCollectionInteractor(worker: PhotosWorker(gallery: gallery))
    let spy = ImageCollectionPresentationLogicSpy()
    sut.presenter = spy
    return (sut, spy)
  }

  // MARK: Tests

  /// A grid's heading counts its own clips, on every page: not its sub-albums' (their cells say theirs).
  @Test func eachGridPageCountsTheClipsOfItsOwnPhotos() {
    // Given: the root holds one clip among three photos; its album two clips, and a sub-album one more
    func clip(_ id: String) -> Photo { Photo(id: id, video: Clip(path: "clips/\(id).mp4")) }
    func photo(_ id: String) -> Photo { Photo(id: id, image: .file("images/\(id).jpg")) }
    let below = Album(id: "below", title: "Below", photos: [clip("c4")])
    let album = Album(
      id: "sea", title: "Sea", photos: [clip("c2"), photo("p4"), clip("c3")], albums: [below])
    var gallery = Gallery(title: "Clips", photos: [photo("p1"), clip("c1"), photo("p2")], albums: [album])
    gallery.pageSize = 2
    let (sut, spy) = makeSUT(gallery)
    // When, then
    for (albumID, page, clips) in [
      (AlbumTree.rootID, 1, 1), (AlbumTree.rootID, 2, 1), ("sea", 2, 2), ("below", 1, 1),
    ] {
      sut.fetchPhotoCollection(request: .init(page: page, albumID: albumID))
      #expect(spy.photoCollectionResponse?.clipCount == clips, "\(albumID) page \(page)")
    }
  }

  @Test func fetchPhotoCollectionPresentsThePhotosOfTheRequestedPageWithTheirPositions() {
    // Given
    let (sut, spy) = makeSUT(Fixtures.gallery(count: 7, pageSize: 3))
    // When
    sut.fetchPhotoCollection(request: .init(page: 2))
    // Then
    #expect(spy.presentPhotoCollectionCalled)
    #expect(spy.photoCollectionResponse?.photos.map(\.photo.id) == ["p4", "p5", "p6"])
    #expect(spy.photoCollectionResponse?.photos.map(\.position) == [4, 5, 6])
    #expect(spy.photoCollectionResponse?.totalCount == 7)
    #expect(spy.photoCollectionResponse?.galleryTitle == "Test Gallery")
    #expect(sut.page == 2)
    #expect(sut.photosOnPage.map(\.position) == [4, 5, 6], "the routes the builder follows, with positions")
  }

  @Test func theLastPageHoldsTheRemainder() {
    let (sut, spy) = makeSUT(Fixtures.gallery(count: 7, pageSize: 3))
    sut.fetchPhotoCollection(request: .init(page: 3))
    #expect(spy.photoCollectionResponse?.photos.map(\.photo.id) == ["p7"])
  }

  @Test func anEmptyGalleryPresentsOnePageWithNoPhotos() {
    let (sut, spy) = makeSUT(Gallery(title: "Empty"))
    sut.fetchPhotoCollection(request: .init(page: 1))
    sut.fetchPagination(request: .init(page: 1))
    #expect(spy.photoCollectionResponse?.photos == [])
    #expect(spy.photoCollectionResponse?.totalCount == 0)
    #expect(spy.pageResponse == .init(page: 1, pageCount: 1))
  }

  @Test func fetchPaginationPresentsThePageAndPageCount() {
    let (sut, spy) = makeSUT(Fixtures.gallery(count: 7, pageSize: 3))
    sut.fetchPagination(request: .init(page: 9))
    #expect(spy.presentPaginationCalled)
    #expect(spy.pageResponse == .init(page: 3, pageCount: 3), "a page beyond the last is clamped")
  }

  @Test func selectPhotoKeepsThePhotoAndItsPositionForTheRouter() {
    let (sut, _) = makeSUT(Fixtures.gallery(count: 7, pageSize: 3))
    sut.selectPhoto(request: .init(photoID: "p5"))
    #expect(sut.selectedPhoto?.photo.id == "p5")
    #expect(sut.selectedPhoto?.position == 5)
    sut.selectPhoto(request: .init(photoID: "nope"))
    #expect(sut.selectedPhoto == nil)
  }
}
