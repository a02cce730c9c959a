import Testing

@testable import GalleryKit

@Suite struct SiteMapTests {
  let sut = SiteMap()

  @Test func pagesHaveExplicitFileNames() {
    #expect(sut.gridPage(1) == "index.html")
    #expect(sut.gridPage(2) == "page/2.html")
    #expect(sut.detailPage(photoID: "a") == "photos/a.html")
    #expect(sut.editPage(photoID: "a") == "edit/a.html")
  }

  @Test(arguments: [
    ("index.html", "photos/a.html", "photos/a.html"),
    ("photos/a.html", "photos/b.html", "b.html"),
    ("photos/a.html", "index.html", "../index.html"),
    ("edit/a.html", "photos/a.html", "../photos/a.html"),
    ("page/2.html", "page/3.html", "3.html"),
    ("index.html", "media/a b/c#d.jpg", "media/a%20b/c%23d.jpg"),
    ("photos/a.html", "media/é.jpg", "../media/%C3%A9.jpg"),
  ])
  func hrefsAreRelative(from: String, to: String, expected: String) {
    #expect(sut.href(from: from, to: to) == expected)
  }

  @Test func fragmentsAreAppended() {
    #expect(
      sut.href(from: "photos/a.html", to: "page/2.html", fragment: "photo-a") == "../page/2.html#photo-a")
  }
}
