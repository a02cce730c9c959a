import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes

/// The photo page as a viewer (issue 22): what the Interactor hands over for zoom, thumbnails and the
/// slideshow, and how the Presenter formats titles, positions and descriptions for it.
@Suite struct ImageDetailViewerTests {
  typealias DisplaySpy = ImageDetailImagesTests.DisplaySpy
  typealias PresenterSpy = ImageDetailImagesTests.PresenterSpy

  static func images(_ id: String, largest: Int = 1600, original: String? = nil) -> PhotoImages {
    PhotoImages(
      thumbnail: .init(sitePath: "images/\(id)-640-0.jpg", width: 640, height: 480),
      large: .init(sitePath: "images/\(id)-\(largest)-0.jpg", width: largest, height: largest * 3 / 4),
      original: original)
  }

  private func present(_ response: ImageDetail.Image.Response) -> ImageDetail.Image.ViewModel? {
    let sut = ImageDetailPresenter(words: .english)
    let spy = DisplaySpy()
    sut.viewController = spy
    sut.presentImage(response: response)
    return spy.viewModel
  }

  private func response(_ photo: Photo, position: Int = 3, total: Int = 24) -> ImageDetail.Image.Response {
    .init(galleryTitle: "Trip", photo: PositionedPhoto(position: position, photo: photo), totalCount: total)
  }

  // MARK: Presenter

  @Test func anUntitledPhotoIsHeadedByItsFileNameMadeReadableNeverItsID() {
    // Given / When / Then
    func title(_ image: GalleryReference, id: String = "x") -> String? {
      present(response(Photo(id: id, image: image)))?.title
    }
    #expect(title(.file("photos/FreshFlower.jpg"), id: "freshflower") == "Fresh Flower")
    #expect(title(.file("IMG_2034.JPG"), id: "img-2034") == "IMG 2034")
    #expect(title(.file("2019/my-trip_01.jpeg")) == "My trip 01")
    #expect(title(.file("HTMLPage.png")) == "HTML Page")
    #expect(title(.file("iPhone_eBay-sale.jpg")) == "IPhone eBay sale", "a one-letter prefix is no word")
    #expect(title(.file("a__b--c.jpg")) == "A b c", "runs of _ and - are one space")
    #expect(title(.file("Été à Paris.jpg")) == "Été à Paris")
    #expect(title(.remote("https://x.org/pics/Blue%20Hour.jpg?w=2#top")) == "Blue Hour")
    #expect(title(.remote("https://x.org/"), id: "remote-1") == "remote-1", "no name to read: the id")
    #expect(title(.file("_.jpg"), id: "underscore") == "underscore")
    #expect(title(.file("\u{200B}.jpg"), id: "invisible") == "invisible", "nothing visible: the id")
    #expect(title(.file(".hidden")) == ".hidden", "a name that is all extension is a name")
  }

  @Test func theReadableNameIsThePagesTitleAltAndTheNeighboursTitle() {
    // Given
    var given = response(Photo(id: "freshflower", image: .file("FreshFlower.jpg")))
    given.next = PositionedPhoto(position: 4, photo: Photo(id: "img-2034", image: .file("IMG_2034.JPG")))
    // When
    let model = present(given)
    // Then
    #expect(model?.pageTitle == "Fresh Flower – Trip")
    #expect(model?.alt == "Fresh Flower")
    #expect(model?.next?.title == "IMG 2034")
  }

  @Test func neighboursTitlesAreWholeHoweverLong() {
    let long = String(repeating: "A very long title of a square photo ", count: 6)
    var given = response(Photo(id: "b", image: .file("b.jpg"), title: "B"))
    given.previous = PositionedPhoto(position: 2, photo: Photo(id: "a", image: .file("a.jpg"), title: long))
    #expect(present(given)?.previous?.title == long)
  }

  @Test func thePositionInShortForTheBarAndInWordsKept() {
    let model = present(response(Photo(id: "a", image: .file("a.jpg")), position: 3, total: 1200))
    #expect(model?.positionShort == "3 / 1,200")
    #expect(model?.positionText == "Photo 3 of 1,200")
  }

  @Test func aDescriptionKeepsItsLineBreaksEachAsALineFeed() {
    func description(_ text: String) -> String? {
      present(response(Photo(id: "a", image: .file("a.jpg"), description: text)))?.description
    }
    #expect(description("Line one\nLine two\n\nA paragraph") == "Line one\nLine two\n\nA paragraph")
    #expect(description("Windows\r\nlines\r\n") == "Windows\nlines\n")
    #expect(description("IPTC\rcaption") == "IPTC\ncaption")
    #expect(description(" \n ") == nil)
  }

  @Test func theSlideshowSecondsAsText() {
    var given = response(Photo(id: "a", image: .file("a.jpg")))
    #expect(present(given)?.slideshowSeconds == "5", "the default")
    given.slideshowSeconds = 12
    #expect(present(given)?.slideshowSeconds == "12")
  }

  @Test func theZoomFileWithItsPixelSizeAndNoneWhenUnknown() {
    var given = response(Photo(id: "a", image: .file("a.jpg")))
    given.zoom = .init(sitePath: "images/a-2560-0.jpg", width: 2560, height: 1440)
    #expect(present(given)?.zoom == .init(source: .site("images/a-2560-0.jpg"), width: 2560, height: 1440))
    given.zoom = nil
    #expect(present(given)?.zoom == nil)
  }

