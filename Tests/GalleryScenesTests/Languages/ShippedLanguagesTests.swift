import Foundation
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

/// The shipped catalogues against English and against each language's grammar: the same keys, the
/// same placeholders, a form for every plural category the language uses; then the Presenters' words
/// in each language (counts, positions, a photo's date), as a visitor reads them.
@Suite struct ShippedLanguagesTests {
  static let languages = ["ar", "de", "en", "ja", "ko"]

  private static func words(_ language: String) throws -> Words {
    try LanguageLocator().words(language)
  }

  private static func placeholders(_ text: String) -> Set<String> {
    Set(text.matches(of: /\{([a-zA-Z]+)\}/).map { String($0.output.1) })
  }

  @Test func theToolShipsFiveLanguages() {
    #expect(LanguageLocator().shippedLanguages() == Self.languages)
  }

  /// Every catalogue has each key English has and no other, as a text where English has a text and
  /// counted where English counts.
  @Test(arguments: languages) func sameKeysAsEnglish(language: String) throws {
    let words = try Self.words(language)
    #expect(words.missingKeys.isEmpty, "\(language) lacks \(words.missingKeys)")
    let unknown = words.entries.keys.filter { Words.Key(rawValue: $0) == nil }.sorted()
    #expect(unknown.isEmpty, "\(language) has keys no page uses: \(unknown)")
    for key in Words.Key.allCases {
      switch (words.entries[key.rawValue], Words.english.entries[key.rawValue]) {
      case (.text?, .text?), (.plural?, .plural?): break
      default: Issue.record("\(language): \(key.rawValue) is not the kind of entry English has")
      }
    }
  }

