import Foundation
import GalleryCore
import GalleryModel

/// The words a language's pages are written in: every user-visible text the Presenters make, read from
/// a catalogue shipped with the tool (`Languages/<tag>.json`), never from Swift string literals, so a
/// translator adds a language without touching the code.
///
/// A value the Presenters are given (through the `PhotosWorker`, as they get `SiteOptions`), never a
/// global: two sites in two languages can be built by one process. Texts are plain text: the templates
/// escape them like any other value, so a catalogue can never put markup on a page.
package struct Words: Equatable, Sendable {
  /// One catalogue entry: a text, or a text per CLDR plural category ("1 photo", "2 photos").
  package enum Entry: Equatable, Sendable {
    case text(String)
    case plural([PluralCategory: String])
  }

  /// The BCP 47 tag of the language these words are in (`en`, `de`, `pt-BR`).
  package let language: String
  package let entries: [String: Entry]
  /// English, for a key this language's catalogue lacks: a page says it in English rather than not at all.
  package let fallback: [String: Entry]

  /// What the language puts between groups of three digits ("12,345", "12.345", "12 345"), from
  /// Foundation's locale for the tag: read once here, so a page's counts cost integer arithmetic, not
  /// a formatter each (a build writes two on every photo page).
  package let groupingSeparator: String
  /// 2 for a language that leaves four-digit numbers whole ("3012" but "12.345" in Spanish), else 1;
  /// read from how Foundation writes 1,000 in the language, once.
  package let minimumGroupingDigits: Int
  /// What the language writes between a number's whole part and its tenths ("8.1", "8,1"), from
  /// Foundation's locale for the tag, read once.
  package let decimalSeparator: String
  /// What scenes derive from these words once for all pages (`WordsMemo`); shared by copies.
  package let memo = WordsMemo()

  package init(language: String, entries: [String: Entry], fallback: [String: Entry] = [:]) {
    self.language = language
    self.entries = entries
    self.fallback = fallback
    let locale = Locale(identifier: language)
    groupingSeparator = locale.groupingSeparator ?? ","
    minimumGroupingDigits = 1_000.formatted(.number.locale(locale)).count > 4 ? 1 : 2
    decimalSeparator = locale.decimalSeparator ?? "."
    isRightToLeft = (try? LanguageTag(language))?.isRightToLeft ?? false
  }

  /// A person's text where it meets the page's own words (a sentence of the catalogue, a `<title>`, a
  /// share preview, the feed): between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE,
  /// so its direction neither takes nor spreads to the words around it (a Hebrew title does not carry
  /// "– Trip" to its left). Elements of the pages do the same with `dir="auto"`; a text can hold no
  /// open control (`TextChecks.bidiProblem`). On a left-to-right page a text that cannot reorder
  /// anything (`TextChecks.mayReorder`) is left as it is.
  package func isolated(_ text: String) -> String {
    guard isRightToLeft || TextChecks.mayReorder(text) else { return text }
    return "\u{2068}" + text + "\u{2069}"
  }

  /// True for a language written right to left (`ar`, `he`, …): the pages' `dir` is then `rtl`.
  package let isRightToLeft: Bool

  /// The keys of `Key` this catalogue lacks (those that fall back to English), sorted.
  package var missingKeys: [String] {
    Key.allCases.map(\.rawValue).filter { entries[$0] == nil }.sorted()
  }

  /// The text for `key` with each `{name}` filled from `values`; a plural entry gives its `other` form.
  package func text(_ key: Key, _ values: [String: String] = [:]) -> String {
    switch entry(key) {
    case .text(let text): return Self.fill(text, values)
    case .plural(let forms): return Self.fill(forms[.other] ?? forms.values.first ?? key.rawValue, values)
    case nil: return key.rawValue
    }
  }

  /// The form of `key` for `count` ("1 photo", "12 photos"), `{count}` filled with the count grouped as
  /// the language groups digits (`number`) and the other placeholders from `values`.
  package func count(_ key: Key, _ count: Int, _ values: [String: String] = [:]) -> String {
    var values = values
    values["count"] = values["count"] ?? number(count)
    switch entry(key) {
    case .plural(let forms):
      let category = PluralCategory.of(count, language: language)
      return Self.fill(forms[category] ?? forms[.other] ?? key.rawValue, values)
    case .text(let text): return Self.fill(text, values)
    case nil: return key.rawValue
    }
  }

  /// 3012 → "3,012" in English, "3.012" in German: digits in groups of three with the language's
  /// separator and minimum (every shipped language groups by three; a test holds this to Foundation's).
  package func number(_ number: Int) -> String {
    NumberText.grouped(number, separator: groupingSeparator, minimumGroupingDigits: minimumGroupingDigits)
  }

  /// The entry for `key` in this language, else English's (a script that fills its own words reads it).
  package func entry(_ key: Key) -> Entry? {
    entries[key.rawValue] ?? fallback[key.rawValue]
  }

  /// `template` with each `{name}` of `values` replaced in one pass: a value is never read again for
  /// placeholders (a title holding `{before}` stays that text). Braces naming nothing stay as they are.
  ///
  /// Scans the UTF-8 bytes (braces are ASCII, so a cut never splits a character): a build fills a few
  /// texts on every one of its pages, and walking `Character`s made this 8% of a 10,000-photo build.
  package static func fill(_ template: String, _ values: [String: String]) -> String {
    // Nothing to put in: every brace stays, so the text is the template.
    if values.isEmpty { return template }
    let bytes = template.utf8
    guard bytes.contains(UInt8(ascii: "{")) else { return template }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 32)
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "{"),
        let close = bytes[bytes.index(after: index)...].firstIndex(of: UInt8(ascii: "}")),
        let value = values[String(decoding: bytes[bytes.index(after: index)..<close], as: UTF8.self)]
      else {
        result.append(byte)
        index = bytes.index(after: index)
        continue
      }
      result.append(contentsOf: value.utf8)
      index = bytes.index(after: close)
    }
    return String(decoding: result, as: UTF8.self)
  }
}
