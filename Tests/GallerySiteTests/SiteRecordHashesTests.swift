import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GallerySite

/// The record's hashes are `Hashing.digest`s, said on its first line; a record from before (FNV-1a
/// hashes, no word) is still read and trusted for what it says, and replaced by the next build.
@Suite struct SiteRecordHashesTests {
  private func page(_ path: String, _ text: String) -> RenderedPage {
    RenderedPage(path: path, bytes: Array(text.utf8))
  }

  @Test func theFirstLineSaysTheHashesKind() {
    let digests = SiteRecord(bytes: Array("# inputs abc digest\n1 1 a\n".utf8))
    #expect(digests?.inputs == 0xabc && digests?.hashesAreDigests == true)
    let noFingerprint = SiteRecord(bytes: Array("# inputs - digest\n1 1 a\n".utf8))
    #expect(noFingerprint?.inputs == nil && noFingerprint?.hashesAreDigests == true)
    let before = SiteRecord(bytes: Array("# inputs abc\n1 1 a\n".utf8))
    #expect(before?.inputs == 0xabc && before?.hashesAreDigests == false)
    #expect(SiteRecord(bytes: Array("1 1 a\n".utf8))?.hashesAreDigests == false)
    // An unknown word is no fingerprint (and not a kind this tool knows).
    let unknown = SiteRecord(bytes: Array("# inputs abc sha\n1 1 a\n".utf8))
    #expect(unknown?.inputs == nil && unknown?.hashesAreDigests == false)
    #expect(SiteRecord(bytes: Array("# inputs 000 digest\n1 1 a\n".utf8))?.isUnfinished == true)
  }

  @Test func aRecordIsWrittenWithItsKindAndReadBackTheSame() {
    let record = SiteRecord(entries: ["a.html": .init(hash: 0x1f, size: 3)], inputs: 0xabc)
    #expect(String(decoding: record.bytes, as: UTF8.self) == "# inputs abc digest\n1f 3 a.html\n")
    #expect(SiteRecord(bytes: record.bytes) == record)
    let without = SiteRecord(entries: ["a.html": .init(hash: 0x1f, size: 3)])
    #expect(String(decoding: without.bytes, as: UTF8.self) == "# inputs - digest\n1f 3 a.html\n")
    #expect(SiteRecord(bytes: without.bytes) == without)
  }

  /// Rewrites the site's record as a tool from before wrote it: FNV-1a of each file, no word.
  private func recordAsBefore(_ folder: TemporaryFolder, inputs: String = "abc") throws {
    let record = try #require(SiteRecord(bytes: Array((folder.read("site/.cleangallery-files") ?? "").utf8)))
    var text = "# inputs \(inputs)\n"
    for path in record.entries.keys.sorted() {
      let bytes = Array((folder.read("site/" + path) ?? "").utf8)
      text += "\(String(Hashing.fnv(bytes), radix: 16)) \(bytes.count) \(path)\n"
    }
    usleep(20_000)  // the record newer than its files, as a build leaves it
    try folder.write("site/.cleangallery-files", text)
  }

  @Test func aSiteRecordedBeforeKeepsAPersonsFilesLosesItsStaleOnesAndIsRecordedAnew() throws {
    // Given a site whose record a tool from before wrote, and a file of the person's own
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(
      sut.prepare(
        pages: [page("index.html", "old"), page("photos/gone.html", "gone"), page("photos/a.html", "a")],
        copies: [], inputs: 0xabc))
    try recordAsBefore(folder)
    try folder.write("site/CNAME", "photos.example.com")
    // When the next build writes fewer pages, one of them unchanged
    let summary = try sut.write(
      sut.prepare(pages: [page("index.html", "new"), page("photos/a.html", "a")], copies: [], inputs: 0xabd))
    // Then its stale page goes, the person's file stays, and the unchanged page is written once more
    #expect(summary == .init(files: 2, written: 2, removed: 1, kept: 1))
    #expect(folder.files("site") == [".cleangallery-files", "CNAME", "index.html", "photos/a.html"])
    let record = try #require(SiteRecord(bytes: Array((folder.read("site/.cleangallery-files") ?? "").utf8)))
    #expect(record.hashesAreDigests && record.inputs == 0xabd)
    #expect(record.entries["photos/a.html"]?.hash == Hashing.digest(Array("a".utf8)))
    // And the build after it leaves the unchanged pages alone
    let again = try sut.write(
      sut.prepare(pages: [page("index.html", "new"), page("photos/a.html", "a")], copies: [], inputs: 0xabe))
    #expect(again.written == 0)
  }

  @Test func aPatchLeavesARecordFromBeforeToTheFullWrite() throws {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site")
    _ = try sut.write(
      sut.prepare(pages: [page("index.html", "grid"), page("photos/a.html", "a")], copies: [], inputs: 0xabc))
    try recordAsBefore(folder)
    let patched = try sut.patch(
      [page("photos/a.html", "b")], previousInputs: 0xabc, inputs: 0xabd, check: { _, _ in }, then: {})
    #expect(patched == nil)
    #expect(folder.read("site/photos/a.html") == "a")
  }

  @Test func aMarkedRecordKnowsItsFilesByTheHashesOfItsKind() throws {
    // A file newer than a marked record is the tool's only when it holds the bytes the record lists.
    let folder = try TemporaryFolder()
    let bytes = Array("page".utf8)
    let fnv = String(Hashing.fnv(bytes), radix: 16)
    let digest = String(Hashing.digest(bytes), radix: 16)
    for (header, hash, holds) in [
      ("# inputs 000 digest", digest, true), ("# inputs 000 digest", fnv, false),
      ("# inputs 000", fnv, true), ("# inputs 000", digest, false),
    ] {
      try folder.write("site/.cleangallery-files", "\(header)\n\(hash) 4 a.html\n")
      usleep(20_000)
      try folder.write("site/a.html", "page")
      WrittenSite.forgetLastRead()
      let site = try #require(WrittenSite.read(folder.path + "/site"))
      #expect(site.record.isUnfinished)
      #expect(site.holdsRecordedBytes("a.html") == holds, "\(header) with \(hash)")
    }
  }
}
