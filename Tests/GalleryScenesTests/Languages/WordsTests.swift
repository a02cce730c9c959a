import GalleryCore
import GalleryModel
import Testing

@testable import GalleryScenes
@testable import GalleryThemes

/// The catalogue the Presenters take their words from: every key in English, plurals, placeholders,
/// the fallback to English.
struct WordsTests {
  /// Every key the Presenters use is in the shipped English catalogue.
  @Test func englishHoldsEveryKey() {
    #expect(Words.english.missingKeys.isEmpty)
    #expect(!Words.english.entries.isEmpty)
  }

  /// The check above can fail: a catalogue without a key names it.
  @Test func aMissingKeyIsNamed() {
    var entries = Words.english.entries
    entries["nav.next"] = nil
    #expect(Words(language: "en", entries: entries).missingKeys == ["nav.next"])
  }

  @Test func pluralsByCount() {
    #expect(Words.english.count(.gridPhotos, 1) == "1 photo")
    #expect(Words.english.count(.gridPhotos, 0) == "0 photos")
    #expect(Words.english.count(.gridPhotos, 12_000) == "12,000 photos")
    #expect(PluralCategory.of(1, language: "de") == .one)
    #expect(PluralCategory.of(1, language: "ko") == .other)
  }

  /// Values go in once, as plain text: a title holding a placeholder or markup stays that text (the
  /// templates escape it).
  @Test func placeholdersFilledOnce() {
    let text = Words.english.text(.detailBackToAlbum, ["album": "{album} <b>"])
    #expect(text == "Back to {album} <b>")
  }

  /// A key the language lacks is said in English.
  /// `fill` works on UTF-8 bytes: braces that name nothing, an unclosed one, a name holding a brace,
  /// and text around them in other scripts come out as they went in, each placeholder filled once.
  @Test func fillKeepsWhatItDoesNotFill() {
    let values = ["a": "Ä{b}", "b": "서울"]
    #expect(Words.fill("{a}", values) == "Ä{b}")
    #expect(Words.fill("é{x}{a}🌅{b}", values) == "é{x}Ä{b}🌅서울")
    #expect(Words.fill("{a{b}} {", values) == "{a서울} {")
    #expect(Words.fill("no braces", values) == "no braces")
    #expect(Words.fill("{a}", [:]) == "{a}")
    #expect(Words.fill("", values) == "")
  }

  @Test func missingKeyFallsBackToEnglish() {
    let words = Words(language: "de", entries: ["nav.next": .text("Weiter")], fallback: Words.english.entries)
    #expect(words.text(.navNext) == "Weiter")
    #expect(words.text(.navPrevious) == "Previous")
  }

  @Test func catalogueErrorsHavePositions() {
    #expect(throws: GalleryError.self) {
      try Words.entries(catalogue: Array(#"{"a": {"one": "x"}}"#.utf8), path: "de.json")
    }
  }

  @Test func languageTags() throws {
    #expect(try LanguageTag("pt-br").text == "pt-BR")
    #expect(try LanguageTag("ar").isRightToLeft)
    #expect(try !LanguageTag("de").isRightToLeft)
    #expect(throws: LanguageTag.Problem.self) { try LanguageTag("e") }
    #expect(throws: LanguageTag.Problem.self) { try LanguageTag("en_US") }
  }

  /// The Presenter writes what its Words say (a display spy over the grid's pagination).
  @Test func presenterTakesItsWords() {
    final class Spy: ImageCollectionDisplayLogic {
      var pagination: ImageCollection.Pagination.ViewModel?
      func displayPhotoCollection(viewModel: ImageCollection.PhotoCollection.ViewModel) {}
      func displayPagination(viewModel: ImageCollection.Pagination.ViewModel) { pagination = viewModel }
    }
    let words = Words(language: "de", entries: ["nav.next": .text("Weiter")], fallback: Words.english.entries)
    let presenter = ImageCollectionPresenter(words: words)
    let spy = Spy()
    presenter.viewController = spy
    presenter.presentPagination(response: .init(page: 1, pageCount: 2))
    #expect(spy.pagination?.nextLabel == "Weiter")
    #expect(spy.pagination?.previousLabel == "Previous")
  }
}
