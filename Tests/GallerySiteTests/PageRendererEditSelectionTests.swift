import GalleryTestSupport
import Testing

@testable import GalleryModel
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
    #expect(Set(full.keys) == Set(original.keys), "\(what): the pages are not the same paths")
    let changed = Set(full.keys.filter { full[$0] != original[$0] })
    #expect(!changed.isEmpty, "\(what): no page changed")
    let selection = try #require(
      PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "\(what): no selection")
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

  @Test func anAlbumsTextsRenderEverything() throws {
    let before = Fixtures.albumGallery()
    let after = try edited(before, .albumTexts(.init(albumID: "b", description: "Other")))
    #expect(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)) == nil)
  }
}
