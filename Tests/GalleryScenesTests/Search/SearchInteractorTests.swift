import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct SearchInteractorTests {
  final class SearchPresentationLogicSpy: SearchPresentationLogic {
    var formResponse: Search.Form.Response?
    func presentForm(response: Search.Form.Response) { formResponse = response }
  }

  @Test func fetchFormPresentsTheFiltersValuesAsTheIndexHasThem() {
    // Given
    func taken(_ year: Int, _ model: String) -> PhotoImages {
      PhotoImages(
        variants: [.init(sitePath: "images/x.jpg", width: 4, height: 3)],
        exif: PhotoEXIF(
          dateTaken: EXIFDateTime(year: year, month: 1, day: 1, hour: 0, minute: 0, second: 0), model: model))
    }
    let gallery = Gallery(
      title: "Trip", photos: [Photo(id: "a", image: .file("a.jpg"), tags: ["Sea", "sky"])],
      albums: [
        Album(id: "k", title: "Kyoto", photos: [Photo(id: "b", image: .file("b.jpg"), tags: ["sea"])])
      ],
      search: true)
    let worker = PhotosWorker(gallery: gallery, images: ["a": taken(2023, "X100V"), "b": taken(2024, "R5")])
    let sut = SearchInteractor(worker: worker)
    let spy = SearchPresentationLogicSpy()
    sut.presenter = spy
    // When
    sut.fetchForm(request: .init())
    // Then
    let values = spy.formResponse?.filterValues
    #expect(values?["year"] == ["2024", "2023"], "newest first")
    #expect(values?["tag"] == ["Sea", "sky"], "twins one value, as the tag pages name it")
    #expect(values?["camera"] == ["R5", "X100V"])
    #expect(values?["album"] == ["Kyoto"])
    #expect(spy.formResponse?.siteTitle == "Trip")
  }
}
