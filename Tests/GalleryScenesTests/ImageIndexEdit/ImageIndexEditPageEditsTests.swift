import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes

/// The page's doors to the edits past one move, as `SiteMove` uses `save(_:)`: each returns the
/// Presenter's outcome, and `reorderedGallery` is then the edited gallery (or, after a refusal, the
/// gallery as read).
@Suite struct ImageIndexEditPageEditsTests {
  private func makePage() throws -> ImageIndexEditPage {
    ImageIndexEditPage(
      theme: try TestThemes.minimal(), siteMap: SiteMap(),
      worker: PhotosWorker(gallery: Fixtures.albumGallery()))
  }

  @Test func eachEditReturnsItsOutcomeAndLeavesTheEditedGallery() throws {
    let page = try makePage()
    let moved = try #require(page.saveIndices(.init(photoIDs: ["b5", "r2"], toPosition: "1", albumID: "a")))
    #expect(moved == .init(message: "moved 'b5', 'r2' to 1–2 of album 'a'", changed: true, error: nil))
    #expect(page.reorderedGallery?.albums[0].photos.map(\.id) == ["b5", "r2", "a1", "a2", "a3"])
    #expect(page.reorderedTree?.node("a")?.photos.first?.id == "b5")
    // Each next edit starts from the gallery the last one left.
    let texts = try #require(page.savePhotoTexts(.init(photoID: "b5", title: "Dune")))
    #expect(texts == .init(message: "set the title of 'b5'", changed: true, error: nil))
    #expect(page.reorderedGallery?.photo("b5")?.title == "Dune")
    #expect(page.reorderedGallery?.albums[0].photos.first?.id == "b5")
    let cover = try #require(page.saveCover(.init(albumID: "a", photoID: "b5")))
    #expect(cover.changed && page.reorderedGallery?.albums[0].cover == "b5")
    let album = try #require(page.saveAlbumTexts(.init(albumID: "a", description: "First album")))
    #expect(album == .init(message: "set the description of album 'a'", changed: true, error: nil))
    #expect(page.reorderedGallery?.albums[0].description == "First album")
    #expect(page.reorderedGallery?.albums[0].cover == "b5")
  }

  @Test func aRefusedEditReturnsItsErrorAndLeavesTheGalleryAsRead() throws {
    let page = try makePage()
    let error = GalleryError.invalidField(
      noun: "album", id: "b", field: "title", message: "must not be empty")
    #expect(
      page.saveAlbumTexts(.init(albumID: "b", title: ""))
        == .init(message: error.description, changed: false, error: error))
    let refused = try #require(page.saveCover(.init(albumID: "b", photoID: "r1")))
    #expect(!refused.changed && refused.error != nil)
    #expect(page.saveIndices(.init(photoIDs: ["r1"], toPosition: "9"))?.changed == false)
    #expect(
      page.savePhotoTexts(.init(photoID: "r1", tags: [String](repeating: "t", count: 101)))?.changed == false)
    #expect(page.reorderedGallery == Fixtures.albumGallery())
  }
}
