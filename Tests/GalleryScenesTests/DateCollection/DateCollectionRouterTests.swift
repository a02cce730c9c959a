import Testing

@testable import GalleryPaths
@testable import GalleryScenes

@Suite struct DateCollectionRouterTests {
  final class DateCollectionDataStoreStub: DateCollectionDataStore {
    var year: Int? = 2024
    var month: Int? = 6
    var page = 1
    var options = SiteOptions()
  }

  /// The Router holds its DataStore weakly (the Interactor owns the scene's data), so the test keeps it.
  let store = DateCollectionDataStoreStub()

  private func makeSUT(month: Int?, page: Int) -> DateCollectionRouter {
    store.month = month
    store.page = page
    let sut = DateCollectionRouter(siteMap: SiteMap())
    sut.dataStore = store
    return sut
  }

  @Test func monthPagesLiveInTheYearsFolder() {
    #expect(makeSUT(month: 6, page: 1).pagePath == "dates/2024/06.html")
    #expect(makeSUT(month: 6, page: 2).pagePath == "dates/2024/06/page/2.html")
    #expect(makeSUT(month: 12, page: 1).pagePath == "dates/2024/12.html")
  }

  @Test func linksAreRelativeToThePage() {
    let month = makeSUT(month: 6, page: 1)
    #expect(month.linkToGridPage(2) == "06/page/2.html")
    #expect(month.linkToTimeline() == "../index.html")
    #expect(month.linkToYear(2024) == "index.html")
    #expect(month.linkToImageDetail(photoID: "a") == "../../photos/a.html")
    #expect(month.linkToAlbum("") == "../../index.html")
  }
}
