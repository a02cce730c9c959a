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
    let builder = SiteBuilder(worker: PhotosWorker(gallery: gallery), theme: try TestThemes.defaultTheme())
    let pages = try builder.renderPages()
    return Dictionary(
      uniqueKeysWithValues: pages.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
  }

  @Test func gridPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["page/2.html"] ?? "", named: "gridPage")
  }

  @Test func detailPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["photos/dusk.html"] ?? "", named: "detailPage")
  }

  @Test func editPage() throws {
    let pages = try renderedPages()
    assertSnapshot(pages["edit/dusk.html"] ?? "", named: "editPage")
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
