import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GalleryWorkers

/// A clip's grid cell: its poster as a photo's, with a play mark and its duration, seen and heard.
@Suite struct ImageCollectionClipTests {
  final class DisplaySpy: ImageCollectionDisplayLogic {
    var collection: ImageCollection.PhotoCollection.ViewModel?
    func displayPhotoCollection(viewModel: ImageCollection.PhotoCollection.ViewModel) {
      collection = viewModel
    }
    func displayPagination(viewModel: ImageCollection.Pagination.ViewModel) {}
  }

  private static let gallery = ClipImages.seaGallery
  private static let images = ClipImages.seaImages

  @Test func thePresenterMarksClipsWithTheirDurationAndLeavesPhotosAlone() throws {
    // Given
    let sut = ImageCollectionPresenter(words: .english)
    let spy = DisplaySpy()
    sut.viewController = spy
    let photos = Self.gallery.photos.enumerated().map {
      PositionedPhoto(position: $0.offset + 1, photo: $0.element)
    }
    // When
    sut.presentPhotoCollection(
      response: .init(
        galleryTitle: "Sea", galleryDescription: nil, totalCount: 3, photos: photos, images: Self.images))
    // Then
    let cells = try #require(spy.collection?.cells)
    #expect(cells.map { $0.clip?.durationText } == [nil, "0:42", "1:02:03"])
    #expect(cells[1].clip?.kindLabel == "video")
    #expect(cells[2].title == "Phone", "an untitled clip is named by its file, as a photo is")
    // The poster is the cell's image, laid out by its shape as a photo's.
    #expect(cells[1].image.source == .site("images/waves-640-00ff.jpg"))
    #expect(cells[2].image.aspectRatio == "0.5625")
  }

  @Test func theGridPageShowsThePlayMarkAndSaysVideoAndTheDuration() throws {
    // Given
    let page = ImageCollectionPage(
      theme: try TestThemes.defaultTheme(),
      worker: PhotosWorker(gallery: Self.gallery, images: Self.images), siteMap: SiteMap())
    // When
    page.load(page: 1)
    let html = try page.render()
    // Then: the cell keeps what the organizer drags by, and its link is named "Waves, video, 0:42".
    let cell = try #require(
      html.range(of: "<li class=\"cell is-clip\" id=\"photo-waves\" data-photo-id=\"waves\""))
    let rest = String(html[cell.upperBound...])
    let end = try #require(rest.range(of: "</li>"))
    let waves = String(rest[..<end.lowerBound])
    #expect(
      waves.contains(
        "<span class=\"cell-title\" dir=\"auto\">Waves &quot;big&quot; &amp; &lt;loud&gt;</span>"))
    #expect(
      waves.contains(
        "<span class=\"visually-hidden\">, video, </span><time datetime=\"PT42S\">0:42</time></span></a>"))
    #expect(waves.contains("srcset=\"images/waves-640-00ff.jpg 640w"), "the poster's sizes, as a photo's")
    #expect(html.contains("<time datetime=\"PT1H2M3S\">1:02:03</time>"))
    #expect(
      html.contains("<li class=\"cell\" id=\"photo-rock\" data-photo-id=\"rock\""), "a photo has no mark")
    #expect(html.components(separatedBy: "class=\"clip-mark\"").count == 3)
    #expect(!html.contains("<video"), "the grid plays nothing")
    // The Interactor counts the grid's clips; the count says what there is to see.
    #expect(html.contains("<p class=\"count\">1 photo · 2 videos</p>"))
  }

  @Test(arguments: [
    (12, 0, 3, "12 photos · 3 videos"), (0, 0, 3, "3 videos"), (1, 0, 1, "1 photo · 1 video"),
    (0, 2, 3, "2 albums · 3 videos"), (4, 2, 1, "2 albums · 4 photos · 1 video"), (0, 2, 0, "2 albums"),
    (5, 0, 0, "5 photos"),
  ])
  func theCountNamesPhotosAndVideosApart(photos: Int, albums: Int, clips: Int, text: String) {
    #expect(
      ImageCollectionPresenter.countText(
        photos: photos, albums: albums, isEmpty: false, clips: clips, words: .english) == text
    )
  }
}
