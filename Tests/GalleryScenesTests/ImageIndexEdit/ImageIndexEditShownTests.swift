import GalleryModel
import GalleryThemes
import Testing

@testable import GalleryScenes

/// What each save says in the site's language (issue 49, item 5): the organizer shows `shown`, the
/// command line and the history keep the English `message`; a refusal has none.
@Suite struct ImageIndexEditShownTests {
  private func summary(
    _ words: Words, _ present: (ImageIndexEditPresenter) -> Void
  ) -> ImageIndexEdit.EditSummary? {
    let sut = ImageIndexEditPresenter(words: words)
    let spy = ImageIndexEditPresenterTests.ImageIndexEditDisplayLogicSpy()
    sut.saveDisplay = spy
    present(sut)
    return spy.editViewModels.first?.viewModel ?? spy.saveViewModel
  }

  private let kyoto = ImageIndexEdit.SaveIndex.Place(id: "k", title: "Kyoto", position: 3)

  @Test func everySaveHasItsSentenceAndKeepsItsEnglishLine() {
    let english = Words.english
    let moved = summary(english) {
      $0.presentSaveIndex(response: .moved(photoID: "dune", from: 12, to: 1, count: 40))
    }
    #expect(moved?.message == "moved 'dune' from 12 to 1")
    #expect(moved?.shown == "Moved “dune” from position 12 to 1.")
    let many = summary(english) {
      $0.presentSaveIndices(response: .moved(photoIDs: ["a", "b", "c"], to: kyoto, droppedCovers: []))
    }
    #expect(many?.shown == "Moved 3 photos to position 3 of the album “Kyoto”.")
    let added = summary(english) { $0.presentSaveNewPhotos(response: .added(photoIDs: ["a"], to: kyoto)) }
    #expect(added?.shown == "Added 1 photo at position 3 of the album “Kyoto”.")
    let made = summary(english) {
      $0.presentSaveNewAlbum(
        response: .made(albumID: "n", title: "Night", at: kyoto, photoCount: 0, droppedCovers: []))
    }
    #expect(made?.shown == "Made the empty album “Night”.")
    let refused = summary(english) { $0.presentRemovePhotos(response: .failed(.usage("x"))) }
    #expect(refused?.shown == nil && refused?.message == "x")
  }

  @Test func theSentencesAreTheSitesLanguages() {
    let german = Words.shipped(for: try? LanguageTag("de"))
    let removed = summary(german) {
      $0.presentRemovePhotos(response: .removed(photoIDs: ["a", "b"], files: [], droppedCovers: []))
    }
    #expect(removed?.shown == "2 Fotos aus der Galerie genommen; ihre Dateien bleiben im Ordner.")
    #expect(removed?.message.hasPrefix("took 'a', 'b' out of the gallery") == true)
    let korean = Words.shipped(for: try? LanguageTag("ko"))
    let texts = summary(korean) {
      $0.presentSaveSelectionTexts(response: .saved(changed: ["a", "b", "c"], count: 3, fields: [.tags]))
    }
    #expect(texts?.shown == "사진 3장의 글을 저장했습니다.")
    let arabic = Words.shipped(for: try? LanguageTag("ar"))
    let two = summary(arabic) { $0.presentSaveNewPhotos(response: .added(photoIDs: ["a", "b"], to: kyoto)) }
    #expect(two?.shown?.hasPrefix("أُضيفت صورتان") == true, "\(two?.shown ?? "")")
    // A title in a sentence of the other direction is isolated.
    #expect(two?.shown?.contains("\u{2068}Kyoto\u{2069}") == true)
  }
}
