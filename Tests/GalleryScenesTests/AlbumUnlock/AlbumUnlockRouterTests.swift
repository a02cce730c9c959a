import Testing

@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct AlbumUnlockRouterTests {
  @Test func thePassphrasePageLinksItsIndexTheWorkerAndTheRootFromThePrivateFolder() {
    let lock = AlbumUnlockInteractorTests.family
    let interactor = AlbumUnlockInteractor(
      worker: PhotosWorker(gallery: Gallery(title: "Home"), locks: ["": [lock]]))
    interactor.fetchEntry(request: .init(entryPage: lock.entryPage))
    let sut = AlbumUnlockRouter(siteMap: SiteMap())
    sut.dataStore = interactor
    #expect(sut.pagePath == lock.entryPage)
    #expect(sut.linkToIndex(lock.indexFile) == "fedcba9876543210fedcba9876543210.bin")
    #expect(sut.linkToServiceWorker() == "../private-worker.js")
    #expect(sut.linkToSiteRoot() == "../")
    #expect(sut.linkToAlbum("") == "../index.html")
    #expect(sut.linkToAsset("style.css") == "../assets/style.css")
  }
}
