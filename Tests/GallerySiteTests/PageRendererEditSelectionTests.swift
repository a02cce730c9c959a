import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryWorkers

/// A photo's texts (`gallery set`) and an album's cover (`gallery cover`) render only the pages that
/// show them: checked against two full renders of the album gallery, for every photo and every cover
/// it can have, hosted (link previews with the cover's alt text) and not.
@Suite struct PageRendererEditSelectionTests {
  private func render(
    _ gallery: Gallery, _ selection: PageRenderer.Selection? = nil
  ) throws -> [String: [UInt8]] {
    let builder = PageRenderer(worker: Fixtures.worker(gallery), theme: try TestThemes.defaultTheme())
    return Dictionary(uniqueKeysWithValues: try builder.renderPages(selection).map { ($0.path, $0.bytes) })
  }

  /// The gallery after one of the scene's edits, as `SiteEdit` makes it.
  private func edited(_ gallery: Gallery, _ edit: SiteEdit.Edit) throws -> Gallery {
    let (outcome, scene) = SiteEdit.SaveOutcome.run(edit, on: PhotosWorker(gallery: gallery))
    let result = try #require(outcome)
    #expect(result.error == nil && result.changed, "\(result.message)")
    return try #require(scene.gallery)
  }

  /// Every page that differs between the full renders of `before` and `after` is selected, and
  /// renders the same through the selection; the selection renders fewer pages than all.
  private func expectSelected(_ before: Gallery, _ after: Gallery, _ what: String) throws {
    let original = try render(before)
    let full = try render(after)
    // Tag pages come and go with tags: a patch adds the new ones and removes the lost ones.
    let changed = Set(full.keys.filter { full[$0] != original[$0] })
    #expect(!changed.isEmpty, "\(what): no page changed")
    let selection = try #require(
      PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "\(what): no selection")
    let siteMap = SiteMap()
    let removed =
      selection.removedTags.flatMap { slug, pages in pages.map { siteMap.tagPage($0, slug: slug) } }
      + (selection.removedTagIndex ? [siteMap.tagIndexPage] : [])
      + selection.removedGridPages.flatMap { album, pages in pages.map { siteMap.gridPage($0, album: album) }
      }
    #expect(Set(removed) == Set(original.keys).subtracting(full.keys), "\(what): the pages lost")
    let partial = try render(after, selection)
    #expect(changed.isSubset(of: Set(partial.keys)), "\(what): missed \(changed.subtracting(partial.keys))")
    #expect(partial.allSatisfy { full[$0.key] == $0.value }, "\(what): a page differs")
    #expect(partial.count < full.count, "\(what): everything was rendered")
  }

  /// The album gallery with an explicit cover from a sub-album (`a` shows `s2`), so a photo that is a
  /// cover somewhere other than first in its grid is among those edited.
  private func gallery(hosted: Bool) throws -> Gallery {
    var gallery = Fixtures.albumGallery()
    gallery.baseURL = hosted ? try BaseURL("https://example.com/") : nil
    try gallery.setCover(ofAlbum: "a", photo: "s2")
    return gallery
  }

  @Test(arguments: [false, true])
  func everyPageAPhotosTextsChangeIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    let before = try gallery(hosted: hosted)
    let requests: [(String) -> ImageIndexEdit.SavePhotoTexts.Request] = [
      { .init(photoID: $0, title: "New <title>") }, { .init(photoID: $0, alt: "New alt") },
      { .init(photoID: $0, description: "New\ndescription") }, { .init(photoID: $0, tags: ["x", "y"]) },
    ]
    for photo in before.allPhotos {
      for request in requests.map({ $0(photo.id) }) {
        let after = try edited(before, .photoTexts(request))
        try expectSelected(before, after, "\(request)")
      }
    }
  }

  @Test(arguments: [false, true])
  func everyPageACoverChangeIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    let before = try gallery(hosted: hosted)
    let tree = AlbumTree(before)
    for album in tree.nodes where !album.isRoot {
      let below = tree.nodes.filter { node in tree.trail(to: node.id).contains { $0.id == album.id } }
      for photo in below.flatMap(\.photos) where photo.id != before.album(album.id)?.cover {
        let after = try edited(before, .cover(.init(albumID: album.id, photoID: photo.id)))
        guard AlbumTree(after).node(album.id)?.coverPhotoID != album.coverPhotoID else { continue }
        try expectSelected(before, after, "cover of \(album.id) = \(photo.id)")
      }
    }
    let cleared = try edited(before, .cover(.init(albumID: "a", photoID: nil)))
    try expectSelected(before, cleared, "cover of a cleared")
  }

  @Test func aTitleRendersItsGridPageItsPagesAndItsNeighbours() throws {
    let before = Fixtures.albumGallery()
    let after = try edited(before, .photoTexts(.init(photoID: "b3", title: "Three")))
    let selection = try #require(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)))
    let pages = try render(after, selection).keys.filter { !$0.hasSuffix(".xml") }
    #expect(
      pages.sorted() == [
        "albums/b/page/2.html", "edit/b2.html", "edit/b3.html", "edit/b4.html", "photos/b2.html",
        "photos/b3.html", "photos/b4.html", "viewer-words.js",
      ])
  }

  /// A caption or tags alone show on the photo's own page and its grid page, never its neighbours' nor
  /// on its move page: a selection's texts (issue 49) render a page for each photo, not six. Checked
  /// for every photo, hosted and not, against two full renders.
  @Test(arguments: [false, true])
  func aCaptionOrTagsRenderNoNeighbour(hosted: Bool) throws {
    let before = try gallery(hosted: hosted)
    for id in AlbumTree(before).nodes.flatMap({ $0.photos.map(\.id) }) {
      let after = try edited(
        before, .selectionTexts(.init(photoIDs: [id], addTags: ["sea"], caption: .set("Caption"))))
      try expectSelected(before, after, "caption and tag of \(id)")
    }
    let after = try edited(before, .photoTexts(.init(photoID: "b3", description: "Three")))
    let pages = try render(
      after, try #require(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after))))
    #expect(
      pages.keys.filter { $0.hasSuffix(".html") }.sorted() == [
        "albums/b/page/2.html", "photos/b3.html",
      ])
    let several = try edited(
      before,
      .selectionTexts(
        .init(photoIDs: ["r1", "a2", "s4", "b5"], addTags: ["sea"], caption: .append("By Jane"))))
    try expectSelected(before, several, "a selection of four")
  }

  /// Tags edited, added, removed and moved with their photos: the tag grids, the index and the home
  /// grid's link to it are selected, and tags that went are removed.
  @Test(arguments: [false, true])
  func everyPageATagChangeIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    var before = try gallery(hosted: hosted)
    let tagged: [String: [String]] = [
      "r1": ["Sea", "sky"], "a2": ["sea"], "s1": ["storm", "sea"], "b4": ["sky"],
    ]
    for (id, tags) in tagged { try before.setTexts(ofPhoto: id, tags: tags) }
    let edits: [(String, [String])] = [
      ("r2", ["sea"]), ("a2", []), ("b4", ["new tag"]), ("s1", ["STORM"]), ("r1", ["sky"]), ("b5", ["Sea"]),
    ]
    for (id, tags) in edits {
      let after = try edited(before, .photoTexts(.init(photoID: id, tags: tags)))
      try expectSelected(before, after, "tags of \(id) = \(tags)")
    }
    let titled = try edited(before, .photoTexts(.init(photoID: "s1", title: "Squall")))
    try expectSelected(before, titled, "title of a tagged photo")
    var untagged = try gallery(hosted: hosted)
    try untagged.setTexts(ofPhoto: "b4", tags: ["only"])
    let lastGone = try edited(untagged, .photoTexts(.init(photoID: "b4", tags: [])))
    try expectSelected(untagged, lastGone, "the last tag removed")
  }

  /// With search on, the search page's filters list the photos' tags: a tag that comes or goes renders
  /// it too (an edit's selection left it as it was, offering a tag no photo had any more).
  @Test func aTagChangeWithSearchRendersTheSearchPage() throws {
    var before = Fixtures.albumGallery()
    before.search = true
    try before.setTexts(ofPhoto: "r1", tags: ["sea"])
    for (id, tags) in [("b4", ["new tag"]), ("r1", [String]())] {
      let after = try edited(before, .photoTexts(.init(photoID: id, tags: tags)))
      #expect(try render(after)["search.html"] != render(before)["search.html"], "\(id): the filters")
      try expectSelected(before, after, "tags of \(id) = \(tags), with search")
    }
  }

  @Test func aTagReSluggedByANewTwinRendersEverything() throws {
    var before = Fixtures.albumGallery()
    try before.setTexts(ofPhoto: "r1", tags: ["a/b"])
    // "a b" sorts first and takes the plain slug "a-b" from "a/b".
    let after = try edited(before, .photoTexts(.init(photoID: "r2", tags: ["a b"])))
    #expect(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)) == nil)
  }

  @Test func anAlbumsTextsRenderEverything() throws {
    let before = Fixtures.albumGallery()
    let after = try edited(before, .albumTexts(.init(albumID: "b", description: "Other")))
    #expect(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)) == nil)
  }
}
