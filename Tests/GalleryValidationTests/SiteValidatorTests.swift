import Foundation
import Testing

@testable import GalleryValidation

/// Whole sites: the folder and in-memory entry points, the site-wide contract, the report's order.
@Suite struct SiteValidatorTests {
  typealias Fixtures = ValidationFixtures

  /// A small gallery with one photo: a grid page, its detail page and its edit page, plus images.
  static let gallery: [String: String] = [
    "index.html": Fixtures.page(
      body: """
        <ul><li data-photo-id="a"><a href="photos/a.html"><img src="thumbs/a.jpg" alt="A"/></a></li></ul>
        """, scene: "ImageCollection"),
    "photos/a.html": Fixtures.page(
      body: """
        <main data-photo-id="a"><img src="../images/a.jpg" alt="A"/>
        <a href="../index.html">Back</a> <a href="../edit/a.html">Move</a></main>
        """, scene: "ImageDetail"),
    "edit/a.html": Fixtures.page(
      body: """
        <form data-photo-id="a" action="../move">
        <input name="position" type="number" min="1" max="1" value="1"/>
        </form><a href="../photos/a.html">Back</a>
        """, scene: "ImageIndexEdit"),
    "thumbs/a.jpg": "jpeg",
    "images/a.jpg": "jpeg",
  ]

  static func inMemory(_ files: [String: String]) -> (pages: [String: [UInt8]], otherFiles: Set<String>) {
    let pages = files.filter { $0.key.hasSuffix(".html") }.mapValues { Array($0.utf8) }
    return (pages, Set(files.keys.filter { !$0.hasSuffix(".html") }))
  }

  @Test func cleanGalleryPassesFromFolderAndFromMemory() throws {
    let validator = SiteValidator()
    let fromFolder = try Fixtures.withSiteFolder(Self.gallery) { try validator.validate(siteAt: $0) }
    let site = Self.inMemory(Self.gallery)
    let fromMemory = validator.validate(pages: site.pages, otherFiles: site.otherFiles)
    #expect(fromFolder.problems == [])
    #expect(fromFolder.pageCount == 3)
    #expect(fromMemory.problems == [])
    #expect(fromMemory.pageCount == 3)
  }

