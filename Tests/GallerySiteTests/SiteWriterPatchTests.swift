import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GallerySite

#if canImport(Glibc)
  import Glibc
#endif

/// What a move's in-place patch leaves when it is killed, as the next write reads it: a marked record
/// (`SiteRecord.isUnfinished`) and the new files not yet renamed.
@Suite struct SiteWriterPatchTests {
  private func page(_ path: String, _ text: String) -> RenderedPage {
    RenderedPage(path: path, bytes: Array(text.utf8))
  }

  /// A site of two pages written with a fingerprint, as a build leaves it.
  private func builtSite(_ folder: TemporaryFolder) throws -> SiteWriter {
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(
      sut.prepare(pages: [page("index.html", "grid"), page("photos/a.html", "a")], copies: [], inputs: 0xabc))
    return sut
  }

  /// The record with its fingerprint zeroed, as `patch` marks it before its first rename.
  private func markRecord(_ folder: TemporaryFolder) throws {
    let text = folder.read("site/.cleangallery-files") ?? ""
    try folder.write(
      "site/.cleangallery-files", text.replacingOccurrences(of: "# inputs abc", with: "# inputs 000"))
  }

  /// Gives `relative` the modification time of the site's record, to the nanosecond (a file written in
  /// the record's clock tick).
  private func giveRecordsTime(to relative: String, in folder: TemporaryFolder) throws {
    let time = try #require(FileSystem.sizeAndTime(folder.path + "/site/.cleangallery-files")?.mtime)
    var times = [
      timespec(tv_sec: time_t(time.seconds), tv_nsec: time.nanoseconds),
      timespec(tv_sec: time_t(time.seconds), tv_nsec: time.nanoseconds),
    ]
    #expect(utimensat(AT_FDCWD, folder.path + "/site/" + relative, &times, 0) == 0)
  }

