import Foundation
import Testing

@testable import GalleryThemes

/// Numbers and dates in a page's language: digits grouped as the language groups them, a photo's date
/// in the catalogue's pattern with the language's month names, and the same bytes on every machine.
struct WordsFormatTests {
  private static let languages = ["en", "ko", "de", "ja", "ar", "fr", "pt-BR", "es", "it", "nl"]

  private func words(_ language: String, dateFormat: String = "d MMMM y, HH:mm") -> Words {
    Words(language: language, entries: ["exif.dateFormat": .text(dateFormat)])
  }

  /// The separator read once per language groups exactly as Foundation's own number formatting does,
  /// for every count a gallery can show.
  @Test(arguments: languages)
  func numbersAreGroupedAsTheLanguageGroupsThem(language: String) {
    let words = words(language)
    for number in [0, 7, 999, 1_000, 3_012, 12_345, 999_999, 1_000_000, 123_456_789] {
      let foundation = number.formatted(.number.locale(Locale(identifier: language)))
      #expect(words.number(number) == foundation, "\(language) \(number)")
    }
  }

  @Test func germanGroupsWithAPointAndEnglishWithAComma() {
    #expect(words("de").number(12_345) == "12.345")
    #expect(words("en").number(12_345) == "12,345")
    let german = Words(
      language: "de", entries: ["grid.photos": .plural([.one: "1 Foto", .other: "{count} Fotos"])])
    #expect(german.count(.gridPhotos, 3_012) == "3.012 Fotos")
    #expect(words("es").number(3_012) == "3012")
    #expect(words("es").number(12_345) == "12.345")
  }

  /// Each shipped pattern reads as a native reader writes a date; the month names are Foundation's.
  @Test func datesInEachLanguage() {
    let cases: [(String, String, String)] = [
      ("en", "d MMMM y, HH:mm", "20 April 2008, 19:12"),
      ("ko", "y년 M월 d일 HH:mm", "2008년 4월 20일 19:12"),
      ("de", "d. MMMM y, HH:mm", "20. April 2008, 19:12"),
      ("ja", "y年M月d日 H:mm", "2008年4月20日 19:12"),
      ("ar", "d MMMM y، HH:mm", "20 أبريل 2008، 19:12"),
    ]
    for (language, pattern, expected) in cases {
      let text = words(language, dateFormat: pattern).dateTime(
        year: 2008, month: 4, day: 20, hour: 19, minute: 12)
      #expect(text == expected, "\(language)")
    }
    let march = words("de", dateFormat: "d. MMMM y, HH:mm").dateTime(
      year: 2024, month: 3, day: 5, hour: 7, minute: 5)
    #expect(march == "5. März 2024, 07:05")
  }

  /// The camera's wall clock, never shifted by the machine's time zone: a date just after midnight
  /// stays on its day whatever TZ the build runs in (the formatter's zone is fixed to UTC).
  @Test func theWallClockIsNotShiftedByTheMachinesZone() {
    let text = words("en").dateTime(year: 2020, month: 1, day: 1, hour: 0, minute: 30)
    #expect(text == "1 January 2020, 00:30")
  }

  /// A date no calendar has gives nil (the caller writes it as recorded), not a rolled-over day.
  @Test func anImpossibleDateIsNotRolledOver() {
    #expect(words("en").dateTime(year: 2023, month: 2, day: 31, hour: 12, minute: 0) == nil)
    #expect(words("en").dateTime(year: 2023, month: 13, day: 1, hour: 12, minute: 0) == nil)
    #expect(
      words("en").dateTime(year: 2024, month: 2, day: 29, hour: 12, minute: 0) == "29 February 2024, 12:00")
  }
}
