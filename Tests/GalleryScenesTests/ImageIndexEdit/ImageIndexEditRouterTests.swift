import GalleryTestSupport
import Testing

@testable import GalleryPaths
@testable import GalleryScenes

@Suite struct ImageIndexEditRouterTests {
  @Test func cancelLeadsBackToThePhotoAndTheFormPostsToItsOwnPage() {
    let sut = ImageIndexEditRouter(siteMap: SiteMap())
    let dataStore = ImageIndexEditInteractor()
    dataStore.gallery = Fixtures.gallery(count: 7, pageSize: 3)
    dataStore.photoID = "p7"
    sut.dataStore = dataStore
    #expect(sut.pagePath == "edit/p7.html")
    #expect(sut.linkToImageDetail() == "../photos/p7.html")
    #expect(sut.formAction() == "p7.html")
    #expect(sut.linkToGridPage() == "../page/3.html")
    #expect(sut.linkToAsset("style.css") == "../assets/style.css")
    withExtendedLifetime(dataStore) {}
  }
}
