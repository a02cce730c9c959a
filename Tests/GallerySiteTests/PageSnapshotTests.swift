import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryWorkers

/// Whole pages of a fixture gallery through the default theme, compared with recorded snapshots.
@Suite struct PageSnapshotTests {
  private func renderedPages() throws -> [String: String] {
    let gallery = Gallery(
      title: "Snapshot <Gallery> & Co",
      description: "Five photos, two per page.",
      pageSize: 2,
      photos: [
        Photo(
          id: "dawn", image: .file("images/dawn.jpg"), title: "Dawn", description: "First light.",
          alt: "Pale sky", tags: ["sea", "<b>bold</b> & \"quoted\"", "해질녘 🌇", "Côte d'Azur"]),
        Photo(id: "noon", image: .remote("https://images.example.com/noon.jpg?w=800&h=600"), title: "Noon"),
        Photo(
          id: "dusk", image: .file("images/dusk photo.jpg"), title: "해질녘 🌇",
          description: "The sun sets \"slowly\" & <quietly>.", link: .remote("https://example.com/dusk")),
        Photo(id: "night", image: .file("images/night.jpg")),
        Photo(id: "stars", image: .file("images/stars.jpg"), title: "Stars", link: .file("notes/stars.txt")),
      ])
    // Images as the images worker makes them: derivatives for two photos (one with EXIF and its original
    // offered for download), an SVG-like single file for another; "noon" is remote, "stars" has none.
    let images: [String: PhotoImages] = [
      "dusk": PhotoImages(
        thumbnail: .init(sitePath: "images/dusk-400-0123abcd.jpg", width: 400, height: 267),
        large: .init(sitePath: "images/dusk-1600-0123abcd.jpg", width: 1600, height: 1067),
        original: "media/images/dusk photo.jpg",
        exif: PhotoEXIF(
          dateTaken: EXIFDateTime(year: 2024, month: 5, day: 1, hour: 19, minute: 42, second: 7),
          offsetTaken: "+02:00", make: "Canon", model: "Canon EOS R5", lens: "RF24-70mm F2.8 L IS USM",
          focalLength: EXIFRational(numerator: 35, denominator: 1),
          fNumber: EXIFRational(numerator: 28, denominator: 10),
          exposureTime: EXIFRational(numerator: 1, denominator: 250), iso: 200)),
      "night": PhotoImages(
        thumbnail: .init(sitePath: "images/night-400-89ef0123.png", width: 300, height: 400),
        large: .init(sitePath: "images/night-1600-89ef0123.png", width: 1200, height: 1600)),
    ]
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, images: images), theme: try TestThemes.defaultTheme())
    let pages = try builder.renderPages()
    return Dictionary(
      uniqueKeysWithValues: pages.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
  }

  @Test func gridPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["page/2.html"] ?? "")
  }

  @Test func detailPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["photos/dusk.html"] ?? "")
  }

  @Test func detailPageOfAPhotoWithoutEXIF() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["photos/night.html"] ?? "")
  }

  @Test func detailPageWithTags() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["photos/dawn.html"] ?? "")
  }

  /// A tag's grid: the photos carrying it, with the breadcrumb to the tag index.
  @Test func tagPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["tags/b-bold-b-quoted.html"] ?? "")
  }

  /// The timeline: the one dated photo's year and month, and the photos left out.
  @Test func timelinePage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["dates/index.html"] ?? "")
  }

  /// A month's grid, with the breadcrumb through the timeline and the year.
  @Test func monthPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["dates/2024/05.html"] ?? "")
  }

  /// The search page of the same gallery with search: its form, filters and the script's words.
  @Test func searchPage() throws {
    let worker = PhotosWorker(
      gallery: Gallery(
        title: "Snapshot <Gallery> & Co",
        photos: [Photo(id: "dawn", image: .file("images/dawn.jpg"), tags: ["sea", "<b>bold</b>"])],
        albums: [
          Album(id: "a", title: "Kyoto & Nara", photos: [Photo(id: "gate", image: .file("images/gate.jpg"))])
        ],
        search: true))
    let page = SearchPage(theme: try TestThemes.defaultTheme(), worker: worker, siteMap: SiteMap())
    page.load()
    assertSnapshot(try page.render())
  }

  /// The map page of a gallery with a map: the note on the tile server and the button, Leaflet's
  /// files and the places script as the box's attributes, nothing of the map itself.
  @Test func mapPage() throws {
    var exif = PhotoEXIF(model: "X")
    exif.place = GeoPoint(latitude: 47.366921, longitude: 8.541727)
    let worker = PhotosWorker(
      gallery: Gallery(
        title: "Snapshot <Gallery> & Co",
        photos: [
          Photo(id: "dawn", image: .file("images/dawn.jpg")),
          Photo(id: "gate", image: .file("images/gate.jpg")),
        ],
        map: MapSettings(enabled: true, attribution: "Tiles <&> \"Co\"")),
      images: [
        "dawn": PhotoImages(variants: [.init(sitePath: "images/x.jpg", width: 4, height: 3)], exif: exif)
      ])
    let page = PlaceMapPage(theme: try TestThemes.defaultTheme(), worker: worker, siteMap: SiteMap())
    page.load()
    assertSnapshot(try page.render())
  }

  /// Every tag with its count; a non-Latin tag keeps its script in its file name.
  @Test func tagIndexPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["tags/index.html"] ?? "")
    #expect(pages["tags/해질녘.html"] != nil)
  }

  @Test func editPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["edit/dusk.html"] ?? "")
  }

  @Test func theBuilderWalksEveryRouteOnce() throws {
    let pages = try renderedPages()
    #expect(
      pages.keys.sorted() == [
        "dates/2024/05.html", "dates/2024/index.html", "dates/index.html", "edit/dawn.html", "edit/dusk.html",
        "edit/night.html", "edit/noon.html", "edit/stars.html",
        "index.html",
        "page/2.html", "page/3.html", "photos/dawn.html", "photos/dusk.html", "photos/night.html",
        "photos/noon.html", "photos/stars.html", "tags/b-bold-b-quoted.html", "tags/côte-d-azur.html",
        "tags/index.html", "tags/sea.html", "tags/해질녘.html", "viewer-words.js",
      ])
  }

  /// The album gallery of `Fixtures.albumGallery`, with images for the cover of album "a".
  private func renderedAlbumPages() throws -> [String: String] {
    var gallery = Fixtures.albumGallery()
    gallery.title = "Travels <&>"
    gallery.albums[0].cover = "s2"
    let images: [String: PhotoImages] = [
      "s2": PhotoImages(
        thumbnail: .init(sitePath: "images/s2-400-0123abcd.jpg", width: 400, height: 300),
        large: .init(sitePath: "images/s2-1600-0123abcd.jpg", width: 1600, height: 1200))
    ]
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, images: images), theme: try TestThemes.defaultTheme())
    return Dictionary(
      uniqueKeysWithValues: try builder.renderPages().map {
        ($0.path, String(decoding: $0.bytes, as: UTF8.self))
      })
  }

  /// An album's first grid page: its breadcrumb, its sub-album's cell (cover, title, count), its photos.
  @Test func albumGridPageWithSubAlbums() throws {
    assertSnapshot(try renderedAlbumPages()["albums/a/index.html"] ?? "")
  }

  /// A photo two albums down: the breadcrumb to it, and "back" to its album's page.
  @Test func detailPageInASubAlbum() throws {
    assertSnapshot(try renderedAlbumPages()["photos/s3.html"] ?? "")
  }

  /// The move page of a photo in an album: positions inside it, and the album choice.
  @Test func editPageInAnAlbum() throws {
    assertSnapshot(try renderedAlbumPages()["edit/s3.html"] ?? "")
  }

  @Test func theBuilderWalksEveryAlbumsPagesOnce() throws {
    let pages = try renderedAlbumPages()
    #expect(
      pages.keys.filter { !$0.hasPrefix("photos/") && !$0.hasPrefix("edit/") }.sorted() == [
        "albums/a/index.html", "albums/a/page/2.html", "albums/a1/index.html", "albums/a1/page/2.html",
        "albums/b/index.html", "albums/b/page/2.html", "albums/b/page/3.html", "albums/e/index.html",
        "index.html", "viewer-words.js",
      ])
    #expect(pages.keys.filter { $0.hasPrefix("photos/") }.count == 14)
  }
}
