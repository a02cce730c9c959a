import Testing

@testable import GalleryPaths

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

  /// The byte-level href against the String-level one it replaced (kept here as the reference), on
  /// every pair of a set of site paths, with and without fragments.
  @Test func hrefsMatchTheReferenceOnEveryPairOfPaths() {
    func reference(_ page: String, _ target: String, _ fragment: String?) -> String {
      let fromFolders = page.split(separator: "/").dropLast()
      var targetParts = target.split(separator: "/")
      var shared = 0
      while shared < fromFolders.count, shared < targetParts.count - 1,
        fromFolders[fromFolders.startIndex + shared] == targetParts[shared]
      {
        shared += 1
      }
      targetParts.removeFirst(shared)
      let ups = Array(repeating: "..", count: fromFolders.count - shared)
      var href = (ups + targetParts.map { URLEncoding.pathSegment(String($0)) }).joined(separator: "/")
      if let fragment { href += "#" + URLEncoding.pathSegment(fragment) }
      return href
    }
    let paths = [
      "index.html", "page/2.html", "photos/a.html", "edit/a.html", "albums/x/index.html",
      "albums/x/page/3.html", "albums/xy/index.html", "albums/x/page/2.html", "media/a b/c#d.jpg",
      "media/é/ü.jpg", "assets/style.css", "albums/page/index.html", "page/albums.html",
    ]
    for page in paths {
      for target in paths {
        for fragment in [nil, "photo-a", "a b/é"] {
          #expect(
            sut.href(from: page, to: target, fragment: fragment) == reference(page, target, fragment),
            "\(page) → \(target) # \(fragment ?? "-")")
        }
      }
    }
  }
}

extension SiteMapTests {
  @Test func twoNamesThatDifferOnlyInNormalizationAreCopiedUnderTwoNames() {
    // Given the same name composed (NFC) and decomposed (NFD): equal Strings, different bytes
    let composed = "trip/caf\u{E9}.png"
    let decomposed = "trip/cafe\u{301}.png"
    #expect(composed == decomposed)
    // When each is copied into the site
    let first = sut.mediaFile(composed)
    let second = sut.mediaFile(decomposed)
    // Then the NFC one keeps its name, the other gets its NFC form with its bytes' digest: never one name
    #expect(first == "media/trip/caf\u{E9}.png")
    #expect(second != first)
    #expect(second.hasPrefix("media/trip/caf\u{E9}-") && second.hasSuffix(".png"), "\(second)")
    #expect(sut.mediaFile("e\u{301}") != sut.mediaFile("e\u{301}\u{300}"))
    #expect(sut.mediaFile("plain/IMG_1.JPG") == "media/plain/IMG_1.JPG")
    #expect(sut.mediaFile("d\u{E9}j\u{E0}/\u{1F600}.jpg") == "media/d\u{E9}j\u{E0}/\u{1F600}.jpg")
    #expect(sut.mediaFile(".e\u{301}").hasPrefix("media/.\u{E9}-"), "a leading dot is no extension")
  }
}
