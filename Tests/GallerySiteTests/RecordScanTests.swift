import GalleryCore
import Testing

@testable import GallerySite

/// The record's lines as the scanner finds them: entries with where their path starts, comments and
/// empty lines passed over, a line without a path reported as such, the last line without its newline.
@Suite struct RecordScanTests {
  @Test func entriesCommentsDamageAndTheLastLineAreFoundAsTheyAre() {
    let text = "# inputs 1f\n\nab 12 index.html\n#x 1 y\nbad-line\ncd 3 photos/a b.html\nef 4 last"
    let bytes = Array(text.utf8)
    var seen: [(String, String?)] = []
    RecordScan.forEachEntry(bytes) { line, path in
      seen.append(
        (
          String(decoding: bytes[line], as: UTF8.self),
          path.map { String(decoding: bytes[$0..<line.upperBound], as: UTF8.self) }
        ))
      return true
    }
    #expect(seen.map(\.0) == ["ab 12 index.html", "bad-line", "cd 3 photos/a b.html", "ef 4 last"])
    #expect(seen.map(\.1) == ["index.html", nil, "photos/a b.html", "last"])
    var first: [Int] = []
    RecordScan.forEachEntry(bytes) { line, _ in
      first.append(line.lowerBound)
      return false
    }
    #expect(first.count == 1)
    RecordScan.forEachEntry([]) { _, _ in
      Issue.record("an empty record has no lines")
      return true
    }
  }

  /// A patch's lines found by binary search in the sorted record are the lines one scan finds; a
  /// record out of order is scanned.
  @Test func linesFoundBySearchAreTheLinesTheScanFinds() throws {
    let paths = [
      "assets/a.css", "index.html", "page/2.html", "photos/a.html", "photos/b.html", "photos/c.html",
    ]
    let entries = Dictionary(
      uniqueKeysWithValues: paths.enumerated().map {
        ($1, SiteRecord.Entry(hash: UInt64($0 + 1), size: $0 * 10))
      })
    let sorted = SiteRecord(entries: entries, inputs: 0x1F).bytes
    let record = RecordLines(bytes: sorted, inputs: 0x1F, time: FileTime(seconds: 0, nanoseconds: 0))
    let wanted: Set<String> = ["index.html", "photos/b.html", "photos/c.html", "photos/zz.html"]
    let list = record.paths
    #expect(list.isSortedByBytes && list.count == paths.count)
    let searched = try #require(record.lines(of: wanted, among: list))
    let scanned = try #require(record.lines(of: wanted))
    #expect(Set(searched.keys) == ["index.html", "photos/b.html", "photos/c.html"])
    for (path, line) in scanned {
      #expect(searched[path]?.range == line.range && searched[path]?.entry == line.entry, "\(path)")
    }
    let text = String(decoding: sorted, as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    let shuffled = Array(([lines[0]] + lines.dropFirst().reversed()).joined(separator: "\n").utf8) + [0x0A]
    let unsorted = RecordLines(bytes: shuffled, inputs: 0x1F, time: FileTime(seconds: 0, nanoseconds: 0))
    #expect(!unsorted.paths.isSortedByBytes)
    #expect(unsorted.lines(of: wanted, among: unsorted.paths).map { Set($0.keys) } == Set(searched.keys))
  }
}
