import GalleryCore
import GalleryModel
import GalleryThemes
import Testing

@testable import GalleryScenes

/// Why an edit was refused, in the site's language (issue 49, item 5): the Presenter words each kind of
/// refusal from the catalogues' `refused.*` words; what the organizer cannot cause keeps its English.
@Suite struct ImageIndexEditRefusalTests {
  private let english = Words.english
  private let german = Words.shipped(for: try? LanguageTag("de"))
  private let korean = Words.shipped(for: try? LanguageTag("ko"))
  private let arabic = Words.shipped(for: try? LanguageTag("ar"))

  private func said(
    _ error: GalleryError, _ words: Words, step: ImageIndexEditPresenter.HistoryStep? = nil
  )
    -> String?
  {
    ImageIndexEditPresenter.refusal(error, step: step, words: words)
  }

  private static func field(_ field: String, _ reason: FieldReason) -> GalleryError {
    .invalidField(noun: "photo", id: "b2", field: field, message: "(the English)", reason: reason)
  }

  @Test func eachKindOfRefusalHasItsSentence() {
    let cases: [(GalleryError, String)] = [
      (
        .positionOutOfRange(input: .to, value: 0, count: 9),
        "Position 0 is not a position: positions count from 1."
      ),
      (
        .positionOutOfRangeIn(input: .to, value: 12, count: 9, noun: "photo", place: "album 'k'"),
        "There is no position 12 there: the last is 9."
      ),
      (.positionMissing(input: .to, count: 4, noun: "photo", place: nil), "Choose a position, from 1 to 4."),
      (
        .unknownPhoto(id: "zz", closest: ["z1"]),
        "The gallery has no photo “zz” (any more): reload the page."
      ),
      (
        .albumNotEmpty(id: "kyoto", photos: 3, albums: 1),
        "The album “kyoto” is not empty: move its photos and albums out first."
      ),
      (Self.field("title", .tooLong(limit: 1000)), "Too long: at most 1,000 characters."),
      (
        Self.field("title", .badCharacter),
        "It holds a control or direction character that cannot be saved: remove it."
      ),
      (Self.field("description", .whiteSpaceOnly), "Only spaces: to remove the text, leave it empty."),
      (Self.field("tags", .tooManyTags(limit: 100)), "At most 100 tags."),
      (Self.field("tags", .tag(number: 2, reason: .empty)), "Tag 2: This must not be empty."),
      (
        Self.field("id", .idTaken(holder: "kyoto")),
        "The album “kyoto” already has this id (ids are unique, ignoring case)."
      ),
      (
        Self.field("id", .idTaken(holder: nil)),
        "Another photo already has this id (ids are unique, ignoring case)."
      ),
      (Self.field("cover", .coverElsewhere), "That photo is not in this album or in an album inside it."),
      (
        .locked(path: "g", seconds: 30),
        "Another gallery command is working on this gallery: try again in a moment."
      ),
      (
        .changedOnDisk(path: "g/gallery.json"),
        "gallery.json changed while saving: nothing was saved; reload the page."
      ),
    ]
    for (error, sentence) in cases {
      #expect(said(error, english) == sentence, "\(error)")
    }
  }

  @Test func theHistorysRefusalsSayWhichWay() {
    let nothing = GalleryError.of(.editHistory(message: "nothing to undo", exitCode: 66))
    #expect(said(nothing, english, step: .undo) == "Nothing to undo.")
    #expect(said(nothing, english, step: .redo) == "Nothing to redo.")
    let handEdited = GalleryError.of(.editHistory(message: "changed by hand", exitCode: 75))
    #expect(
      said(handEdited, german, step: .undo)?.hasPrefix("gallery.json wurde seit der letzten Änderung") == true
    )
    // A history file this tool did not write: only the command line's words say what is wrong with it.
    #expect(said(.of(.editHistory(message: "damaged", exitCode: 65)), english, step: .undo) == nil)
  }

  @Test func whatTheOrganizerCannotCauseKeepsItsEnglish() {
    #expect(said(.usage("the form sent no 'photo'"), korean) == nil)
    #expect(said(.cannotWrite(path: "g", message: "disk full"), korean) == nil)
    #expect(said(Self.field("title", .other), korean) == nil)
    #expect(said(Self.field("tags", .tag(number: 1, reason: .other)), korean) == nil)
  }

  @Test func theSentencesAreTheSitesLanguages() {
    #expect(said(Self.field("title", .empty), german) == "Das darf nicht leer sein.")
    #expect(said(Self.field("title", .tooLong(limit: 1)), german) == "Zu lang: höchstens 1 Zeichen.")
    #expect(
      said(Self.field("tags", .tag(number: 3, reason: .whiteSpaceOnly)), korean)
        == "태그 3: 공백뿐입니다. 글을 지우려면 비워 두세요.")
    #expect(
      said(.positionOutOfRange(input: .to, value: 12, count: 9), korean) == "그곳에는 12번째 위치가 없습니다. 마지막은 9번째입니다."
    )
    // Arabic: its plural forms, an id isolated from the sentence's direction.
    #expect(
      said(.positionOutOfRange(input: .to, value: 12, count: 9), arabic)
        == "لا يوجد موضع 12 هناك: آخر موضع هو 9.")
    #expect(said(Self.field("title", .tooLong(limit: 2)), arabic) == "طويل جدًا: الحد حرفان.")
    let album = said(.unknownAlbum(id: "kyoto", closest: []), arabic) ?? ""
    #expect(album.contains("\u{2068}kyoto\u{2069}"), "\(album)")
    for words in [korean, arabic] {
      let empty = said(Self.field("title", .empty), words) ?? ""
      #expect(!empty.isEmpty && !empty.contains(where: { $0.isASCII && $0.isLetter }), "\(empty)")
    }
  }

  @Test func anUploadIsRefusedByItsNameInTheSitesLanguage() {
    #expect(
      ImageIndexEditPresenter.refusal(upload: "run.jpg", notMedia: true, words: english)
        == "“run.jpg” is not a photo or clip this gallery takes.")
    let named = ImageIndexEditPresenter.refusal(upload: "a\u{1B}b", notMedia: false, words: korean)
    // A control character in the name is shown escaped, never raw.
    #expect(!named.contains("\u{1B}") && named.hasSuffix("은(는) 여기서 파일 이름이 될 수 없습니다."), "\(named)")
  }
}
