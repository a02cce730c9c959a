import Foundation
import Testing

@testable import GalleryKit

@Suite struct SiteWriterTests {
  private func page(_ path: String, _ text: String) -> RenderedPage {
    RenderedPage(path: path, bytes: Array(text.utf8))
  }

  @Test func writesPagesAndCopiesAndARecordOfThem() throws {
    let folder = try TemporaryFolder()
    try folder.write("gallery/a.jpg", "JPEG")
    let sut = SiteWriter(destination: folder.path + "/site")
    let summary = try sut.write(
      pages: [page("index.html", "grid"), page("photos/a.html", "a")],
      copies: [.init(source: folder.path + "/gallery/a.jpg", target: "media/a.jpg")])
    #expect(summary == .init(pagesWritten: 2, filesCopied: 1, filesKept: 0))
    #expect(
      folder.files(under: "site") == [".cleangallery-files", "index.html", "media/a.jpg", "photos/a.html"])
    #expect(folder.read("site/media/a.jpg") == "JPEG")
    #expect(folder.read("site/.cleangallery-files") == "index.html\nmedia/a.jpg\nphotos/a.html\n")
  }

  @Test func replacesTheOldSiteWholeAndKeepsFilesAPersonPutThere() throws {
    // Given a site from an earlier build, plus a file of the person's own
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(pages: [page("index.html", "old"), page("photos/gone.html", "gone")], copies: [])
    try folder.write("site/CNAME", "photos.example.com")
    try folder.write("site/notes/todo.txt", "mine")
    // When
    let summary = try sut.write(pages: [page("index.html", "new")], copies: [])
    // Then
    #expect(summary.filesKept == 2)
    #expect(folder.files(under: "site") == [".cleangallery-files", "CNAME", "index.html", "notes/todo.txt"])
    #expect(folder.read("site/index.html") == "new")
    #expect(folder.read("site/notes/todo.txt") == "mine")
    #expect(folder.files().allSatisfy { !$0.contains("staging") }, "no staging folder is left behind")
  }

  @Test func refusesToReplaceAFileItDidNotWrite() throws {
    let folder = try TemporaryFolder()
    try folder.write("site/index.html", "my own page")
    let sut = SiteWriter(destination: folder.path + "/site")
    #expect(throws: GalleryError.self) {
      try sut.write(pages: [page("index.html", "generated")], copies: [])
    }
    #expect(folder.read("site/index.html") == "my own page")
    #expect(folder.files() == ["site/index.html"], "the staging folder is removed")
  }

  @Test func removesStagingFoldersOfKilledBuilds() throws {
    let folder = try TemporaryFolder()
    // A pid that cannot be running (beyond pid_max).
    try folder.write(".site.staging-99999999/index.html", "half")
    _ = try SiteWriter(destination: folder.path + "/site").write(pages: [page("index.html", "x")], copies: [])
    #expect(folder.files() == ["site/.cleangallery-files", "site/index.html"])
  }
}
