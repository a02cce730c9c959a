import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct ImageDetailInteractorTests {
  final class ImageDetailPresentationLogicSpy: ImageDetailPresentationLogic {
    var presentImageCalled = false
    var response: ImageDetail.Image.Response?

    func presentImage(response: ImageDetail.Image.Response) {
      presentImageCalled = true
      self.response = response
    }
  }

  private func makeSUT(photoID: String?) -> (ImageDetailInteractor, ImageDetailPresentationLogicSpy) {
    let sut = ImageDetailInteractor()
    let spy = ImageDetailPresentationLogicSpy()
    sut.presenter = spy
    sut.gallery = Fixtures.gallery(count: 5)
    sut.photoID = photoID
    return (sut, spy)
  }

  @Test func presentsThePhotoWithItsPositionAndNeighbours() {
    // Given
    let (sut, spy) = makeSUT(photoID: "p3")
    // When
    sut.fetchImage(request: .init())
    // Then
    #expect(spy.presentImageCalled)
    #expect(spy.response?.photo.photo.id == "p3")
    #expect(spy.response?.photo.position == 3)
    #expect(spy.response?.totalCount == 5)
    #expect(spy.response?.previous?.photo.id == "p2")
    #expect(spy.response?.next?.photo.id == "p4")
    #expect(sut.position == 3)
  }

  @Test func theFirstPhotoHasNoPreviousAndTheLastNoNext() {
    let (first, firstSpy) = makeSUT(photoID: "p1")
    first.fetchImage(request: .init())
    #expect(firstSpy.response?.previous == nil)
    #expect(firstSpy.response?.next?.position == 2)
    let (last, lastSpy) = makeSUT(photoID: "p5")
    last.fetchImage(request: .init())
    #expect(lastSpy.response?.next == nil)
    #expect(lastSpy.response?.previous?.position == 4)
  }

  @Test func presentsNothingWithoutAPhotoPassedIn() {
    let (sut, spy) = makeSUT(photoID: nil)
    sut.fetchImage(request: .init())
    #expect(!spy.presentImageCalled)
    let (unknown, unknownSpy) = makeSUT(photoID: "missing")
    unknown.fetchImage(request: .init())
    #expect(!unknownSpy.presentImageCalled)
  }

  @Test func aPhotoOfAnAlbumWithAMapIsPresentedWithItsRoundedPlaceOnly() {
    // Given
    var gallery = Fixtures.gallery(count: 2)
    gallery.map = MapSettings(enabled: true, precision: .decimals(1))
    let placed = PhotoImages(
      variants: [.init(sitePath: "images/p1.jpg", width: 4, height: 3)],
      exif: PhotoEXIF(model: "X").placed(GeoPoint(latitude: 47.366921, longitude: -8.541727)))
    let (sut, spy) = makeSUT(photoID: "p1")
    sut.gallery = gallery
    sut.places = PlaceCatalog(gallery: gallery, tree: AlbumTree(gallery), images: ["p1": placed])
    // When
    sut.fetchImage(request: .init())
    // Then
    #expect(spy.response?.place == .init(latitude: "47.4", longitude: "-8.5"))
    #expect(spy.response?.mapSettings == gallery.map)
    // Without the map the same photo has no place.
    gallery.map.enabled = false
    sut.gallery = gallery
    sut.places = PlaceCatalog(gallery: gallery, tree: AlbumTree(gallery), images: ["p1": placed])
    sut.fetchImage(request: .init())
    #expect(spy.response?.place == nil)
  }
}
