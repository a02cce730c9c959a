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
}
