import Testing

@testable import GalleryCore
@testable import GalleryModel
@testable import GalleryScenes

/// The one-line summaries of the album tree's edits (SaveNewAlbum, RemoveAlbum, SaveAlbumTexts with a
/// new id), each reaching its own display method and naming the album whose page shows the outcome.
@Suite struct ImageIndexEditAlbumEditsPresenterTests {
  typealias ViewModel = ImageIndexEdit.EditSummary

  /// What `present` made the Presenter display, through the display method `method` only.
  private func shown(_ method: String, _ present: (ImageIndexEditPresenter) -> Void) -> ViewModel? {
    ImageIndexEditEditsPresenterTests().shown(method, present)
  }

  @Test func aNewAlbumIsSaidWithWhereItStandsAndWhatItHolds() {
    let made = shown("newAlbum") {
      $0.presentSaveNewAlbum(
        response: .made(
          albumID: "kyoto", title: "Kyoto", at: .init(id: "", title: "G", position: 3), photoCount: 1_200,
          droppedCovers: ["b"]))
    }
    #expect(
      made
        == .init(
          message:
            "made album 'kyoto' at position 3 of the top level, with 1,200 photos; album 'b' now shows its first photo (its cover moved away)",
          changed: true, error: nil, albumID: "kyoto"))
    let empty = shown("newAlbum") {
      $0.presentSaveNewAlbum(
        response: .made(
          albumID: "day-2", title: "Day 2", at: .init(id: "kyoto", title: "Kyoto", position: 1),
          photoCount: 0,
          droppedCovers: []))
    }
    #expect(empty?.message == "made album 'day-2' at position 1 of album 'kyoto', empty")
    #expect(empty?.albumID == "day-2")
  }

  @Test func aDeletedAlbumLeadsToItsParent() {
    let removed = shown("removeAlbum") {
      $0.presentRemoveAlbum(response: .removed(albumID: "old", title: "Old", parentID: "2019"))
    }
    #expect(
      removed
        == .init(
          message: "deleted the empty album 'old' from album '2019'; its pages (albums/old/) left the site",
          changed: true, error: nil, albumID: "2019"))
    let top = shown("removeAlbum") {
      $0.presentRemoveAlbum(response: .removed(albumID: "old", title: "Old", parentID: ""))
    }
    #expect(top?.albumID == "" && top?.message.contains("from the top level") == true)
  }

  @Test func aNewIDSaysTheOldAddressIsGone() {
    let renamed = shown("albumTexts") {
      $0.presentSaveAlbumTexts(
        response: .saved(albumID: "kyoto-2019", set: [.title], removed: [], formerID: "kyoto"))
    }
    #expect(
      renamed?.message
        == "set the title of album 'kyoto'; changed the id of album 'kyoto' to 'kyoto-2019': its pages moved from albums/kyoto/ to albums/kyoto-2019/; a link to the old address from outside the gallery no longer works"
    )
    #expect(renamed?.albumID == "kyoto-2019")
    let only = shown("albumTexts") {
      $0.presentSaveAlbumTexts(response: .saved(albumID: "b2", set: [], removed: [], formerID: "b"))
    }
    #expect(only?.message.hasPrefix("changed the id of album 'b' to 'b2'") == true)
    // Texts alone stay on their page.
    let texts = shown("albumTexts") {
      $0.presentSaveAlbumTexts(response: .saved(albumID: "b", set: [.title], removed: []))
    }
    #expect(texts?.albumID == nil && texts?.message == "set the title of album 'b'")
  }

  @Test func aRefusalIsTheErrorsOwnWords() {
    let error = GalleryError.albumNotEmpty(id: "a", photos: 1, albums: 0)
    let refused = shown("removeAlbum") { $0.presentRemoveAlbum(response: .failed(error)) }
    #expect(refused == .init(message: error.description, changed: false, error: error))
    #expect(
      error.description
        == "album 'a' is not empty: it holds 1 photo; move them out first (only an empty album is deleted)")
  }
}
