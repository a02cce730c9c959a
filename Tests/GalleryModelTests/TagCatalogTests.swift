import Testing

@testable import GalleryModel

/// The tags as ways in: twins are one tag, photos in the gallery's order, slugs safe, unique and stable.
@Suite struct TagCatalogTests {
  private func photo(_ id: String, _ tags: [String]?) -> Photo {
    Photo(id: id, image: .file("images/\(id).jpg"), tags: tags)
  }

  private func catalog(_ root: [Photo], albums: [Album] = []) -> TagCatalog {
    TagCatalog(AlbumTree(Gallery(title: "T", pageSize: 2, photos: root, albums: albums)))
  }

  @Test func twinsByCaseAndNormalisationAreOneTagShownAsFirstWritten() {
    let sut = catalog([
      photo("a", ["Café"]), photo("b", ["cafe\u{301}"]), photo("c", ["CAFÉ", "café"]), photo("d", nil),
    ])
    #expect(sut.tags.count == 1)
    #expect(sut.tags.first?.name == "Café")
    #expect(sut.tags.first?.photoIDs == ["a", "b", "c"], "each photo once, even with two twins")
    #expect(sut.tag(named: "CAFE\u{301}")?.slug == "café")
  }

  @Test func photosAreInTheGallerysOrderAcrossAlbums() {
    let sut = catalog(
      [photo("r1", ["sea"])],
      albums: [
        Album(
          id: "x", title: "X", photos: [photo("x1", ["sea"])],
          albums: [Album(id: "y", title: "Y", photos: [photo("y1", ["sea"])])]),
        Album(id: "z", title: "Z", photos: [photo("z1", ["sea", "sky"])]),
      ])
    #expect(sut.tag(slug: "sea")?.photoIDs == ["r1", "x1", "y1", "z1"])
    #expect(sut.tags.map(\.name) == ["sea", "sky"], "sorted by key")
    #expect(sut.tag(slug: "sea")?.gridPageCount(pageSize: sut.pageSize) == 2)
  }

  @Test func slugsAreOneSafeSegmentKeepingLettersOfAnyScript() {
    #expect(TagCatalog.baseSlug(of: "new york") == "new-york")
    #expect(TagCatalog.baseSlug(of: "../../etc/passwd") == "etc-passwd")
    #expect(TagCatalog.baseSlug(of: "폭풍 2024") == "폭풍-2024")
    #expect(TagCatalog.baseSlug(of: "a\u{202E}b\u{0}c") == "a-b-c", "bidi controls and NUL are separators")
    #expect(TagCatalog.baseSlug(of: "!!!") == "tag")
    #expect(TagCatalog.baseSlug(of: String(repeating: "a", count: 500)).unicodeScalars.count == 48)
  }

  @Test func aTwinSlugOrAReservedOneGetsItsKeysHash() {
    let sut = catalog([photo("a", ["a b", "a/b", "index", "CON", "lpt1"])])
    let slugs = Set(sut.tags.map(\.slug))
    #expect(slugs.count == 5)
    #expect(sut.tag(named: "a b")?.slug == "a-b", "the first key in order keeps the plain slug")
    #expect(sut.tag(named: "a/b")?.slug.hasPrefix("a-b-") == true)
    for reserved in ["index", "con", "lpt1"] {
      let slug = sut.tag(named: reserved)?.slug ?? ""
      #expect(slug.hasPrefix(reserved + "-") && slug.count == reserved.count + 9, "\(slug)")
    }
  }

  @Test func slugsDoNotDependOnWhichPhotoComesFirst() {
    let before = catalog([photo("a", ["Storm"]), photo("b", ["storm", "sea"])])
    let after = catalog([photo("b", ["storm", "sea"]), photo("a", ["Storm"])])
    #expect(before.tags.map(\.slug) == after.tags.map(\.slug))
  }

  @Test func aGalleryWithoutTagsHasAnEmptyCatalogue() {
    #expect(catalog([photo("a", nil), photo("b", [])]).isEmpty)
  }
}
