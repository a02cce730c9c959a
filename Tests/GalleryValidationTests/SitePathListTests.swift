import Testing

@testable import GalleryValidation

/// The other files given as spans of a record's bytes (`SitePathList`, a move's check) judge links
/// exactly as the same files given as a set, pages among them or not.
@Suite struct SitePathListTests {
  typealias Fixtures = ValidationFixtures

  private func list(_ paths: [String]) -> SitePathList {
    var bytes: [UInt8] = []
    var spans: [Range<Int>] = []
    for path in paths {
      bytes += Array("0 1 ".utf8)
      let start = bytes.count
      bytes += path.utf8
      spans.append(start..<bytes.count)
      bytes.append(0x0A)
    }
    return SitePathList(bytes: bytes, spans: spans)
  }

  @Test func aListJudgesLinksAsTheSetDoes() {
    let pages = [
      "photos/a.html": Array(
        Fixtures.page(
          body:
            "<a href=\"../index.html#photo-a\">Up</a><a href=\"b.html\">B</a><img src=\"../img/a.jpg\" alt=\"\"/>"
            + "<a href=\"../img/\">folder</a><a href=\"gone.html\">gone</a>"
        ).utf8)
    ]
    let validator = SiteValidator(options: .init(isWholeSite: false))
    let files: Set<String> = ["index.html", "photos/b.html", "img/a.jpg"]
    let fromSet = validator.validate(pages: pages, otherFiles: files)
    let fromList = validator.validate(pages: pages, otherFiles: list(files.sorted() + ["photos/a.html"]))
    #expect(!fromSet.problems.isEmpty)
    #expect(fromList.problems == fromSet.problems)
    // In the order of its bytes (a record's), the list is searched as it is: the same verdicts.
    let sorted = list((files.sorted() + ["photos/a.html"]).sorted())
    #expect(sorted.isSortedByBytes && !list(files.sorted() + ["photos/a.html"]).isSortedByBytes)
    #expect(validator.validate(pages: pages, otherFiles: sorted).problems == fromSet.problems)
  }

  /// The binary search finds every path of a sorted list and none other: prefixes of each other,
  /// non-ASCII, the first and last, an empty list.
  @Test func aSortedListHoldsExactlyItsPaths() {
    let paths = ["a", "a/b", "a/b/c.html", "ab", "b.html", "photos/서울.html", "photos/é.html", "z"]
    let sorted = list(paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    #expect(sorted.isSortedByBytes)
    func holds(_ list: SitePathList, _ path: String) -> Bool {
      var path = path
      return path.withUTF8 { list.contains($0) }
    }
    for path in paths { #expect(holds(sorted, path), "\(path)") }
    for path in ["", "a/", "a/b/c", "aa", "b", "photos/서", "zz", "0"] {
      #expect(!holds(sorted, path), "\(path)")
    }
    #expect(!holds(list([]), "a") && list([]).isSortedByBytes)
  }
}
