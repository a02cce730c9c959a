import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryPaths
@testable import GallerySite
@testable import GalleryWorkers

/// The tag pages as a site has them: walked with the rest, in the sitemap of a hosted site, and absent
/// with a theme that has no `tags` template (whose photo pages then list tags as text).
@Suite struct TagPagesSiteTests {
  private func gallery(baseURL: String? = nil) throws -> Gallery {
    Gallery(
      title: "Coast", pageSize: 1, baseURL: try baseURL.map { try BaseURL($0) },
      photos: [
        Photo(id: "a", image: .remote("https://example.com/a.jpg"), tags: ["Sea", "sky"]),
        Photo(id: "b", image: .remote("https://example.com/b.jpg"), tags: ["sea"]),
      ])
  }

  @Test func everyTagsGridPagesAndTheIndexAreWalkedAfterTheAlbums() throws {
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: try gallery()), theme: try TestThemes.defaultTheme())
    let paths = builder.walks().flatMap(\.paths)
    #expect(
      Array(paths.suffix(4)) == ["tags/index.html", "tags/sea.html", "tags/sea/page/2.html", "tags/sky.html"])
  }

  @Test func theSitemapListsTheTagPagesOfAHostedSite() throws {
    let builder = PageRenderer(
      worker: Fixtures.worker(try gallery(baseURL: "https://example.com/coast/")),
      theme: try TestThemes.defaultTheme())
    let sitemap = try #require(try builder.syndicationFiles().first { $0.path == "sitemap.xml" })
    let text = String(decoding: sitemap.bytes, as: UTF8.self)
    for page in ["tags/index.html", "tags/sea.html", "tags/sea/page/2.html", "tags/sky.html"] {
      #expect(text.contains("<loc>https://example.com/coast/\(page)</loc>"), "\(page)")
    }
  }

  @Test func aThemeWithoutATagsTemplateMakesNoTagPages() throws {
    let builder = PageRenderer(worker: PhotosWorker(gallery: try gallery()), theme: try TestThemes.minimal())
    #expect(!builder.walks().flatMap(\.paths).contains { $0.hasPrefix(SiteMap.tagsFolder + "/") })
  }
}
