import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryWorkers

/// In a gallery with albums a photo move renders only the grids it touches: the photo's album (and the
/// album it moves to), their parents' first pages (a sub-album's cell shows its count and cover); a
/// grid that gains a page renders it, one that loses a page names it to be removed.
/// Checked against two full renders, for every move of every photo inside its album and into each other
/// album (first position and end).
@Suite struct PageRendererAlbumSelectionTests {
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
    #expect(result.error == nil, "\(edit): \(result.message)")
    return try #require(scene.gallery)
  }

  /// The gallery after the ImageIndexEdit scene's SaveIndex, as `gallery move` makes it.
  private func moved(_ gallery: Gallery, _ request: ImageIndexEdit.SaveIndex.Request) throws -> Gallery {
    try edited(gallery, .photo(request))
  }

  /// The album gallery, hosted or not (grid pages then carry link previews showing their cover or
  /// first photo).
  private func gallery(hosted: Bool) throws -> Gallery {
    var gallery = Fixtures.albumGallery()
    gallery.baseURL = hosted ? try BaseURL("https://example.com/") : nil
    return gallery
  }

  /// Every page of `after` that differs from `original` (a full render of the gallery before) is
  /// rendered through `selection`, and every page it renders is the full render's; the full render.
  @discardableResult
  private func expectRenderedTheSame(
    _ after: Gallery, original: [String: [UInt8]], selection: PageRenderer.Selection, _ what: String
  ) throws -> [String: [UInt8]] {
    let full = try render(after)
    let changed = Set(full.keys.filter { full[$0] != original[$0] })
    let partial = try render(after, selection)
    #expect(changed.isSubset(of: Set(partial.keys)), "\(what): \(changed.subtracting(partial.keys))")
    #expect(partial.allSatisfy { full[$0.key] == $0.value }, "\(what): a page differs")
    return full
  }

  private func requests(in gallery: Gallery) -> [ImageIndexEdit.SaveIndex.Request] {
    let tree = AlbumTree(gallery)
    var requests: [ImageIndexEdit.SaveIndex.Request] = []
    for node in tree.nodes {
      for photo in node.photos {
        let from = (node.index(ofPhoto: photo.id) ?? 0) + 1
        for to in node.photos.indices.map({ $0 + 1 }) where to != from {
          requests.append(.init(photoID: photo.id, toPosition: to))
        }
        for other in tree.nodes where other.id != node.id {
          requests.append(.init(photoID: photo.id, toPosition: 1, albumID: other.id))
          requests.append(.init(photoID: photo.id, albumID: other.id))
        }
      }
    }
    return requests
  }

  /// Hosted too: grid pages then carry link previews showing their cover or first photo.
  @Test(arguments: [false, true])
  func everyPageAPhotoMoveChangesIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    let before = try gallery(hosted: hosted)
    let original = try render(before)
    for request in requests(in: before) {
      let after = try moved(before, request)
      // Every move between positions or grids is a selection, even one where a page comes or goes.
      let selection = try #require(
        PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "\(request): no selection")
      // Changed and added pages are rendered.
      let full = try expectRenderedTheSame(after, original: original, selection: selection, "\(request)")
      let removed = Set(original.keys).subtracting(full.keys)
      let listedAsRemoved = Set(
        selection.removedGridPages.flatMap { album, pages in
          pages.map { SiteMap().gridPage($0, album: album) }
        })
      #expect(listedAsRemoved == removed, "\(request): removed \(removed), selection says \(listedAsRemoved)")
    }
  }

  @Test func aMoveInsideAnAlbumRendersOnlyThatAlbumsPages() throws {
    let before = Fixtures.albumGallery()
    let after = try moved(before, .init(photoID: "b3", toPosition: 4))
    let selection = try #require(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)))
    #expect(Array(selection.albums.keys) == ["b"])
    let pages = try render(after, selection)
    #expect(
      pages.keys.sorted() == [
        "albums/b/page/2.html", "edit/b2.html", "edit/b3.html", "edit/b4.html", "edit/b5.html",
        "photos/b2.html", "photos/b3.html", "photos/b4.html", "photos/b5.html", "viewer-words.js",
      ])
  }

  @Test func aMoveBetweenAlbumsRendersTheTwoAlbumsAndTheirParentsFirstPages() throws {
    let before = Fixtures.albumGallery()
    let after = try moved(before, .init(photoID: "s2", albumID: "b"))
    let selection = try #require(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)))
    #expect(Set(selection.albums.keys) == ["", "a", "a1", "b"])
    #expect(selection.albums[""] == PageRenderer.Selection.firstGridPage)
  }

  /// Photos dropped into each grid (at its start, its middle and its end; a tag of their own and one an
  /// old photo has): every page the drop changes or adds is selected and rendered as a full render
  /// renders it, and none goes.
  @Test(arguments: [false, true])
  func everyPageADropChangesIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    var before = try gallery(hosted: hosted)
    before.albums[1].photos[0].tags = ["sea"]
    let original = try render(before)
    for node in AlbumTree(before).nodes {
      for position in Set([1, max(1, node.photos.count / 2), node.photos.count + 1]) {
        let dropped = [
          Photo(id: "n1", image: .file("images/n1.jpg"), title: "New one", tags: ["sea"]),
          Photo(id: "n2", image: .file("images/n2.jpg"), tags: ["drop"]),
        ]
        let after = try edited(
          before, .newPhotos(.init(photos: dropped, albumID: node.id, toPosition: position)))
        let what = "'\(node.id)' \(position)"
        let selection = try #require(
          PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "\(what)")
        #expect(selection.addedPhotos == ["n1", "n2"])
        let full = try expectRenderedTheSame(after, original: original, selection: selection, what)
        #expect(Set(original.keys).isSubset(of: full.keys))
      }
    }
  }

  /// Every photo taken out of the gallery, alone and with its album's next one, hosted and not: every
  /// page that changes is selected and rendered as a full render renders it (the pages that go are
  /// left out by the staged site, which keeps only the pages a full render has).
  @Test(arguments: [false, true])
  func everyPageARemovalChangesIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    var before = try gallery(hosted: hosted)
    before.albums[1].photos[0].tags = ["sea"]
    before.photos[0].tags = ["sea"]
    let original = try render(before)
    for node in AlbumTree(before).nodes {
      for (index, photo) in node.photos.enumerated() {
        let ids = [photo.id] + (index + 1 < node.photos.count ? [node.photos[index + 1].id] : [])
        let after = try edited(before, .removePhotos(.init(photoIDs: ids)))
        let selection = try #require(
          PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "\(ids)")
        #expect(selection.removedPhotos == Set(ids) && selection.addedPhotos.isEmpty)
        try expectRenderedTheSame(after, original: original, selection: selection, "\(ids)")
      }
    }
  }

  /// Photos in and others out in one step is no edit the tool makes: everything is rendered.
  @Test func photosSwappedForOthersRenderEverything() throws {
    let before = Fixtures.albumGallery()
    var after = before
    after.photos[0] = Photo(id: "x1", image: .file("images/x1.jpg"))
    after.albums[1].photos.append(Photo(id: "x2", image: .file("images/x2.jpg")))
    #expect(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)) == nil)
  }

  @Test func anAlbumMoveRendersEverything() throws {
    let before = Fixtures.albumGallery()
    let (_, scene) = SiteEdit.SaveOutcome.run(
      .album(.init(albumID: "b", toPosition: 1)), on: PhotosWorker(gallery: before))
    let after = try #require(scene.gallery)
    #expect(after.albums.map(\.id) == ["b", "a", "e"])
    #expect(PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)) == nil)
  }
}
