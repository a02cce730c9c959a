import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GallerySite

@Suite struct SiteWriterTests {
  private func page(_ path: String, _ text: String) -> RenderedPage {
    RenderedPage(path: path, bytes: Array(text.utf8))
  }

  private func mtime(_ path: String) -> FileTime? {
    FileSystem.sizeAndTime(path)?.mtime
  }

  @Test func writesPagesAndCopiesAndARecordOfThem() throws {
    let folder = try TemporaryFolder()
    try folder.write("gallery/a.jpg", "JPEG")
    let sut = SiteWriter(destination: folder.path + "/site")
    let summary = try sut.write(
      pages: [page("index.html", "grid"), page("photos/a.html", "a")],
      copies: [.init(source: folder.path + "/gallery/a.jpg", target: "media/a.jpg")])
    #expect(summary == .init(files: 3, written: 3, removed: 0, kept: 0))
    #expect(
      folder.files("site") == [".cleangallery-files", "index.html", "media/a.jpg", "photos/a.html"])
    #expect(folder.read("site/media/a.jpg") == "JPEG")
    let record = SiteRecord(bytes: Array((folder.read("site/.cleangallery-files") ?? "").utf8))
    #expect(record?.entries.keys.sorted() == ["index.html", "media/a.jpg", "photos/a.html"])
    #expect(record?.entries["index.html"]?.hash == Hashing.digest(Array("grid".utf8)))
    #expect(record?.hashesAreDigests == true)
  }

  /// An edit renders only its pages and keeps the site's other pages, but no other file: a search
  /// index's files (named by their contents), a copy, the sitemap are made whole, so one of the
  /// previous build that is not made now is stale. (An edit of a gallery with search kept every index
  /// file it had ever written.)
  @Test func anEditKeepsTheOtherPagesButNotAFileMadeWholeBefore() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(
      sut.prepare(
        pages: [
          page("index.html", "grid"), page("photos/a.html", "a"), page("pagefind/old.pf_index", "old"),
        ],
        copies: [], inputs: 0xabc))
    _ = try sut.write(
      sut.prepare(
        pages: [page("index.html", "grid 2"), page("pagefind/new.pf_index", "new")], copies: [],
        reusingPrevious: true, reusable: ["index.html", "photos/a.html"], inputs: 0xabd))
    #expect(
      folder.files("site") == [".cleangallery-files", "index.html", "pagefind/new.pf_index", "photos/a.html"])
  }

  @Test func writingTheSameSiteAgainTouchesNothing() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    let pages = [page("index.html", "grid"), page("photos/a.html", "a")]
    _ = try sut.write(pages: pages, copies: [])
    let before = mtime(folder.path + "/site/index.html")
    let recordBefore = folder.read("site/.cleangallery-files")
    usleep(20_000)
    let summary = try sut.write(pages: pages, copies: [])
    #expect(summary == .init(files: 2, written: 0, removed: 0, kept: 0))
    #expect(mtime(folder.path + "/site/index.html") == before)
    #expect(folder.read("site/.cleangallery-files") == recordBefore)
  }

  @Test func onlyChangedFilesAreWrittenAndUnchangedOnesKeepTheirTime() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(pages: [page("index.html", "grid"), page("photos/a.html", "a")], copies: [])
    let unchangedBefore = mtime(folder.path + "/site/photos/a.html")
    usleep(20_000)
    let summary = try sut.write(
      pages: [page("index.html", "grid v2"), page("photos/a.html", "a")], copies: [])
    #expect(summary == .init(files: 2, written: 1, removed: 0, kept: 0))
    #expect(folder.read("site/index.html") == "grid v2")
    #expect(mtime(folder.path + "/site/photos/a.html") == unchangedBefore)
  }

  @Test func aFileEditedByHandSinceTheBuildIsRewritten() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(pages: [page("index.html", "grid")], copies: [])
    usleep(20_000)
    try folder.write("site/index.html", "GRID")  // same size: only its time tells
    let summary = try sut.write(pages: [page("index.html", "grid")], copies: [])
    #expect(summary.written == 1)
    #expect(folder.read("site/index.html") == "grid")
  }

  @Test func removesItsOwnStaleFilesAndKeepsFilesAPersonPutThere() throws {
    // Given a site from an earlier build, plus files of the person's own
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(pages: [page("index.html", "old"), page("photos/gone.html", "gone")], copies: [])
    try folder.write("site/CNAME", "photos.example.com")
    try folder.write("site/notes/todo.txt", "mine")
    // When
    let summary = try sut.write(pages: [page("index.html", "new")], copies: [])
    // Then
    #expect(summary == .init(files: 1, written: 1, removed: 1, kept: 2))
    #expect(folder.files("site") == [".cleangallery-files", "CNAME", "index.html", "notes/todo.txt"])
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

  // MARK: The spare (the previous site, kept to make the next write cheap)

  private func contents(_ folder: TemporaryFolder, _ relative: String) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: folder.files(relative).map { ($0, folder.read(relative + "/" + $0) ?? "") }
    )
  }

  @Test func aSequenceOfSitesComesOutExactlyEachTimeThroughTheSpare() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    var generator = SeededGenerator(seed: 7)
    var foreign: [String: String] = [:]
    for version in 1...12 {
      // A site of up to 12 pages, each page present or not, with one of three contents.
      var pages: [RenderedPage] = []
      for index in 1...12 where Int.random(in: 0..<4, using: &generator) > 0 {
        pages.append(page("p/\(index).html", "page \(index) v\(Int.random(in: 0..<3, using: &generator))"))
      }
      if version % 4 == 0 {
        let name = "mine-\(version).txt"
        try folder.write("site/" + name, "a person's file")
        foreign[name] = "a person's file"
      }
      if version % 5 == 0, let gone = foreign.keys.sorted().first {
        try FileManager.default.removeItem(atPath: folder.path + "/site/" + gone)
        foreign[gone] = nil
      }
      _ = try sut.write(pages: pages, copies: [])
      var expected = foreign
      for page in pages { expected[page.path] = String(decoding: page.bytes, as: UTF8.self) }
      var actual = contents(folder, "site")
      actual[SiteRecord.fileName] = nil
      #expect(actual == expected, "version \(version)")
    }
    #expect(FileSystem.isDirectory(folder.path + "/.site.spare"), "the previous site is kept beside it")
  }

  @Test func aPageEditedInPlaceIsRewrittenAndDoesNotLeakThroughTheSpare() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    let pages = [page("index.html", "grid"), page("photos/a.html", "a")]
    _ = try sut.write(pages: pages, copies: [])
    _ = try sut.write(pages: [page("index.html", "grid 2"), page("photos/a.html", "a")], copies: [])
    usleep(20_000)
    // An in-place edit changes the inode the site shares with its spare.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/site/photos/a.html"))
    handle.write(Data("A".utf8))
    try handle.close()
    _ = try sut.write(pages: [page("index.html", "grid 3"), page("photos/a.html", "a")], copies: [])
    #expect(folder.read("site/photos/a.html") == "a")
    #expect(folder.read("site/index.html") == "grid 3")
  }

  @Test func aSpareLeftHalfUpdatedByAKilledBuildIsNeverUsed() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(pages: [page("index.html", "v1")], copies: [])
    _ = try sut.write(pages: [page("index.html", "v2")], copies: [])
    // A killed build had claimed the spare under its staging name (its pid is gone) and half-updated it.
    try FileManager.default.moveItem(
      atPath: folder.path + "/.site.spare", toPath: folder.path + "/.site.staging-99999999")
    try folder.write(".site.staging-99999999/index.html", "half")
    _ = try sut.write(pages: [page("index.html", "v3"), page("new.html", "n")], copies: [])
    #expect(
      contents(folder, "site").filter { $0.key != SiteRecord.fileName } == [
        "index.html": "v3", "new.html": "n",
      ])
    #expect(!FileSystem.exists(folder.path + "/.site.staging-99999999"))
  }
}
