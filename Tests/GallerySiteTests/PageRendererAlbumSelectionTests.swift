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

  /// The gallery after the ImageIndexEdit scene's SaveIndex, as `gallery move` makes it.
  private func moved(_ gallery: Gallery, _ request: ImageIndexEdit.SaveIndex.Request) throws -> Gallery {
    let (outcome, scene) = SiteEdit.SaveOutcome.run(.photo(request), on: PhotosWorker(gallery: gallery))
    let result = try #require(outcome)
    #expect(result.error == nil, "\(request): \(result.message)")
    return try #require(scene.gallery)
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
    var before = Fixtures.albumGallery()
    before.baseURL = hosted ? try BaseURL("https://example.com/") : nil
    let original = try render(before)
    for request in requests(in: before) {
      let after = try moved(before, request)
      let full = try render(after)
      let changed = Set(full.keys.filter { full[$0] != original[$0] })
      let removed = Set(original.keys).subtracting(full.keys)
      // Every move between positions or grids is a selection, even one where a page comes or goes.
      let selection = try #require(
        PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "\(request): no selection")
      let listedAsRemoved = Set(
        selection.removedGridPages.flatMap { album, pages in
          pages.map { SiteMap().gridPage($0, album: album) }
        })
      #expect(listedAsRemoved == removed, "\(request): removed \(removed), selection says \(listedAsRemoved)")
      let partial = try render(after, selection)
      // Changed and added pages are rendered.
      #expect(changed.isSubset(of: Set(partial.keys)), "\(request): \(changed.subtracting(partial.keys))")
      #expect(partial.allSatisfy { full[$0.key] == $0.value }, "\(request): a page differs")
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
    var before = Fixtures.albumGallery()
    before.baseURL = hosted ? try BaseURL("https://example.com/") : nil
    before.albums[1].photos[0].tags = ["sea"]
    let original = try render(before)
    for node in AlbumTree(before).nodes {
      for position in Set([1, max(1, node.photos.count / 2), node.photos.count + 1]) {
        let dropped = [
          Photo(id: "n1", image: .file("images/n1.jpg"), title: "New one", tags: ["sea"]),
          Photo(id: "n2", image: .file("images/n2.jpg"), tags: ["drop"]),
        ]
        let (outcome, scene) = SiteEdit.SaveOutcome.run(
          .newPhotos(.init(photos: dropped, albumID: node.id, toPosition: position)),
          on: PhotosWorker(gallery: before))
        #expect(try #require(outcome).error == nil)
        let after = try #require(scene.gallery)
        let full = try render(after)
        let changed = Set(full.keys.filter { full[$0] != original[$0] })
        let selection = try #require(
          PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "'\(node.id)' \(position)")
        #expect(selection.addedPhotos == ["n1", "n2"])
        #expect(Set(original.keys).isSubset(of: full.keys))
        let partial = try render(after, selection)
        #expect(
          changed.isSubset(of: Set(partial.keys)),
          "'\(node.id)' \(position): \(changed.subtracting(partial.keys))")
        #expect(partial.allSatisfy { full[$0.key] == $0.value }, "'\(node.id)' \(position): a page differs")
      }
    }
  }

  /// Every photo taken out of the gallery, alone and with its album's next one, hosted and not: every
  /// page that changes is selected and rendered as a full render renders it (the pages that go are
  /// left out by the staged site, which keeps only the pages a full render has).
  @Test(arguments: [false, true])
  func everyPageARemovalChangesIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    var before = Fixtures.albumGallery()
    before.baseURL = hosted ? try BaseURL("https://example.com/") : nil
    before.albums[1].photos[0].tags = ["sea"]
    before.photos[0].tags = ["sea"]
    let original = try render(before)
    for node in AlbumTree(before).nodes {
      for (index, photo) in node.photos.enumerated() {
        let ids = [photo.id] + (index + 1 < node.photos.count ? [node.photos[index + 1].id] : [])
        let (outcome, scene) = SiteEdit.SaveOutcome.run(
          .removePhotos(.init(photoIDs: ids)), on: PhotosWorker(gallery: before))
        #expect(try #require(outcome).error == nil)
        let after = try #require(scene.gallery)
        let full = try render(after)
        let changed = Set(full.keys.filter { full[$0] != original[$0] })
        let selection = try #require(
          PageRenderer.Selection.between(AlbumTree(before), AlbumTree(after)), "\(ids)")
        #expect(selection.removedPhotos == Set(ids) && selection.addedPhotos.isEmpty)
        let partial = try render(after, selection)
        #expect(changed.isSubset(of: Set(partial.keys)), "\(ids): \(changed.subtracting(partial.keys))")
        #expect(partial.allSatisfy { full[$0.key] == $0.value }, "\(ids): a page differs")
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
