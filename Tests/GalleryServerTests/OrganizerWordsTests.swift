import Foundation
import GalleryModel
import GalleryThemes
import Testing

@testable import GalleryServer

/// `/_gallery/organizer-words.js` (issue 49): the organizer's words in the site's language, every
/// `organizer.*` key of the catalogues, counted words with the language's forms, and the page's
/// direction; a theme's text with quotes or a script's end stays a string.
@Suite struct OrganizerWordsTests {
  /// The object the script assigns, read back as JSON.
  private func object(_ script: [UInt8]) throws -> [String: Any] {
    let text = String(decoding: script, as: UTF8.self)
    let start = try #require(text.range(of: "window.cleangalleryOrganizerWords = "))
    var json = String(text[start.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(json.hasSuffix(";"))
    json.removeLast()
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  private let names = Words.Key.allCases.map(\.rawValue).filter { $0.hasPrefix("organizer.") }
    .map { String($0.dropFirst("organizer.".count)) }

  @Test(arguments: ["en", "de", "ja", "ko", "ar"])
  func everyWordInTheSitesLanguage(language: String) throws {
    let words = try LanguageLocator().words(language)
    let site = Words(language: language, entries: words.entries, fallback: words.fallback)
    let script = try object(OrganizerWords.script(site))
    #expect(script["lang"] as? String == language)
    #expect(script["dir"] as? String == (language == "ar" ? "rtl" : "ltr"))
    let table = try #require(script["words"] as? [String: Any])
    #expect(Set(table.keys) == Set(names))
    #expect(names.count >= 70)
    // Counted words carry the language's categories; the rest are texts.
    let selected = try #require(table["selectedCount"] as? [String: String])
    #expect(Set(selected.keys) == Set(PluralCategory.used(by: language).map(\.rawValue)))
    guard language != "en" else { return }
    // Not English: no text is English's (German's "Position" and "Album" are its own words too).
    let english = try object(OrganizerWords.script(.english))["words"] as? [String: Any] ?? [:]
    for name in names where !(language == "de" && ["position", "album", "albumMenu"].contains(name)) {
      guard let text = table[name] as? String else { continue }
      #expect(text != english[name] as? String, "\(language): \(name) is English: \(text)")
    }
  }

  @Test func aThemesTextStaysAString() throws {
    let hostile = "Save\"); alert(1); (\"</script>\u{2028}"
    let words = Words(
      language: "ko", entries: ["organizer.save": .text(hostile)], fallback: Words.english.entries)
    let table = try object(OrganizerWords.script(words))["words"] as? [String: Any]
    #expect(table?["save"] as? String == hostile)
    // English for what the language lacks.
    #expect(table?["undo"] as? String == "Undo")
  }
}