  @Test func tilesReachTheViewModelAsTheViewerReadsThem() {
    var given = response(Photo(id: "a", image: .file("a.jpg")))
    let tiles = PhotoImages.TileSource(
      sitePath: "images/a-tiles-0", width: 20_000, height: 5_000, tileSize: 512, topLevel: 6, firstLevel: 4,
      fileExtension: "jpg")
    given.zoom = .init(sitePath: "images/a-2560-0.jpg", width: 20_000, height: 5_000, tiles: tiles)
    let zoom = present(given)?.zoom
    #expect(zoom?.source == .site("images/a-2560-0.jpg"), "the largest size, shown beneath the tiles")
    #expect((zoom?.width, zoom?.height) == (20_000, 5_000), "the original's pixels")
    #expect(
      zoom?.tiles
        == .init(
          folder: .site("images/a-tiles-0"), tileSize: "512", topLevel: "6", firstLevel: "4", format: "jpg"))
  }

  @Test func neighboursCarryTheirSmallSizesAsThumbnailsAndOnlyTheNextIsFetchedAhead() {
    // Given
    var given = response(Photo(id: "b", image: .file("b.jpg")))
    given.previous = PositionedPhoto(position: 2, photo: Photo(id: "a", image: .file("a.jpg")))
    given.next = PositionedPhoto(position: 4, photo: Photo(id: "c", image: .file("c.jpg")))
    given.previousImages = Self.images("a")
    given.nextImages = Self.images("c")
    // When
    let model = present(given)
    // Then: the grid cell's image (a small size as src, every size offered)
    #expect(
      model?.previous?.thumb
        == .thumbnail(of: Photo(id: "a", image: .file("a.jpg")), images: Self.images("a")))
    #expect(model?.previous?.thumb?.source == .site("images/a-640-0.jpg"))
    #expect(model?.previous?.image == nil)
    #expect(model?.next?.thumb?.source == .site("images/c-640-0.jpg"))
    #expect(model?.next?.image?.source == .site("images/c-1600-0.jpg"))
  }

  // MARK: Interactor

  @Test func theInteractorHandsOverTheSlideshowSecondsZoomFileAndPreviousImages() throws {
    // Given
    let sut = ImageDetailInteractor()
    let spy = PresenterSpy()
    sut.presenter = spy
    var gallery = Fixtures.gallery(count: 3)
    gallery.slideshowSeconds = 9
    sut.gallery = gallery
    sut.photoID = "p2"
    sut.images = Self.images("p2")
    sut.previousImages = Self.images("p1")
    // When
    sut.fetchImage(request: .init())
    // Then
    let response = try #require(spy.response)
    #expect(response.slideshowSeconds == 9)
    #expect(response.previousImages == Self.images("p1"))
    #expect(response.zoom == .init(sitePath: "images/p2-1600-0.jpg", width: 1600, height: 1200))
  }

  @Test func theZoomFileIsTheOriginalWhenItsSizeIsKnownElseTheLargestSize() {
    let zoom = ImageDetailInteractor.zoomFile
    // A largest size short of the ladder's top is the original's own size (sizes are never enlarged).
    #expect(
      zoom(Self.images("a", largest: 1200, original: "media/a.jpg"), 1600)
        == .init(sitePath: "media/a.jpg", width: 1200, height: 900))
    // At the top, the original may be larger: its size is not known, so the largest size is zoomed.
    #expect(
      zoom(Self.images("a", largest: 1600, original: "media/a.jpg"), 1600)
        == .init(sitePath: "images/a-1600-0.jpg", width: 1600, height: 1200))
    #expect(zoom(Self.images("a", largest: 1200), 1600)?.sitePath == "images/a-1200-0.jpg")
    // The original's size recorded when its sizes were made: a big original is zoomed to its pixels.
    var recorded = Self.images("a", largest: 1600, original: "media/a.jpg")
    recorded.originalWidth = 5640
    recorded.originalHeight = 3172
    #expect(zoom(recorded, 1600) == .init(sitePath: "media/a.jpg", width: 5640, height: 3172))
    // A zoom source of its own comes first, even before a copied original: a file of its pixels...
    var full = recorded
    full.zoom = .file(.init(sitePath: "images/a-full-0.jpg", width: 5640, height: 3172))
    #expect(zoom(full, 1600) == .init(sitePath: "images/a-full-0.jpg", width: 5640, height: 3172))
    // ... or tiles over the largest size, which is what the page shows beneath them.
    let tiles = PhotoImages.TileSource(
      sitePath: "images/a-tiles-0", width: 5640, height: 3172, tileSize: 512, topLevel: 4, firstLevel: 3,
      fileExtension: "jpg")
    full.zoom = .tiles(tiles)
    #expect(
      zoom(full, 1600) == .init(sitePath: "images/a-1600-0.jpg", width: 5640, height: 3172, tiles: tiles))
    #expect(zoom(nil, 1600) == nil, "a remote image")
    let unsized = PhotoImages(variants: [.init(sitePath: "media/a.svg", width: nil, height: nil)])
    #expect(zoom(unsized, 1600) == nil, "an SVG without a size")
  }
}
