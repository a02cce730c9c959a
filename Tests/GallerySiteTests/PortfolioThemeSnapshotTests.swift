import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryThemes
@testable import GalleryWorkers

/// Every page type through the second shipped theme, `Themes/portfolio` (issue 27): grids (photos,
/// a clip's cell, pagination, albums, the empty gallery), a photo's and a clip's page, move pages, a
/// served message page and a feed entry, compared with recorded snapshots.
@Suite struct PortfolioThemeSnapshotTests {
  /// The `Themes/portfolio` folder of this checkout, found as `--theme portfolio` finds it.
  static func theme() throws -> Theme {
    try Theme.load(folder: try ThemeLocator().locate("portfolio", relativeTo: ".", galleryFolder: nil))
  }

  private static func render(
    _ gallery: Gallery, _ images: [String: PhotoImages], options: SiteOptions = .init()
  )
    throws -> [String: String]
  {
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, images: images, options: options), theme: try theme())
    return Dictionary(
      uniqueKeysWithValues: try builder.renderPages().map {
        ($0.path, String(decoding: $0.bytes, as: UTF8.self))
      })
  }

  /// A landscape photo with EXIF, tags, a link and its original; a clip; a portrait without EXIF; a
  /// remote photo. Two per grid page, so the grid has pages and a clip's cell.
  private static func flat() throws -> (Gallery, [String: PhotoImages]) {
    var gallery = Gallery(
      title: "Portfolio <&> \"dark\"", description: "Light on a dark wall.", pageSize: 2,
      photos: [
        Photo(
          id: "harbour", image: .file("harbour.jpg"), title: "Harbour at dusk",
          description: "Boats \"home\"\n& <quiet>.", link: .remote("https://example.com/harbour"),
          alt: "Boats moored under a violet sky", tags: ["sea", "dusk"]),
        Photo(
          id: "tide", video: Clip(path: "clips/tide.mp4"), title: "Tide", description: "The sea, rising."),
        Photo(id: "tower", image: .file("tower.png")),
        Photo(id: "cloud", image: .remote("https://images.example.com/cloud.jpg"), title: "Cloud"),
      ])
    gallery.baseURL = try BaseURL("https://example.com/folio/")
    var tide = PhotoImages(
      variants: [
        .init(sitePath: "images/tide-625-7a7a.jpg", width: 625, height: 352),
        .init(sitePath: "images/tide-1280-7a7a.jpg", width: 1280, height: 720),
      ], averageColor: "#204060", modified: 1_700_000_000)
    tide.clip = ClipMedia(
      sources: [.init(sitePath: "clips/tide-7a7a.mp4", format: .mp4)], width: 1280, height: 720,
      durationMilliseconds: 65_000, hasAudio: true)
    let images: [String: PhotoImages] = [
      "harbour": PhotoImages(
        thumbnail: .init(sitePath: "images/harbour-400-0b0b.jpg", width: 400, height: 267),
        large: .init(sitePath: "images/harbour-2560-0b0b.jpg", width: 2560, height: 1707),
        original: "media/harbour.jpg",
        exif: PhotoEXIF(
          dateTaken: EXIFDateTime(year: 2025, month: 9, day: 14, hour: 20, minute: 5, second: 0),
          make: "Fujifilm", model: "X-T5", focalLength: EXIFRational(numerator: 23, denominator: 1),
          fNumber: EXIFRational(numerator: 2, denominator: 1),
          exposureTime: EXIFRational(numerator: 1, denominator: 60), iso: 800)),
      "tide": tide,
      "tower": PhotoImages(
        thumbnail: .init(sitePath: "images/tower-400-0c0c.png", width: 267, height: 400),
        large: .init(sitePath: "images/tower-1600-0c0c.png", width: 1067, height: 1600)),
    ]
    return (gallery, images)
  }

  private static func flatPages(publish: Bool = false) throws -> [String: String] {
    let (gallery, images) = try flat()
    return try render(gallery, images, options: SiteOptions(publish: publish, baseURL: gallery.baseURL))
  }

  /// `Fixtures.albumGallery` with a cover for album "a".
  private static func albumPages() throws -> [String: String] {
    var gallery = Fixtures.albumGallery()
    gallery.title = "Albums <&>"
    gallery.albums[0].cover = "s1"
    let images: [String: PhotoImages] = [
      "s1": PhotoImages(
        thumbnail: .init(sitePath: "images/s1-400-0d0d.jpg", width: 400, height: 300),
        large: .init(sitePath: "images/s1-1600-0d0d.jpg", width: 1600, height: 1200))
    ]
    return try render(gallery, images)
  }

  @Test func gridPageWithAClip() throws {
    assertSnapshot(try Self.flatPages()["index.html"] ?? "")
  }

  @Test func lastGridPageWithARemotePhoto() throws {
    assertSnapshot(try Self.flatPages()["page/2.html"] ?? "")
  }

  @Test func detailPage() throws {
    assertSnapshot(try Self.flatPages()["photos/harbour.html"] ?? "")
  }

  @Test func detailPageOfAPortraitWithoutEXIF() throws {
    assertSnapshot(try Self.flatPages()["photos/tower.html"] ?? "")
  }

  @Test func clipPage() throws {
    assertSnapshot(try Self.flatPages()["photos/tide.html"] ?? "")
  }

  @Test func publishedDetailPage() throws {
    let page = try Self.flatPages(publish: true)["photos/cloud.html"] ?? ""
    assertSnapshot(page)
    #expect(!page.contains("edit/"), "a published site has no move pages to link to")
  }

  @Test func editPage() throws {
    assertSnapshot(try Self.flatPages()["edit/tower.html"] ?? "")
  }

  @Test func gridPageWithAlbums() throws {
    assertSnapshot(try Self.albumPages()["index.html"] ?? "")
  }

  @Test func albumGridPageWithSubAlbums() throws {
    assertSnapshot(try Self.albumPages()["albums/a/index.html"] ?? "")
  }

  @Test func emptyAlbumGridPage() throws {
    assertSnapshot(try Self.albumPages()["albums/e/index.html"] ?? "")
  }

  @Test func detailPageInASubAlbum() throws {
    assertSnapshot(try Self.albumPages()["photos/s2.html"] ?? "")
  }

  @Test func editPageInAnAlbum() throws {
    assertSnapshot(try Self.albumPages()["edit/s2.html"] ?? "")
  }

  @Test func emptyGalleryPage() throws {
    assertSnapshot(try Self.render(Gallery(title: "Nothing yet", photos: []), [:])["index.html"] ?? "")
  }

  /// The page `gallery serve` answers with (ServerMessagePage): the theme's `message` template in its
  /// layout, links from the site's root.
  @Test func messagePage() throws {
    let theme = try Self.theme()
    var context = PageLayout.context(
      scene: "Message", pageTitle: "Not found – Portfolio", siteTitle: "Portfolio", theme: theme,
      linkToAsset: { "/" + SiteMap().asset($0) }, homeHref: "/index.html")
    context["heading"] = .string("Not found")
    context["text"] = .string("Nothing is at /photos/gone.html <&>.")
    context["links"] = .list([["href": .string("/index.html"), "label": .string("The gallery")]])
    assertSnapshot(try theme.render("message", .object(context), page: "(404 page)"))
  }

  @Test func feedEntries() throws {
    let (gallery, images) = try Self.flat()
    let worker = PhotosWorker(
      gallery: gallery, images: images, options: SiteOptions(baseURL: gallery.baseURL))
    let files = try FeedFile.file(worker: worker, theme: try Self.theme(), siteMap: SiteMap())
    assertSnapshot(String(decoding: try #require(files.first).bytes, as: UTF8.self))
  }

  /// Its own style and icon, and the default theme's viewer script and private albums' service worker,
  /// as its child (its keys, zoom and move-page preview need the same ids and classes, which it keeps).
  @Test func theThemeCarriesTheViewerScriptAndItsOwnLook() throws {
    let theme = try Self.theme()
    #expect(
      theme.assets == ["favicon.svg", "gallery.js", "private-worker.js", "style.css"], "\(theme.assets)")
    let parent = FileSystem.parentPath(of: theme.folder) + "/default"
    #expect(theme.assetSource("gallery.js").path == parent + "/assets/gallery.js")
    #expect(theme.assetSource("style.css").path == theme.folder + "/assets/style.css")
  }
}