  @Test func folderAndMemoryAgreeOnABrokenSite() throws {
    var files = Self.gallery
    files["photos/a.html"] = Fixtures.page(
      body:
        "<main data-photo-id=\"a\"><img src=\"../images/b.jpg\"/>"
        + "<a href=\"../index.html#nope\">Back</a></main>",
      scene: "ImageDetail")
    files["edit/a.html"] = "<!DOCTYPE html>\n<html><body><p></body></html>"
    files["orphan.html"] = Fixtures.page(body: "<secton/>", scene: "ImageCollection")
    let validator = SiteValidator()
    let fromFolder = try Fixtures.withSiteFolder(files) { try validator.validate(siteAt: $0) }
    let site = Self.inMemory(files)
    let fromMemory = validator.validate(pages: site.pages, otherFiles: site.otherFiles)
    #expect(fromFolder.problems == fromMemory.problems)
    #expect(fromFolder.pageCount == 4)
    #expect(fromMemory.pageCount == 4)
    let described = fromMemory.problems.map(\.description)
    #expect(described.contains("edit/a.html:2:23: Opening and ending tag mismatch: p line 2 and body"))
    #expect(described.contains("orphan.html:0:0: not reachable from index.html through <a href> links"))
    #expect(described.contains("orphan.html:8:1: unknown element <secton>: not an HTML5 element"))
    #expect(
      described.contains(
        "photos/a.html:8:25: broken link '../images/b.jpg' in img[src]: no file images/b.jpg in the site"))
    #expect(described.contains("photos/a.html:8:25: <img src='../images/b.jpg'> has no alt attribute"))
    #expect(
      described.contains(
        "photos/a.html:8:53: link '../index.html#nope' in a[href] names a missing id 'nope' in index.html"))
    #expect(fromMemory.problems == fromMemory.problems.sorted())
  }

  @Test func folderThatIsNotAGalleryPassesOnlyWithoutTheContract() throws {
    let files = [
      "index.html": Fixtures.page(body: "<a href=\"docs/guide.html\">Guide</a>", scene: nil),
      "docs/guide.html": Fixtures.page(body: "<p>Read me.</p><a href=\"../index.html\">Home</a>", scene: nil),
      "style.css": "body {}",
    ]
    try Fixtures.withSiteFolder(files) { root in
      let loose = try SiteValidator(options: .init(checkContract: false)).validate(siteAt: root)
      #expect(loose.problems == [])
      let strict = try SiteValidator().validate(siteAt: root)
      let expected =
        "<body> has no data-scene; expected one of ImageCollection, ImageDetail, ImageIndexEdit, TagCollection, "
        + "TagIndex, DateCollection, Timeline, Search, PlaceMap, AlbumUnlock"
      #expect(
        strict.problems == [
          ValidationProblem(page: "docs/guide.html", line: 7, column: 1, message: expected),
          ValidationProblem(page: "index.html", line: 7, column: 1, message: expected),
        ])
    }
  }

  @Test func siteWithoutIndexFailsTheContract() {
    let report = Fixtures.report(
      pages: ["home.html": Fixtures.page(body: "", scene: "ImageCollection")], checkContract: true)
    #expect(
      report.problems == [ValidationProblem(page: "", message: "the site has no index.html to open it with")])
    #expect(report.problems.first?.description == ":0:0: the site has no index.html to open it with")
  }

  @Test func pagesNotReachableFromTheIndex() {
    let report = Fixtures.report(
      pages: [
        "index.html": Fixtures.page(body: "<a href=\"a.html\">A</a>"),
        "a.html": Fixtures.page(body: "<a href=\"index.html\">Home</a>"),
        "b.html": Fixtures.page(body: "<a href=\"index.html\">Home</a>"),
      ], checkContract: true)
    #expect(
      report.problems == [
        ValidationProblem(page: "b.html", message: "not reachable from index.html through <a href> links")
      ])
  }

  @Test func brokenIndexDoesNotMakeEveryPageUnreachable() {
    let report = Fixtures.report(
      pages: [
        "index.html": "<!DOCTYPE html>\n<html><body><p></body></html>",
        "a.html": Fixtures.page(body: "<a href=\"index.html\">Home</a>"),
      ], checkContract: true)
    #expect(report.problems.allSatisfy { $0.page == "index.html" })
  }

  @Test func unreadableRootThrows() {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-such-site-\(UUID().uuidString)")
    #expect(throws: SiteValidator.ReadError.self) {
      try SiteValidator().validate(siteAt: missing)
    }
  }

  @Test func emptySiteHasNoPages() throws {
    let report = try Fixtures.withSiteFolder([:]) {
      try SiteValidator(options: .init(checkContract: false)).validate(siteAt: $0)
    }
    #expect(report.pageCount == 0)
    #expect(report.problems == [])
  }

  @Test func manyPagesAreCheckedInParallelWithTheSameResult() {
    var pages: [String: String] = [:]
    for number in 0..<300 {
      let next = number + 1 < 300 ? "p\(number + 1).html" : "index.html"
      pages[number == 0 ? "index.html" : "p\(number).html"] = Fixtures.page(
        body: "<a href=\"\(next)#top\" id=\"top\">next</a>\(number % 50 == 7 ? "<secton/>" : "")",
        scene: "ImageCollection")
    }
    let first = Fixtures.report(pages: pages, checkContract: true)
    let second = Fixtures.report(pages: pages, checkContract: true)
    #expect(first.pageCount == 300)
    #expect(first.problems == second.problems)
    #expect(
      first.problems.map(\.page) == [
        "p107.html", "p157.html", "p207.html", "p257.html", "p57.html", "p7.html",
      ])
  }

  @Test func problemsSortByPageLineColumnMessage() {
    let problems = [
      ValidationProblem(page: "b.html", line: 1, column: 1, message: "a"),
      ValidationProblem(page: "a.html", line: 2, column: 1, message: "a"),
      ValidationProblem(page: "a.html", line: 1, column: 9, message: "a"),
      ValidationProblem(page: "a.html", line: 1, column: 9, message: "0"),
    ]
    let report = ValidationReport(pageCount: 2, problems: problems)
    #expect(
      report.problems.map(\.description) == [
        "a.html:1:9: 0", "a.html:1:9: a", "a.html:2:1: a", "b.html:1:1: a",
      ])
  }
}
