import GalleryTestSupport
import Testing

@testable import GalleryPaths
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct ImageDetailRouterTests {
  /// The Router holds its DataStore weakly (the Interactor owns the scene's data), so the test keeps it.
  let dataStore = ImageDetailInteractor()

  private func makeSUT(photoID: String) -> (ImageDetailRouter, ImageDetailInteractor) {
    let sut = ImageDetailRouter(siteMap: SiteMap())
    dataStore.gallery = Fixtures.gallery(count: 7, pageSize: 3)
    dataStore.photoID = photoID
    dataStore.fetchImage(request: .init())
    sut.dataStore = dataStore
    return (sut, dataStore)
  }

  @Test func linksBetweenPhotosStayInTheirFolder() {
    let (sut, _) = makeSUT(photoID: "p5")
    #expect(sut.pagePath == "photos/p5.html")
    #expect(sut.linkToImageDetail(photoID: "p6") == "p6.html")
    #expect(sut.linkToImageIndexEdit() == "../edit/p5.html")
    #expect(sut.linkToFile(.file("images/p5.jpg")) == "../media/images/p5.jpg")
    #expect(sut.linkToAsset("style.css") == "../assets/style.css")
  }

  @Test func aPlaceLinksTheMapsFilesFromThePhotosFolder() {
    let (sut, _) = makeSUT(photoID: "p5")
    #expect(sut.linkToMapPage() == "../map.html")
    #expect(sut.linkToMapLibrary(SiteMap.MapLibrary.style) == "../map/leaflet/leaflet.css")
    #expect(sut.linkToSiteRoot() == "../")
  }

  @Test(arguments: [
    ("p5", "../page/2.html#photo-p5"), ("p3", "../index.html#photo-p3"), ("p7", "../page/3.html#photo-p7"),
  ])
  func backToTheGridLeadsToThePageHoldingThePhotoAndItsCell(photoID: String, expected: String) {
    let (sut, _) = makeSUT(photoID: photoID)
    #expect(sut.linkBackToGrid() == expected)
  }

  /// In a gallery with albums "back" leads to the album's grid page holding the photo, and the
  /// breadcrumb to each album's first page.
  @Test(arguments: [
    ("s1", "../albums/a1/index.html#photo-s1"), ("s3", "../albums/a1/page/2.html#photo-s3"),
    ("r2", "../index.html#photo-r2"), ("b5", "../albums/b/page/3.html#photo-b5"),
  ])
  func backLeadsToTheAlbumPageHoldingThePhoto(photoID: String, expected: String) {
    let sut = ImageDetailRouter(siteMap: SiteMap())
    dataStore.gallery = Fixtures.albumGallery()
    dataStore.photoID = photoID
    dataStore.fetchImage(request: .init())
    sut.dataStore = dataStore
    #expect(sut.linkBackToGrid() == expected)
    #expect(sut.linkToAlbum("a1") == "../albums/a1/index.html")
    #expect(sut.linkToAlbum("") == "../index.html")
  }

  @Test func passesThePhotoToTheEditScene() {
    let (sut, source) = makeSUT(photoID: "p4")
    let destination = ImageIndexEditInteractor()
    var destinationDS: ImageIndexEditDataStore = destination
    sut.passDataToImageIndexEdit(source: source, destination: &destinationDS)
    #expect(destination.photoID == "p4")
    #expect(destination.gallery == source.gallery)
  }

  @Test func routeToImageIndexEditBuildsTheEditScene() throws {
    let collection = ImageCollectionPage(
      theme: try TestThemes.minimal(), worker: PhotosWorker(gallery: Fixtures.gallery(count: 4)),
      siteMap: SiteMap())
    collection.load(page: 1)
    let detail = collection.openPhoto(id: "p1")
    detail?.load()
    let edit = detail?.editPosition()
    #expect(edit?.path == "edit/p1.html")
    #expect(edit?.router?.dataStore?.photoID == "p1")
  }
}
