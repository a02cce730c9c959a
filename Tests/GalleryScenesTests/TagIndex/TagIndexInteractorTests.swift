import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct TagIndexInteractorTests {
  final class TagIndexPresentationLogicSpy: TagIndexPresentationLogic {
    var tagListResponse: TagIndex.TagList.Response?
    func presentTagList(response: TagIndex.TagList.Response) { tagListResponse = response }
  }

  @Test func fetchTagListPresentsEveryTagSortedWithItsCounts() {
    // Given
    let gallery = Gallery(
      title: "Coast",
      photos: [
        Photo(id: "a", image: .file("a.jpg"), tags: ["sky", "Sea"]),
        Photo(id: "b", video: Clip(path: "b.mp4"), tags: ["sea"]),
      ])
    let sut = TagIndexInteractor(worker: PhotosWorker(gallery: gallery))
    let spy = TagIndexPresentationLogicSpy()
    sut.presenter = spy
    // When
    sut.fetchTagList(request: .init())
    // Then
    #expect(spy.tagListResponse?.siteTitle == "Coast")
    #expect(
      spy.tagListResponse?.tags == [
        .init(name: "Sea", slug: "sea", photoCount: 2, clipCount: 1),
        .init(name: "sky", slug: "sky", photoCount: 1, clipCount: 0),
      ])
  }
}
