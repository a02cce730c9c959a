import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct ImageDetailPresenterTests {
  final class ImageDetailDisplayLogicSpy: ImageDetailDisplayLogic {
    var displayImageCalled = false
    var viewModel: ImageDetail.Image.ViewModel?

    func displayImage(viewModel: ImageDetail.Image.ViewModel) {
      displayImageCalled = true
      self.viewModel = viewModel
    }
  }

  @Test func formatsThePhotoForItsPage() {
    // Given
    let sut = ImageDetailPresenter(words: .english)
    let spy = ImageDetailDisplayLogicSpy()
    sut.viewController = spy
    let photo = Photo(
      id: "c", image: .file("c.jpg"), title: "노을 🌅", description: "Evening", link: .remote("https://x.org"))
    // When
    sut.presentImage(
      response: .init(
        galleryTitle: "Trip", photo: PositionedPhoto(position: 3, photo: photo), totalCount: 1200,
        previous: PositionedPhoto(position: 2, photo: Photo(id: "b", image: .file("b.jpg"), title: "Bee")),
        next: PositionedPhoto(position: 4, photo: Photo(id: "d", image: .file("d.jpg")))))
    // Then
    let viewModel = spy.viewModel
    #expect(spy.displayImageCalled)
    #expect(viewModel?.title == "노을 🌅")
    #expect(viewModel?.pageTitle == "노을 🌅 – Trip")
    #expect(viewModel?.alt == "노을 🌅", "alt falls back to the title")
    #expect(viewModel?.positionText == "Photo 3 of 1,200")
    #expect(viewModel?.description == "Evening")
    #expect(viewModel?.learnMore == .remote("https://x.org"))
    #expect(viewModel?.learnMoreLabel == "Learn more")
    #expect(viewModel?.previous?.photoID == "b")
    #expect(viewModel?.previous?.label == "Previous")
    #expect(viewModel?.previous?.title == "Bee")
    #expect(viewModel?.next?.photoID == "d")
    #expect(viewModel?.next?.label == "Next")
    #expect(viewModel?.next?.title == "D", "a missing title falls back to the file name made readable")
  }

  @Test func inAnAlbumThePageShowsTheWayDownAndLeadsBackToTheAlbum() throws {
    let sut = ImageDetailPresenter(words: .english)
    let spy = ImageDetailDisplayLogicSpy()
    sut.viewController = spy
    var response = ImageDetail.Image.Response(
      galleryTitle: "Travels",
      photo: PositionedPhoto(position: 2, photo: Photo(id: "t", image: .file("t.jpg"), title: "Torii")),
      totalCount: 3)
    response.steps = [.init(albumID: "", title: "Travels"), .init(albumID: "kyoto", title: "Kyoto")]
    sut.presentImage(response: response)
    let model = try #require(spy.viewModel)
    #expect(model.backLabel == "Back to Kyoto")
    // The trail ends at the album, every crumb a link: the photo's title is the heading below it.
    #expect(model.breadcrumb?.crumbs.map(\.label) == ["Travels", "Kyoto"])
    #expect(model.breadcrumb?.crumbs.map(\.albumID) == ["", "kyoto"])
    #expect(model.breadcrumb?.label == "Breadcrumb")
    // At the top level of a gallery with albums: the trail is the gallery alone, a link.
    response.steps = [.init(albumID: "", title: "Travels")]
    sut.presentImage(response: response)
    #expect(spy.viewModel?.backLabel == "Back to the grid")
    #expect(spy.viewModel?.breadcrumb?.crumbs.map(\.label) == ["Travels"])
    #expect(spy.viewModel?.breadcrumb?.crumbs.map(\.albumID) == [""])
  }

  @Test func leavesOutWhatThePhotoDoesNotHave() {
    let sut = ImageDetailPresenter(words: .english)
    let spy = ImageDetailDisplayLogicSpy()
    sut.viewController = spy
    sut.presentImage(
      response: .init(
        galleryTitle: "T", photo: PositionedPhoto(position: 1, photo: Photo(id: "a", image: .file("a.jpg"))),
        totalCount: 1, previous: nil, next: nil))
    #expect(spy.viewModel?.description == nil)
    #expect(spy.viewModel?.learnMore == nil)
    #expect(spy.viewModel?.previous == nil)
    #expect(spy.viewModel?.next == nil)
    #expect(spy.viewModel?.tags == [])
  }

  @Test func listsTheTagsInTheManifestsOrderWithoutBlankOnes() {
    let sut = ImageDetailPresenter(words: .english)
    let spy = ImageDetailDisplayLogicSpy()
    sut.viewController = spy
    let photo = Photo(id: "a", image: .file("a.jpg"), tags: ["sky", " ", "Sea", "été"])
    sut.presentImage(
      response: .init(galleryTitle: "T", photo: PositionedPhoto(position: 1, photo: photo), totalCount: 1))
    #expect(spy.viewModel?.tags == ["sky", "Sea", "été"])
    #expect(spy.viewModel?.tagsLabel == "Tags")
  }

  @Test func aPlaceIsAMapThatAsksFirstAtAZoomForItsPrecision() {
    let sut = ImageDetailPresenter(words: .english)
    let spy = ImageDetailDisplayLogicSpy()
    sut.viewController = spy
    var response = ImageDetail.Image.Response(
      galleryTitle: "T", photo: PositionedPhoto(position: 1, photo: Photo(id: "a", image: .file("a.jpg"))),
      totalCount: 1)
    sut.presentImage(response: response)
    #expect(spy.viewModel?.place == nil, "no place, no map")
    response.place = .init(latitude: "47.37", longitude: "8.54")
    response.mapSettings = MapSettings(enabled: true)
    sut.presentImage(response: response)
    let point = spy.viewModel?.place?.point
    #expect(point == MapBox.Point(latitude: "47.37", longitude: "8.54", zoom: 12))
    #expect(spy.viewModel?.place?.label == "Where this photo was taken")
    #expect(spy.viewModel?.placeHeading == "Place")
    response.mapSettings.precision = .decimals(0)
    sut.presentImage(response: response)
    #expect(spy.viewModel?.place?.point?.zoom == 5, "whole degrees: no closer than a region")
  }

  @Test func downloadsListEverySizeThenTheOriginalWithTheirPixelsAndBytes() {
    let sut = ImageDetailPresenter(words: .english)
    let spy = ImageDetailDisplayLogicSpy()
    sut.viewController = spy
    var images = PhotoImages(
      variants: [
        .init(sitePath: "images/a-400.jpg", width: 400, height: 267, byteCount: 24_499),
        .init(sitePath: "images/a-1600.jpg", width: 1600, height: 1067, byteCount: 412_300),
      ], original: "media/a.jpg")
    (images.originalWidth, images.originalHeight, images.originalByteCount) = (5640, 3172, 8_149_999)
    var response = ImageDetail.Image.Response(
      galleryTitle: "T", photo: PositionedPhoto(position: 1, photo: Photo(id: "a", image: .file("a.jpg"))),
      images: images, totalCount: 1)
    sut.presentImage(response: response)
    #expect(spy.viewModel?.downloads == nil, "nothing offered unless the album says so")
    response.downloads = .sizes
    sut.presentImage(response: response)
    #expect(
      spy.viewModel?.downloads?.items.map(\.label) == ["400 × 267 px, 24 KB", "1,600 × 1,067 px, 412 KB"])
    #expect(
      spy.viewModel?.downloads?.items.map(\.source) == [
        .site("images/a-400.jpg"), .site("images/a-1600.jpg"),
      ])
    #expect(spy.viewModel?.downloads?.heading == "Download")
    #expect(
      spy.viewModel?.downloads?.note == "Camera details, dates and places are removed from these files.")
    response.downloads = .original
    response.keepsMetadata = true
    sut.presentImage(response: response)
    let last = spy.viewModel?.downloads?.items.last
    #expect(last?.label == "Original, 5,640 × 3,172 px, 8.1 MB" && last?.isOriginal == true)
    #expect(last?.source == .site("media/a.jpg"))
    #expect(spy.viewModel?.downloads?.note.hasPrefix("These files keep the photo’s metadata") == true)
  }

  @Test func bytesAreSaidInDecimalUnitsInTheLanguagesDigits() {
    let german = Words.shipped(for: try? LanguageTag("de"))
    #expect(ByteSizeText.of(0, words: .english) == "1 KB", "never zero: a file is at least something")
    #expect(ByteSizeText.of(999_499, words: .english) == "999 KB")
    #expect(ByteSizeText.of(1_250_000, words: .english) == "1.3 MB")
    #expect(ByteSizeText.of(1_250_000, words: german) == "1,3 MB")
    #expect(ByteSizeText.of(12_345_000_000, words: german) == "12,3 GB")
    #expect(ByteSizeText.of(1_234_000_000_000, words: .english) == "1,234.0 GB")
  }

  /// Issue 48: the About panel's badge is for a photo whose sizes carry its gain map, in the page's
  /// language; a photo made SDR (`"hdr": "drop"`) or an SDR one has none.
  @Test func anHDRPhotoWhoseSizesKeptItsGainMapHasTheBadge() throws {
    func badge(_ hdr: HDRRendition?, words: Words = .english) -> ImageDetail.Image.ViewModel.HDRBadge? {
      let sut = ImageDetailPresenter(words: words)
      let spy = ImageDetailDisplayLogicSpy()
      sut.viewController = spy
      var images = PhotoImages(variants: [.init(sitePath: "images/h-1600.jpg", width: 1600, height: 1200)])
      images.hdr = hdr
      var response = ImageDetail.Image.Response(
        galleryTitle: "Trip",
        photo: PositionedPhoto(position: 1, photo: Photo(id: "h", image: .file("h.jpg"))),
        totalCount: 1)
      response.images = images
      sut.presentImage(response: response)
      return spy.viewModel?.hdr
    }
    #expect(badge(.kept) == .init(label: "HDR", title: "High dynamic range: brighter on an HDR screen"))
    #expect(badge(.dropped) == nil)
    #expect(badge(nil) == nil)
    let german = try #require(badge(.kept, words: Words.shipped(for: try LanguageTag("de"))))
    #expect(german.title.hasPrefix("Hoher Dynamikumfang"))
  }
}
