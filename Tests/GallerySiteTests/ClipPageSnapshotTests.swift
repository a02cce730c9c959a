import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryWorkers

/// A gallery with clips (issue 25) through the default theme: the grid with a clip's cell, a clip's
/// page, and the feed and sitemap that list clips as photos.
@Suite struct ClipPageSnapshotTests {
  /// A photo, a landscape clip offered as MP4 and WebM, and a portrait phone clip with its own poster.
  private static func gallery() throws -> (Gallery, [String: PhotoImages]) {
    var gallery = Gallery(
      title: "Sea <& clips>", pageSize: 3,
      photos: [
        Photo(id: "rock", image: .file("rock.jpg"), title: "Rock"),
        Photo(
          id: "waves", video: Clip(path: "clips/waves.mp4"), title: "Waves \"big\" & <loud>",
          description: "Surf at noon."),
        Photo(
          id: "phone", video: Clip(path: "clips/IMG_0042.MOV", posterAtMilliseconds: 1_500),
          poster: .file("frames/phone.jpg")),
      ])
    gallery.baseURL = try BaseURL("https://example.com/sea/")
    func clip(
      _ id: String, _ width: Int, _ height: Int, _ milliseconds: Int, _ formats: [VideoFormat]
    )
      -> PhotoImages
    {
      let long = max(width, height)
      var images = PhotoImages(
        variants: [480, long].map { size in
          .init(
            sitePath: "images/\(id)-\(size)-5e5e.jpg", width: width * size / long,
            height: height * size / long)
        }, averageColor: "#123456", modified: 1_700_000_000)
      images.clip = ClipMedia(
        sources: formats.map { .init(sitePath: "clips/\(id)-5e5e.\($0.rawValue)", format: $0) },
        width: width, height: height, durationMilliseconds: milliseconds, hasAudio: id == "waves")
      return images
    }
    return (
      gallery,
      [
        "rock": PhotoImages(
          variants: [
            .init(sitePath: "images/rock-480-0a0a.jpg", width: 480, height: 320),
            .init(sitePath: "images/rock-1600-0a0a.jpg", width: 1600, height: 1067),
          ], modified: 1_600_000_000),
        "waves": clip("waves", 1920, 1080, 42_400, [.mp4, .webm]),
        "phone": clip("phone", 720, 1280, 3_725_000, [.mp4]),
      ]
    )
  }

  private func worker() throws -> PhotosWorker {
    let (gallery, images) = try Self.gallery()
    return PhotosWorker(gallery: gallery, images: images, options: SiteOptions(baseURL: gallery.baseURL))
  }

  private func pages() throws -> [String: String] {
    let builder = PageRenderer(worker: try worker(), theme: try TestThemes.defaultTheme())
    return Dictionary(
      uniqueKeysWithValues: try builder.renderPages().map {
        ($0.path, String(decoding: $0.bytes, as: UTF8.self))
      })
  }

  @Test func gridPageWithClips() throws {
    assertSnapshot(try pages()["index.html"] ?? "")
  }

  @Test func clipPage() throws {
    assertSnapshot(try pages()["photos/waves.html"] ?? "")
  }

  @Test func portraitClipPageWithItsOwnPoster() throws {
    assertSnapshot(try pages()["photos/phone.html"] ?? "")
  }

  @Test func theFeedOffersAClipsPosterAndItsMP4() throws {
    let worker = try worker()
    let files = try FeedFile.file(worker: worker, theme: try TestThemes.defaultTheme(), siteMap: SiteMap())
    let xml = String(decoding: try #require(files.first).bytes, as: UTF8.self)
    #expect(
      xml.contains(
        "<link rel=\"enclosure\" type=\"image/jpeg\" href=\"https://example.com/sea/images/waves-480-5e5e.jpg\"/>\n"
          + "<link rel=\"enclosure\" type=\"video/mp4\" href=\"https://example.com/sea/clips/waves-5e5e.mp4\"/>"
      ))
    #expect(!xml.contains(".webm"), "one rendition is enough for a reader: the one every player plays")
    #expect(xml.components(separatedBy: "type=\"video/mp4\"").count == 3, "both clips")
  }

  @Test func theSitemapListsClipPagesAsPhotoPages() throws {
    let (gallery, images) = try Self.gallery()
    let files = SitemapFiles.files(
      tree: AlbumTree(gallery), images: images, base: gallery.baseURL, siteMap: SiteMap())
    let xml = String(decoding: try #require(files.first).bytes, as: UTF8.self)
    #expect(
      xml.contains(
        "<loc>https://example.com/sea/photos/waves.html</loc><lastmod>2023-11-14T22:13:20Z</lastmod>"))
    #expect(xml.contains("<loc>https://example.com/sea/photos/phone.html</loc>"))
  }
}
