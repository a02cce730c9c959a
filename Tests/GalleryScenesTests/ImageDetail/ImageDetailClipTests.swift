import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes

/// A clip's page: the viewer's layout with a `<video>` in place of the photo.
@Suite struct ImageDetailClipTests {
  typealias DisplaySpy = ImageDetailImagesTests.DisplaySpy
  typealias PresenterSpy = ImageDetailImagesTests.PresenterSpy

  private static let gallery = ClipImages.seaGallery
  private static let images = ClipImages.seaImages

  @Test func theInteractorOffersNoZoomIntoAClipsPoster() throws {
    let sut = ImageDetailInteractor()
    let spy = PresenterSpy()
    sut.presenter = spy
    sut.gallery = Self.gallery
    sut.photoID = "waves"
    sut.images = Self.images["waves"]
    sut.fetchImage(request: .init())
    let response = try #require(spy.response)
    #expect(response.images?.clip?.sources.count == 2, "the renditions are passed on with the poster")
    #expect(response.zoom == nil)
    // A photo keeps its zoom.
    sut.photoID = "rock"
    sut.album = nil
    sut.images = Self.images["rock"]
    sut.fetchImage(request: .init())
    #expect(spy.response?.zoom?.width == 2560)
  }

  @Test func thePresenterGivesTheClipItsDurationAndWords() throws {
    // Given
    let sut = ImageDetailPresenter(words: .english)
    let spy = DisplaySpy()
    sut.viewController = spy
    let photo = Self.gallery.photos[2]
    // When
    sut.presentImage(
      response: .init(
        galleryTitle: "Sea", photo: PositionedPhoto(position: 3, photo: photo), images: Self.images["phone"],
        totalCount: 3, previous: PositionedPhoto(position: 2, photo: Self.gallery.photos[1]), next: nil,
        previousImages: Self.images["waves"]))
    // Then
    let model = try #require(spy.viewModel)
    #expect(model.title == "Phone", "named by the clip's file, not the poster's")
    #expect(model.kindWord == "video")
    #expect(model.clip?.durationText == "1:02:03")
    #expect(model.clip?.sources.map(\.type) == ["video/mp4"])
    #expect(model.clip?.fallbackText == "Your browser does not play this video.")
    #expect(model.clip?.downloadLabel == "Download the video (MP4)")
    #expect(model.exif.first == EXIFText.Row(label: "Duration", value: "1:02:03", datetime: "PT1H2M3S"))
    #expect(model.positionText.hasPrefix("Video "), "\(model.positionText)")
    #expect(model.image.source == .site("images/phone-1920-00ff.jpg"), "its poster is the page's image")
    #expect(model.previous?.thumb?.source == .site("images/waves-640-00ff.jpg"))
  }

  @Test func aPhotosPageHasNoClip() {
    let sut = ImageDetailPresenter(words: .english)
    let spy = DisplaySpy()
    sut.viewController = spy
    sut.presentImage(
      response: .init(
        galleryTitle: "Sea", photo: PositionedPhoto(position: 1, photo: Self.gallery.photos[0]),
        images: Self.images["rock"], totalCount: 3, previous: nil, next: nil))
    #expect(spy.viewModel?.clip == nil)
    #expect(spy.viewModel?.kindWord == "photo")
    #expect(spy.viewModel?.positionText.hasPrefix("Photo ") == true)
    #expect(spy.viewModel?.exif == [])
  }

  private func render(_ photoID: String) throws -> String {
    let page = ImageDetailPage(theme: try TestThemes.defaultTheme(), siteMap: SiteMap())
    let store = try #require(page.router?.dataStore)
    let photos = Self.gallery.photos
    let index = try #require(Self.gallery.index(ofPhoto: photoID))
    store.gallery = Self.gallery
    store.photoID = photoID
    store.images = Self.images[photoID]
    store.previousImages = index > 0 ? Self.images[photos[index - 1].id] : nil
    store.nextImages = index + 1 < photos.count ? Self.images[photos[index + 1].id] : nil
    page.load()
    return try page.render()
  }

  @Test func thePagePlaysTheClipWithItsSourcesPosterAndFallback() throws {
    let html = try render("waves")
    #expect(
      html.contains(
        "<video id=\"clip\" controls=\"controls\" playsinline=\"playsinline\" preload=\"metadata\" "
          + "poster=\"../images/waves-1920-00ff.jpg\" width=\"1920\" height=\"1080\" aria-labelledby=\"photo-title\">"
      ))
    #expect(
      html.contains(
        "<source src=\"../clips/waves-00ff.mp4\" type=\"video/mp4\" />\n"
          + "<source src=\"../clips/waves-00ff.webm\" type=\"video/webm\" />"),
      "MP4 first: the one every browser plays")
    #expect(
      html.contains(
        "<p class=\"clip-fallback\">Your browser does not play this video. "
          + "<a href=\"../clips/waves-00ff.mp4\" download=\"\">Download the video (MP4)</a></p>\n</video>"))
    #expect(
      html.contains(
        "<div class=\"viewer is-clip\" style=\"--ratio: 1.7778; --width: 1920px; --placeholder: #203040\">"))
    #expect(!html.contains("autoplay"))
    #expect(!html.contains("class=\"enlarge\""), "no link to the bare poster, no zoom")
    #expect(!html.contains("data-zoom-src"))
    #expect(
      html.contains(
        "<dt>Duration</dt>\n<dd><span dir=\"auto\"><time datetime=\"PT42S\">0:42</time></span></dd>"))
    #expect(html.contains("<h1 id=\"photo-title\">Waves &quot;big&quot; &amp; &lt;loud&gt;</h1>"))
    #expect(html.contains("<a class=\"info icon-info\" href=\"#about\" aria-label=\"About this video\">"))
    // ← → still have their neighbours, and the next clip's poster is fetched ahead, never its video.
    #expect(html.contains("<a class=\"neighbour-link prev\" rel=\"prev\" href=\"rock.html\">"))
    #expect(
      html.contains("rel=\"next\" href=\"phone.html\" data-prefetch-src=\"../images/phone-1920-00ff.jpg\""))
  }

  @Test func aPhotosPageNextToAClipIsStillAPhotosPage() throws {
    let html = try render("rock")
    #expect(!html.contains("<video"))
    #expect(html.contains("<img id=\"photo\" src=\"../images/rock-2560-0.jpg\""))
    #expect(html.contains("<a class=\"info icon-info\" href=\"#about\" aria-label=\"About this photo\">"))
  }
}
