import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryThemes
@testable import GalleryWorkers

/// The date pages as a site has them: walked after the albums and tags, re-rendered after an edit only
/// where a photo's texts changed (never after a move), in the sitemap, and absent with a theme that has
/// no `timeline` template.
@Suite struct DatePagesSiteTests {
  /// The album gallery's photos, each taken on a day of 2023 (one a day, so months hold several), the
  /// top-level photos undated; by id, so a moved photo keeps its date.
  private func images(_ gallery: Gallery) -> [String: PhotoImages] {
    var images: [String: PhotoImages] = [:]
    for (index, photo) in Fixtures.albumGallery().allPhotos.enumerated() where !photo.id.hasPrefix("r") {
      images[photo.id] = PhotoImages(
        variants: [.init(sitePath: "images/\(photo.id).jpg", width: 4, height: 3)],
        exif: PhotoEXIF(
          dateTaken: EXIFDateTime(
            year: 2023, month: 1 + index % 2, day: index + 1, hour: 8, minute: 0, second: 0)))
    }
    return images
  }

  private func render(
    _ gallery: Gallery, _ selection: PageRenderer.Selection? = nil, theme: Theme? = nil
  ) throws -> [String: [UInt8]] {
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, images: images(gallery)),
      theme: try theme ?? TestThemes.defaultTheme())
    return Dictionary(uniqueKeysWithValues: try builder.renderPages(selection).map { ($0.path, $0.bytes) })
  }

  @Test func theTimelineThenEachYearsPageAndItsMonthsAreWalked() throws {
    let gallery = Fixtures.albumGallery()
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, images: images(gallery)), theme: try TestThemes.defaultTheme())
    let paths = builder.walks().flatMap(\.paths).filter { $0.hasPrefix("dates/") }
    #expect(
      paths == [
        "dates/index.html", "dates/2023/index.html", "dates/2023/02.html", "dates/2023/02/page/2.html",
        "dates/2023/02/page/3.html", "dates/2023/01.html", "dates/2023/01/page/2.html",
        "dates/2023/01/page/3.html",
      ])
  }

  @Test func aRetitleRendersTheDatePagesShowingThePhotoAndAMoveNone() throws {
    let before = Fixtures.albumGallery()
    var after = before
    try after.setTexts(ofPhoto: "b3", title: "Three")
    let full = try render(after)
    let original = try render(before)
    let changed = Set(full.keys.filter { full[$0] != original[$0] && $0.hasPrefix("dates/") })
    #expect(!changed.isEmpty)
    let selection = try #require(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)))
    let partial = try render(after, selection)
    #expect(changed.isSubset(of: Set(partial.keys)), "missed \(changed.subtracting(partial.keys))")
    #expect(partial.allSatisfy { full[$0.key] == $0.value })
    #expect(partial.keys.filter { $0.hasPrefix("dates/") }.count == changed.count)

    var moved = before
    try moved.movePhoto(at: 0, ofAlbum: "b", to: 3, inAlbum: "b")
    let movedFull = try render(moved)
    #expect(original.keys.filter { $0.hasPrefix("dates/") }.allSatisfy { movedFull[$0] == original[$0] })
    let moveSelection = try #require(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(moved)))
    #expect(try render(moved, moveSelection).keys.allSatisfy { !$0.hasPrefix("dates/") })
  }

  @Test func theSitemapListsTheDatePagesOfAHostedSite() throws {
    var gallery = Fixtures.albumGallery()
    gallery.baseURL = try BaseURL("https://example.com/")
    let builder = PageRenderer(
      worker: PhotosWorker(
        gallery: gallery, images: images(gallery), options: SiteOptions(baseURL: gallery.baseURL)),
      theme: try TestThemes.defaultTheme())
    let sitemap = try #require(try builder.syndicationFiles().first { $0.path == "sitemap.xml" })
    let text = String(decoding: sitemap.bytes, as: UTF8.self)
    for page in [
      "dates/index.html", "dates/2023/index.html", "dates/2023/01.html", "dates/2023/02/page/3.html",
    ] {
      #expect(text.contains("<loc>https://example.com/\(page)</loc>"), "\(page)")
    }
  }

  @Test func aThemeWithoutATimelineMakesNoDatePages() throws {
    let pages = try render(Fixtures.albumGallery(), theme: try TestThemes.minimal())
    #expect(!pages.keys.contains { $0.hasPrefix(SiteMap.datesFolder + "/") })
  }
}