  /// A translation fills the placeholders the Presenter gives, and only those: a text has English's
  /// exactly; a counted word's forms use no other, and its `other` form shows the count. A brace the
  /// Presenter does not fill would show on the page as it is.
  @Test(arguments: languages) func samePlaceholdersAsEnglish(language: String) throws {
    let words = try Self.words(language)
    for key in Words.Key.allCases {
      switch (words.entries[key.rawValue], Words.english.entries[key.rawValue]) {
      case (.text(let text)?, .text(let english)?):
        #expect(
          Self.placeholders(text) == Self.placeholders(english),
          "\(language): \(key.rawValue) has \(Self.placeholders(text)), English \(Self.placeholders(english))"
        )
      case (.plural(let forms)?, .plural(let english)?):
        let allowed = Self.placeholders(english[.other] ?? "")
        for (category, form) in forms {
          #expect(
            Self.placeholders(form).isSubset(of: allowed), "\(language): \(key.rawValue).\(category) \(form)")
        }
        #expect(Self.placeholders(forms[.other] ?? "") == allowed, "\(language): \(key.rawValue).other")
      default: break
      }
    }
  }

  /// Each counted word has a form for every category the language's numbers fall in, and none for a
  /// category they never do (a form no count reaches is a translator's mistake).
  @Test(arguments: languages) func pluralFormsForTheLanguagesCategories(language: String) throws {
    let words = try Self.words(language)
    let used = PluralCategory.used(by: language)
    for key in Words.Key.allCases {
      guard case .plural(let forms)? = words.entries[key.rawValue] else { continue }
      #expect(Set(forms.keys) == used, "\(language): \(key.rawValue) has \(forms.keys), needs \(used)")
    }
  }

  @Test func arabicHasSixCategories() {
    let categories = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1_000, 1_011].map {
      PluralCategory.of($0, language: "ar")
    }
    #expect(
      categories == [
        .zero, .one, .two, .few, .few, .many, .many, .other, .other, .other, .few, .many, .other, .many,
      ])
    #expect(PluralCategory.used(by: "ar") == Set(PluralCategory.allCases))
    #expect(PluralCategory.used(by: "de") == [.one, .other])
    #expect(PluralCategory.used(by: "ja") == [.other])
  }

  // MARK: The Presenters in each language

  final class GridSpy: ImageCollectionDisplayLogic {
    var collection: ImageCollection.PhotoCollection.ViewModel?
    func displayPhotoCollection(viewModel: ImageCollection.PhotoCollection.ViewModel) {
      collection = viewModel
    }
    func displayPagination(viewModel: ImageCollection.Pagination.ViewModel) {}
  }

  /// The grid's count ("12 photos") through the Presenter, for `count` photos.
  private func gridCount(_ language: String, _ count: Int) throws -> String? {
    let sut = ImageCollectionPresenter(words: try Self.words(language))
    let spy = GridSpy()
    sut.viewController = spy
    let photos = [PositionedPhoto(position: 1, photo: Photo(id: "a", image: .file("a.jpg"), title: "A"))]
    sut.presentPhotoCollection(
      response: .init(
        galleryTitle: "T", galleryDescription: nil, totalCount: count, photos: count == 0 ? [] : photos))
    return spy.collection?.countText
  }

  @Test(arguments: [
    ("en", [1: "1 photo", 2: "2 photos", 3_012: "3,012 photos"]),
    ("de", [1: "1 Foto", 2: "2 Fotos", 3_012: "3.012 Fotos"]),
    ("ko", [1: "사진 1장", 2: "사진 2장", 3_012: "사진 3,012장"]),
    ("ja", [1: "写真1枚", 2: "写真2枚", 3_012: "写真3,012枚"]),
    (
      "ar",
      [
        1: "صورة واحدة", 2: "صورتان", 3: "3 صور", 10: "10 صور", 11: "11 صورة", 100: "100 صورة",
        103: "103 صور", 3_012: "3,012 صورة",
      ]
    ),
  ])
  func theGridCountsInEachLanguage(language: String, expected: [Int: String]) throws {
    for (count, text) in expected {
      #expect(try gridCount(language, count) == text, "\(language) \(count)")
    }
  }

  final class DetailSpy: ImageDetailDisplayLogic {
    var viewModel: ImageDetail.Image.ViewModel?
    func displayImage(viewModel: ImageDetail.Image.ViewModel) { self.viewModel = viewModel }
  }

  /// A photo's page through the Presenter: its position, and its EXIF date in the language's words,
  /// while f/2.8 and 1/250 s stay as photographers write them everywhere.
  @Test(arguments: [
    ("en", "Photo 3 of 1,200", "1 May 2024, 14:32 UTC+02:00", "Aperture"),
    ("de", "Foto 3 von 1.200", "1. Mai 2024, 14:32 UTC+02:00", "Blende"),
    ("ko", "사진 1,200장 중 3번째", "2024년 5월 1일 14:32 UTC+02:00", "조리개"),
    ("ja", "写真1,200枚中3枚目", "2024年5月1日 14:32 UTC+02:00", "絞り値"),
    ("ar", "الصورة 3 من 1,200", "1 مايو 2024، 14:32 UTC+02:00", "فتحة العدسة"),
  ])
  func thePhotoPageInEachLanguage(language: String, position: String, taken: String, aperture: String) throws
  {
    let sut = ImageDetailPresenter(words: try Self.words(language))
    let spy = DetailSpy()
    sut.viewController = spy
    let exif = PhotoEXIF(
      dateTaken: EXIFDateTime(year: 2024, month: 5, day: 1, hour: 14, minute: 32, second: 10),
      offsetTaken: "+02:00", fNumber: EXIFRational(numerator: 28, denominator: 10),
      exposureTime: EXIFRational(numerator: 1, denominator: 250))
    let images = PhotoImages(
      variants: [.init(sitePath: "images/c-1600-0.jpg", width: 1600, height: 1200)], exif: exif)
    sut.presentImage(
      response: .init(
        galleryTitle: "Trip",
        photo: PositionedPhoto(position: 3, photo: Photo(id: "c", image: .file("c.jpg"))),
        images: images, totalCount: 1_200))
    let model = try #require(spy.viewModel)
    #expect(model.positionText == position)
    let rows = model.exif
    #expect(rows.first?.value == taken, "\(rows)")
    #expect(
      rows.first?.datetime == "2024-05-01T14:32:10+02:00",
      "the machine-readable date is ISO in every language")
    #expect(rows.contains(.init(label: aperture, value: "f/2.8")), "\(rows)")
    #expect(rows.contains { $0.value == "1/250 s" }, "\(rows)")
  }
}
