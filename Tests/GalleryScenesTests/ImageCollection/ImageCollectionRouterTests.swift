import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct ImageCollectionRouterTests {
  final class ImageCollectionDataStoreStub: ImageCollectionDataStore {
    var gallery: Gallery?
    var album: AlbumTree.Node?
    var tree = AlbumTree(Gallery(title: "t"))
    var page = 1
    var selectedPhoto: PositionedPhoto?
    var photosOnPage: [PositionedPhoto] = []
    var selectedImages: PhotoImages?
    var selectedNextImages: PhotoImages?
    var selectedPreviousImages: PhotoImages?
    var options = SiteOptions()
    var tags = TagCatalog(AlbumTree(Gallery(title: "t")))
    var places = PlaceCatalog(gallery: Gallery(title: "t"), tree: AlbumTree(Gallery(title: "t")), images: [:])
    var downloads: [String: Downloads] = ["": .sizes]
  }

  /// The Router holds its DataStore weakly (the Interactor owns the scene's data), so the test keeps it.
  let dataStore = ImageCollectionDataStoreStub()

  private func makeSUT(page: Int) -> (ImageCollectionRouter, ImageCollectionDataStoreStub) {
    let sut = ImageCollectionRouter(siteMap: SiteMap())
    dataStore.gallery = Fixtures.gallery(count: 7, pageSize: 3)
    dataStore.page = page
    sut.dataStore = dataStore
    return (sut, dataStore)
  }

  @Test func linksFromTheFirstGridPage() {
    let (sut, store) = makeSUT(page: 1)
    #expect(sut.pagePath == "index.html")
    #expect(sut.linkToGridPage(2) == "page/2.html")
    #expect(sut.linkToGridPage(1) == "index.html")
    #expect(sut.linkToImageDetail(photoID: "p1") == "photos/p1.html")
    #expect(sut.linkToFile(.file("images/my photo.jpg")) == "media/images/my%20photo.jpg")
    #expect(sut.linkToFile(.remote("https://x.org/a.jpg?s=1&t=2")) == "https://x.org/a.jpg?s=1&t=2")
    #expect(sut.linkToAsset("style.css") == "assets/style.css")
    #expect(store.page == 1)
  }

  @Test func linksFromALaterGridPageClimbOneFolder() {
    let (sut, _) = makeSUT(page: 2)
    #expect(sut.pagePath == "page/2.html")
    #expect(sut.linkToGridPage(1) == "../index.html")
    #expect(sut.linkToGridPage(3) == "3.html")
    #expect(sut.linkToImageDetail(photoID: "p4") == "../photos/p4.html")
    #expect(sut.linkToAsset("style.css") == "../assets/style.css")
  }

  @Test func passesTheGalleryAndTheSelectedPhotoToTheDetailScene() {
    // Given
    let (sut, source) = makeSUT(page: 2)
    source.selectedPhoto = PositionedPhoto(
      position: 5, photo: source.gallery?.photos[4] ?? Photo(id: "", image: .file("x")))
    source.selectedImages = PhotoImages(
      thumbnail: .init(sitePath: "images/p5-400-0.jpg", width: 400, height: 300),
      large: .init(sitePath: "images/p5-1600-0.jpg", width: 1600, height: 1200))
    let destination = ImageDetailInteractor()
    var destinationDS: ImageDetailDataStore = destination
    // When
    sut.passDataToImageDetail(source: source, destination: &destinationDS)
    // Then
    #expect(destination.gallery == source.gallery)
    #expect(destination.photoID == "p5")
    #expect(destination.images != nil && destination.images == source.selectedImages)
  }

  @Test func routeToImageDetailPassesThePhotosImages() throws {
    let images = PhotoImages(
      thumbnail: .init(sitePath: "images/p2-400-0.jpg", width: 400, height: 300),
      large: .init(sitePath: "images/p2-1600-0.jpg", width: 1600, height: 1200))
    let page = ImageCollectionPage(
      theme: try TestThemes.minimal(),
      worker: PhotosWorker(gallery: Fixtures.gallery(count: 4), images: ["p2": images]), siteMap: SiteMap())
    page.load(page: 1)
    let detail = page.openPhoto(id: "p2")
    #expect(detail?.router?.dataStore?.images == images)
    #expect(page.openPhoto(id: "p3")?.router?.dataStore?.images == nil, "p3 has no images made")
  }

  @Test func routeToImageDetailPassesTheNeighboursImagesForTheirThumbnails() throws {
    // Given: images made for p1 and p3, the neighbours of p2
    func images(_ id: String) -> PhotoImages {
      PhotoImages(
        thumbnail: .init(sitePath: "images/\(id)-400-0.jpg", width: 400, height: 300),
        large: .init(sitePath: "images/\(id)-1600-0.jpg", width: 1600, height: 1200))
    }
    let page = ImageCollectionPage(
      theme: try TestThemes.minimal(),
      worker: PhotosWorker(
        gallery: Fixtures.gallery(count: 4), images: ["p1": images("p1"), "p3": images("p3")]),
      siteMap: SiteMap())
    page.load(page: 1)
    // When
    let detail = page.openPhoto(id: "p2")
    // Then
    #expect(detail?.router?.dataStore?.previousImages == images("p1"))
    #expect(detail?.router?.dataStore?.nextImages == images("p3"))
    #expect(
      page.openPhoto(id: "p1")?.router?.dataStore?.previousImages == nil, "the first has none before it")
  }

  @Test func routeToImageDetailNeedsASelection() throws {
    let theme = try TestThemes.minimal()
    let page = ImageCollectionPage(
      theme: theme, worker: PhotosWorker(gallery: Fixtures.gallery(count: 4)), siteMap: SiteMap())
    page.load(page: 1)
    #expect(page.router?.routeToImageDetail() == nil, "nothing selected, nowhere to go")
    let detail = page.openPhoto(id: "p2")
    #expect(detail?.router?.dataStore?.photoID == "p2")
    #expect(detail?.path == "photos/p2.html")
  }

  @Test func linksFromAnAlbumsGridPage() throws {
    let sut = ImageCollectionRouter(siteMap: SiteMap())
    let tree = AlbumTree(Fixtures.albumGallery())
    dataStore.tree = tree
    dataStore.album = try #require(tree.node("a1"))
    dataStore.page = 2
    sut.dataStore = dataStore
    #expect(sut.pagePath == "albums/a1/page/2.html")
    #expect(sut.linkToGridPage(1) == "../index.html")
    #expect(sut.linkToGridPage(3) == "3.html")
    #expect(sut.linkToAlbum("b") == "../../b/index.html")
    #expect(sut.linkToAlbum("") == "../../../index.html")
    #expect(sut.linkToImageDetail(photoID: "s3") == "../../../photos/s3.html")
  }
}
