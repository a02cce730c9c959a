import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryWorkers

/// Link previews (issue 14, first step): with a `baseURL` every grid and photo page names its canonical
/// address and carries Open Graph and Twitter card tags with absolute URLs inside the site; without one
/// nothing absolute is written.
@Suite struct SharePreviewPageTests {
  private func pages(baseURL: String?) throws -> [String: String] {
    var gallery = Fixtures.albumGallery()
    gallery.baseURL = try baseURL.map { try BaseURL($0) }
    gallery.albums[0].cover = "s2"
    let images: [String: PhotoImages] = [
      "s2": PhotoImages(
        variants: [
          .init(sitePath: "images/s2-400-0123abcd.jpg", width: 400, height: 300),
          .init(sitePath: "images/s2-1000-0123abcd.jpg", width: 1000, height: 750),
          .init(sitePath: "images/s2-1600-0123abcd.jpg", width: 1600, height: 1200),
        ])
    ]
    let options = SiteOptions(baseURL: gallery.baseURL)
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, images: images, options: options),
      theme: try TestThemes.defaultTheme())
    return Dictionary(
      uniqueKeysWithValues: try builder.renderPages().map {
        ($0.path, String(decoding: $0.bytes, as: UTF8.self))
      })
  }

  @Test func aPhotoPageNamesItsAddressAndItsImageNearestTheSizePreviewsUse() throws {
    let page = try #require(try pages(baseURL: "https://example.com/trips/")["photos/s2.html"])
    #expect(page.contains(#"<link rel="canonical" href="https://example.com/trips/photos/s2.html" />"#))
    #expect(page.contains(#"<meta property="og:url" content="https://example.com/trips/photos/s2.html" />"#))
    #expect(page.contains(#"<meta property="og:type" content="article" />"#))
    #expect(
      page.contains(
        #"<meta property="og:image" content="https://example.com/trips/images/s2-1000-0123abcd.jpg" />"#))
    #expect(page.contains(#"<meta property="og:image:width" content="1000" />"#))
    #expect(page.contains(#"<meta name="twitter:card" content="summary_large_image" />"#))
  }

  @Test func everyGridAndPhotoPageHasOneCanonicalAddressInsideTheSite() throws {
    let all = try pages(baseURL: "https://example.com/trips/")
    for (path, page) in all where path.hasSuffix(".html") && !path.hasPrefix("edit/") {
      #expect(
        page.contains(#"<link rel="canonical" href="https://example.com/trips/\#(path)" />"#), "\(path)")
    }
    #expect(
      all["albums/a/index.html"]?.contains(#"content="https://example.com/trips/images/s2-1000"#) == true)
  }

  @Test func withoutABaseURLNothingAbsoluteIsWritten() throws {
    for (path, page) in try pages(baseURL: nil) {
      #expect(!page.contains("og:"), "\(path)")
      #expect(!page.contains("canonical"), "\(path)")
    }
  }
}

/// `sitemap.xml` and `robots.txt` with a `baseURL`: exactly the grid and photo pages, never move pages.
@Suite struct SitemapFilesTests {
  @Test func lastmodIsWhenThePhotoFileChangedAndAGridPageTakesItsNewestPhotos() throws {
    var gallery = Fixtures.gallery(count: 3, pageSize: 2)
    gallery.baseURL = try BaseURL("https://example.com/")
    let images = Dictionary(
      uniqueKeysWithValues: gallery.photos.enumerated().map { index, photo in
        (
          photo.id,
          PhotoImages(
            variants: [.init(sitePath: "images/\(photo.id).jpg", width: 4, height: 3)],
            modified: [86_400, 0, 1_000_000_000][index])
        )
      })
    let files = SitemapFiles.files(
      tree: AlbumTree(gallery), images: images, base: gallery.baseURL, siteMap: SiteMap())
    let sitemap = String(decoding: try #require(files.first).bytes, as: UTF8.self)
    #expect(
      sitemap.contains(
        "<url><loc>https://example.com/index.html</loc><lastmod>1970-01-02T00:00:00Z</lastmod></url>"))
    #expect(
      sitemap.contains(
        "<url><loc>https://example.com/page/2.html</loc><lastmod>2001-09-09T01:46:40Z</lastmod></url>"))
    #expect(
      sitemap.contains(
        "<loc>https://example.com/photos/\(gallery.photos[1].id).html</loc><lastmod>1970-01-01T00:00:00Z</lastmod>"
      ))
  }

  @Test func theSitemapListsExactlyTheGridAndPhotoPages() throws {
    var gallery = Fixtures.albumGallery()
    gallery.baseURL = try BaseURL("https://example.com/trips/")
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, options: SiteOptions(baseURL: gallery.baseURL)),
      theme: try TestThemes.defaultTheme())
    let rendered = try builder.renderPages()
    let files = Dictionary(
      uniqueKeysWithValues: rendered.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    let sitemap = try #require(files["sitemap.xml"])
    let listed = sitemap.split(separator: "\n").filter { $0.hasPrefix("<url>") }.map {
      String($0.dropFirst("<url><loc>https://example.com/trips/".count).dropLast("</loc></url>".count))
    }
    let expected = rendered.map(\.path).filter { $0.hasSuffix(".html") && !$0.hasPrefix("edit/") }
    // Grids first (in the gallery's order), then every grid's photos.
    #expect(
      listed == expected.filter { !$0.hasPrefix("photos/") } + expected.filter { $0.hasPrefix("photos/") })
    #expect(listed.count == 14 + 9)
    #expect(
      files["robots.txt"]
        == "User-agent: *\nDisallow: /trips/edit/\nSitemap: https://example.com/trips/sitemap.xml\n")
    // Built for public hosting there is no edit/ folder: robots.txt names none.
    let published = try PageRenderer(
      worker: PhotosWorker(gallery: gallery, options: SiteOptions(publish: true, baseURL: gallery.baseURL)),
      theme: try TestThemes.defaultTheme()
    ).renderPages()
    #expect(!published.contains { $0.path.hasPrefix("edit/") })
    #expect(
      published.first { $0.path == "robots.txt" }.map { String(decoding: $0.bytes, as: UTF8.self) }
        == "User-agent: *\nDisallow:\nSitemap: https://example.com/trips/sitemap.xml\n")
    // Without a base URL there are neither.
    let plain = try PageRenderer(
      worker: PhotosWorker(gallery: Fixtures.albumGallery()), theme: try TestThemes.defaultTheme()
    ).renderPages()
    #expect(!plain.contains { ["sitemap.xml", "robots.txt", "feed.xml"].contains($0.path) })
  }
}
