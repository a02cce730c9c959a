import Testing

@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct TagCollectionRouterTests {
  final class TagCollectionDataStoreStub: TagCollectionDataStore {
    var tag: TagCatalog.Tag?
    var page = 1
    var options = SiteOptions()
  }

  /// The Router holds its DataStore weakly (the Interactor owns the scene's data), so the test keeps it.
  let store = TagCollectionDataStoreStub()

  private func makeSUT(page: Int) -> (TagCollectionRouter, TagCollectionDataStoreStub) {
    let catalog = TagCatalog(
      AlbumTree(Gallery(title: "T", photos: [Photo(id: "p", image: .file("p.jpg"), tags: ["Café"])])))
    store.tag = catalog.tags.first
    store.page = page
    let sut = TagCollectionRouter(siteMap: SiteMap())
    sut.dataStore = store
    return (sut, store)
  }

  @Test func theFirstPageIsTheTagsFileAndLaterPagesAFolderBesideIt() {
    #expect(makeSUT(page: 1).0.pagePath == "tags/café.html")
    #expect(makeSUT(page: 3).0.pagePath == "tags/café/page/3.html")
  }

  @Test func linksAreRelativeAndPercentEncoded() {
    let (first, _) = makeSUT(page: 1)
    #expect(first.linkToGridPage(2) == "caf%C3%A9/page/2.html")
    #expect(first.linkToImageDetail(photoID: "p") == "../photos/p.html")
    #expect(first.linkToTagIndex() == "index.html")
    #expect(first.linkToAlbum("") == "../index.html")
    let (later, _) = makeSUT(page: 2)
    #expect(later.pagePath == "tags/café/page/2.html")
    #expect(later.linkToGridPage(1) == "../../caf%C3%A9.html")
    #expect(later.linkToTagIndex() == "../../index.html")
    #expect(later.linkToAlbum("") == "../../../index.html")
  }
}
