import Testing

@testable import GalleryKit

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
          alt: "Pale sky"),
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
    let builder = SiteBuilder(
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

  @Test func editPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["edit/dusk.html"] ?? "")
  }

  @Test func theBuilderWalksEveryRouteOnce() throws {
    let pages = try renderedPages()
    #expect(
      pages.keys.sorted() == [
        "edit/dawn.html", "edit/dusk.html", "edit/night.html", "edit/noon.html", "edit/stars.html",
        "index.html",
        "page/2.html", "page/3.html", "photos/dawn.html", "photos/dusk.html", "photos/night.html",
        "photos/noon.html", "photos/stars.html",
      ])
  }
}
