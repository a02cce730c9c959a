import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct PlaceMapInteractorTests {
  final class PlaceMapPresentationLogicSpy: PlaceMapPresentationLogic {
    var response: PlaceMap.Places.Response?
    func presentPlaces(response: PlaceMap.Places.Response) { self.response = response }
  }

  @Test func fetchPlacesCountsThePlacedAndTheUnplacedOfMappedAlbumsOnly() {
    // Given
    func at(_ latitude: Double, _ longitude: Double) -> PhotoImages {
      PhotoImages(
        variants: [.init(sitePath: "images/x.jpg", width: 4, height: 3)],
        exif: PhotoEXIF(model: "X100V").placed(GeoPoint(latitude: latitude, longitude: longitude)))
    }
    let gallery = Gallery(
      title: "Trip",
      photos: [Photo(id: "a", image: .file("a.jpg")), Photo(id: "b", image: .file("b.jpg"))],
      albums: [
        Album(id: "private", title: "Home", photos: [Photo(id: "c", image: .file("c.jpg"))], map: false)
      ],
      map: MapSettings(enabled: true))
    let worker = PhotosWorker(gallery: gallery, images: ["a": at(47.3669, 8.5417), "c": at(1, 2)])
    let sut = PlaceMapInteractor(worker: worker)
    let spy = PlaceMapPresentationLogicSpy()
    sut.presenter = spy
    // When
    sut.fetchPlaces(request: .init())
    // Then
    #expect(spy.response?.placeCount == 1, "c's album has no map")
    #expect(spy.response?.unplacedCount == 1, "b has no place")
    #expect(spy.response?.settings == gallery.map)
    #expect(spy.response?.siteTitle == "Trip")
  }
}

extension PhotoEXIF {
  func placed(_ point: GeoPoint) -> PhotoEXIF {
    var copy = self
    copy.place = point
    return copy
  }
}