  /// Gives `relative` a time long before any record's (a page the move did not touch).
  private func giveOldTime(to relative: String, in folder: TemporaryFolder) throws {
    var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, folder.path + "/site/" + relative, &times, 0) == 0)
  }

  @Test func aMarkedRecordIsUnfinished() {
    #expect(SiteRecord(bytes: Array("# inputs 000\n1 1 a\n".utf8))?.isUnfinished == true)
    #expect(SiteRecord(bytes: Array("# inputs abc\n1 1 a\n".utf8))?.isUnfinished == false)
    #expect(SiteRecord(bytes: Array("1 1 a\n".utf8))?.isUnfinished == false)
  }

  @Test func aFileOfTheRecordsTickIsTrustedByARecordButNotByAMarkedOne() throws {
    // Given a built site whose grid page was rewritten (same size) in the record's clock tick
    let folder = try TemporaryFolder()
    _ = try builtSite(folder)
    try folder.write("site/index.html", "GRID")
    try giveRecordsTime(to: "index.html", in: folder)
    // When the record is as a build wrote it, then it is trusted (a build writes its record last)
    #expect(WrittenSite.read(folder.path + "/site")?.isStillAsWritten("index.html") == true)
    // When the record is marked by a move and the page has the mark's time
    try markRecord(folder)
    try giveRecordsTime(to: "index.html", in: folder)
    let marked = try #require(WrittenSite.read(folder.path + "/site"))
    // Then the page is not trusted (it may be one the move renamed into place), an older one is
    #expect(!marked.isStillAsWritten("index.html"))
    try giveOldTime(to: "photos/a.html", in: folder)
    #expect(marked.isStillAsWritten("photos/a.html"))
  }

  @Test func theNextWriteAfterAKilledPatchRewritesItsPagesAndDropsItsNewFiles() throws {
    // Given a site whose move was killed after renaming the grid page in the mark's tick and before
    // renaming the photo's page (its new file is still beside it)
    let folder = try TemporaryFolder()
    let sut = try builtSite(folder)
    try markRecord(folder)
    try folder.write("site/index.html", "GRID")
    try giveRecordsTime(to: "index.html", in: folder)
    try giveOldTime(to: "photos/a.html", in: folder)
    try folder.write("site/photos/.a.html.cleangallery-new", "A")
    try folder.write("site/notes.cleangallery-new", "a person's")
    // When the old site is written again
    let summary = try sut.write(
      sut.prepare(pages: [page("index.html", "grid"), page("photos/a.html", "a")], copies: [], inputs: 0xabc))
    // Then the grid page is the old one again, the new file is gone, and the person's file is kept
    #expect(folder.read("site/index.html") == "grid")
    #expect(
      folder.files("site") == [
        ".cleangallery-files", "index.html", "notes.cleangallery-new", "photos/a.html",
      ])
    #expect(summary.written == 1 && summary.removed == 1 && summary.kept == 1)
  }

  @Test func aFileNamedLikeAPatchsNewFileIsAPersonsWhenNoPatchWasCutShort() throws {
    // Given a finished site holding a file named like a patch's new file
    let folder = try TemporaryFolder()
    let sut = try builtSite(folder)
    try folder.write("site/.index.html.cleangallery-new", "mine")
    // When it is written again
    _ = try sut.write(
      sut.prepare(
        pages: [page("index.html", "grid v2"), page("photos/a.html", "a")], copies: [], inputs: 0xabd))
    // Then the file is kept: only a marked record's leftovers are the tool's
    #expect(folder.read("site/.index.html.cleangallery-new") == "mine")
  }

  /// Patches the built site with `pages`, removing `removed`; no check, nothing to finish.
  private func patch(
    _ sut: SiteWriter, _ pages: [RenderedPage], removing removed: [String] = []
  ) throws -> SiteWriter.Summary? {
    try sut.patch(
      pages, removing: removed, previousInputs: 0xabc, inputs: 0xabd, check: { _, _ in }, then: {})
  }

  @Test func aPatchAddsAPageAndRemovesOneAsAFullWriteWould() throws {
    // Given a built site
    let folder = try TemporaryFolder()
    let sut = try builtSite(folder)
    // When a patch adds a grid page and removes the photo's page
    let summary = try #require(try patch(sut, [page("page/2.html", "grid 2")], removing: ["photos/a.html"]))
    // Then the site and its record are those of a write of the new pages
    #expect(summary.written == 1 && summary.removed == 1 && summary.files == 2)
    #expect(folder.files("site") == [".cleangallery-files", "index.html", "page/2.html"])
    let fresh = try fullWrite([page("index.html", "grid"), page("page/2.html", "grid 2")])
    #expect(folder.read("site/.cleangallery-files") == fresh.read("site/.cleangallery-files"))
  }

  /// A site written whole from `pages` with the patched fingerprint, as a full build leaves it: what a
  /// patch must leave.
  private func fullWrite(_ pages: [RenderedPage]) throws -> TemporaryFolder {
    let fresh = try TemporaryFolder()
    let other = SiteWriter(destination: fresh.path + "/site")
    _ = try other.write(other.prepare(pages: pages, copies: [], inputs: 0xabd))
    return fresh
  }

  /// Photos dropped in (issue 49): the files the site copies are offered; those it lacks are read from
  /// their source and added with the pages, as a full write of the same files makes the site; those it
  /// lists are left alone (not even read: their source may be gone).
  @Test func aPatchGainsTheCopiesTheSiteLacksAsAFullWriteWould() throws {
    // Given a built site, and the images a new photo brings
    let folder = try TemporaryFolder()
    let sut = try builtSite(folder)
    try folder.write("cache/new-400.jpg", "new small")
    try folder.write("cache/new-800.jpg", "new large")
    let copies = [
      PublishedFile(source: folder.path + "/gone/a.jpg", target: "photos/a.html"),
      PublishedFile(source: folder.path + "/cache/new-400.jpg", target: "images/new-400.jpg"),
      PublishedFile(source: folder.path + "/cache/new-800.jpg", target: "images/new-800.jpg"),
      PublishedFile(source: folder.path + "/cache/new-400.jpg", target: "images/new-800.jpg"),
    ]
    // When a patch adds the photo's page and grid page, gaining the copies
    let summary = try #require(
      try sut.patch(
        [page("photos/new.html", "new"), page("index.html", "grid 2")], gaining: copies,
        previousInputs: 0xabc,
        inputs: 0xabd, check: { _, _ in }, then: {}))
    // Then the two new images are there, beside the pages, and the record is a full write's
    #expect(summary.written == 4 && summary.files == 5)
    #expect(folder.read("site/images/new-800.jpg") == "new large")
    let fresh = try fullWrite([
      page("index.html", "grid 2"), page("photos/a.html", "a"), page("photos/new.html", "new"),
      page("images/new-400.jpg", "new small"), page("images/new-800.jpg", "new large"),
    ])
    #expect(folder.read("site/.cleangallery-files") == fresh.read("site/.cleangallery-files"))
    #expect(folder.tree("site").keys.sorted() == fresh.tree("site").keys.sorted())
  }

  @Test func aPatchDoesNotAddAPageWhereAPersonsFileOrLinkIs() throws {
    for planted in ["file", "link"] {
      // Given a built site with a person's file (or link) where a patch would add a page
      let folder = try TemporaryFolder()
      let sut = try builtSite(folder)
      if planted == "file" {
        try folder.write("site/page/2.html", "mine")
      } else {
        try folder.write("elsewhere.html", "mine")
        #expect(symlink(folder.path + "/elsewhere.html", folder.path + "/site/page-2.html") == 0)
      }
      let record = folder.read("site/.cleangallery-files")
      let target = planted == "file" ? "page/2.html" : "page-2.html"
      // When the patch runs, then it declines (the full write names the conflict), touching nothing
      #expect(try patch(sut, [page(target, "grid 2")]) == nil, "\(planted)")
      #expect(folder.read("site/.cleangallery-files") == record)
      #expect(folder.read(planted == "file" ? "site/page/2.html" : "elsewhere.html") == "mine")
    }
  }

  /// A file or link of a person's at the hidden name a patch writes a page's (or the record's) new
  /// bytes under: the patch declines (the full write keeps it as theirs); it replaced it before.
  @Test func aPatchLeavesAPersonsFileAtItsOwnTemporaryName() throws {
    for (path, planted) in [
      ("photos/a.html", "file"), ("index.html", "link"), (".cleangallery-files", "file"),
    ] {
      let folder = try TemporaryFolder()
      let sut = try builtSite(folder)
      let temporary = "site/" + SiteWriter.patchTemporary(of: path)
      if planted == "file" {
        try folder.write(temporary, "mine")
      } else {
        try folder.write("elsewhere.html", "mine")
        #expect(symlink(folder.path + "/elsewhere.html", folder.path + "/" + temporary) == 0)
      }
      let before = folder.tree("site")
      #expect(try patch(sut, [page("photos/a.html", "a2"), page("index.html", "grid 2")]) == nil, "\(path)")
      #expect(folder.tree("site") == before, "\(path)")
      #expect(folder.read(planted == "file" ? temporary : "elsewhere.html") == "mine", "\(path)")
    }
  }

  @Test func aPatchDoesNotRemoveAPageAPersonEdited() throws {
    // Given a built site whose photo page a person edited since
    let folder = try TemporaryFolder()
    let sut = try builtSite(folder)
    try folder.write("site/photos/a.html", "edited")
    // When a patch would remove it, then it declines and the edit is kept
    #expect(try patch(sut, [page("index.html", "grid 2")], removing: ["photos/a.html"]) == nil)
    #expect(folder.read("site/photos/a.html") == "edited")
    #expect(folder.read("site/index.html") == "grid")
  }

  @Test func aPatchWhoseFinishFailsPutsAddedAndRemovedPagesBack() throws {
    // Given a built site
    let folder = try TemporaryFolder()
    let sut = try builtSite(folder)
    let before = folder.tree("site")
    // When a patch adding and removing pages fails to save its manifest
    #expect(throws: GalleryError.self) {
      try sut.patch(
        [page("page/2.html", "grid 2"), page("index.html", "grid v2")], removing: ["photos/a.html"],
        previousInputs: 0xabc, inputs: 0xabd, check: { _, _ in },
        then: { () throws(GalleryError) in throw .internalError("no manifest") })
    }
    // Then the site is as it was, the new folder gone too
    #expect(folder.tree("site") == before)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/site/page"))
  }
}
