import GalleryCore
import Testing

@testable import GallerySite

/// A move's patch edits the record's bytes: changed lines in place, lines of removed pages out, and
/// lines of added pages where their paths sort, giving the bytes a whole record of the new entries has.
@Suite struct RecordLinesTests {
  private func entry(_ hash: UInt64, _ size: Int) -> SiteRecord.Entry { .init(hash: hash, size: size) }

  @Test func addedLinesGoWhereTheirPathsSortAndRemovedLinesGo() throws {
    // Given a record of four pages
    let before: [String: SiteRecord.Entry] = [
      "albums/a/index.html": entry(1, 10), "albums/a/page/2.html": entry(2, 20),
      "albums/b/index.html": entry(3, 30), "photos/x.html": entry(4, 40),
    ]
    let record = SiteRecord(entries: before, inputs: 0xab)
    let lines = RecordLines(bytes: record.bytes, inputs: 0xab, time: FileTime(seconds: 0, nanoseconds: 0))
    let list = lines.paths
    let found = try #require(lines.lines(of: ["albums/a/page/2.html", "photos/x.html"], among: list))
    // When a page is changed, one removed and three added (first, between two lines, last)
    let added = [
      (path: "albums/b/page/2.html", entry: entry(5, 50)), (path: "about.html", entry: entry(6, 60)),
      (path: "sitemap.xml", entry: entry(7, 70)),
    ]
    let changed = try #require(found["photos/x.html"])
    let removed = try #require(found["albums/a/page/2.html"])
    let out = lines.replacing(
      [(path: "photos/x.html", line: changed, entry: entry(8, 41))], adding: added, removing: [removed],
      among: list, inputs: 0xcd)
    // Then the bytes are those of the whole record of the new entries, in order
    var after = before
    after["albums/a/page/2.html"] = nil
    after["photos/x.html"] = entry(8, 41)
    for addition in added { after[addition.path] = addition.entry }
    #expect(
      String(decoding: out, as: UTF8.self)
        == String(decoding: SiteRecord(entries: after, inputs: 0xcd).bytes, as: UTF8.self))
  }

  @Test func aLineAddedToARecordWhoseLastLineHasNoNewlineStartsALineOfItsOwn() {
    let lines = RecordLines(
      bytes: Array("# inputs 1 digest\nab 1 a.html".utf8), inputs: 1,
      time: FileTime(seconds: 0, nanoseconds: 0))
    let out = lines.replacing(
      [], adding: [(path: "b.html", entry: entry(0xc, 2))], among: lines.paths, inputs: 2)
    #expect(String(decoding: out, as: UTF8.self) == "# inputs 2 digest\nab 1 a.html\nc 2 b.html\n")
  }
}
