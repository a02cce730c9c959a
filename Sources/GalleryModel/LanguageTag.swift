/// A gallery's `language`: a BCP 47 tag (`en`, `de`, `pt-BR`, `zh-Hant`, `ar`), checked for its form
/// and written in its conventional case, so `pt-br` and `pt-BR` name the same catalogue.
///
/// The form is RFC 5646's, without the registry: a language subtag of 2–3 letters (or 4–8, registered
/// ones), then subtags of 1–8 letters and digits, a singleton (`x`, `u`, …) followed by at least one.
/// Whether a catalogue ships for the tag is the scenes' question (`LanguageLocator`), not the model's.
package struct LanguageTag: Equatable, Sendable, CustomStringConvertible {
  /// The tag in conventional case: language lower (`pt`), script title (`Hant`), region upper (`BR`).
  package let text: String

  /// Why a text is not a well-formed tag, for the manifest's message.
  package struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    package let description: String
  }

  package init(_ text: String) throws(Problem) {
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard let first = subtags.first, (2...8).contains(first.count), Self.isLetters(first),
      first.count != 4
    else {
      throw Problem(
        description: "is no language tag: it starts with a language of 2–3 letters (`de`, `pt-BR`)")
    }
    var written = [first.lowercased()]
    var afterSingleton = false
    for (index, subtag) in subtags.enumerated().dropFirst() {
      guard (1...8).contains(subtag.count), subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      else {
        throw Problem(description: "is no language tag: '\(subtag)' is not 1–8 letters or digits")
      }
      if subtag.count == 1 { afterSingleton = true }
      if !afterSingleton && index == 1 && subtag.count == 4 && Self.isLetters(subtag) {
        written.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
      } else if !afterSingleton && subtag.count == 2 && Self.isLetters(subtag) {
        written.append(subtag.uppercased())
      } else {
        written.append(subtag.lowercased())
      }
    }
    guard subtags.last?.count != 1 else {
      throw Problem(description: "is no language tag: it ends with the single letter '\(subtags.last ?? "")'")
    }
    self.text = written.joined(separator: "-")
  }

  package var description: String { text }

  /// The primary language subtag (`pt` of `pt-BR`): what plural rules and text direction go by.
  package var primary: String { String(text.prefix { $0 != "-" }) }

  /// Languages written right to left, by their primary subtag (Arabic, Hebrew, Persian, Urdu, Pashto,
  /// Sindhi, Yiddish, Dhivehi, Uyghur, Central Kurdish), unless a script subtag says otherwise.
  static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur", "ps", "sd", "yi", "dv", "ug", "ckb"]
  static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"]

  /// True for a language written right to left: the pages then say `dir="rtl"`.
  package var isRightToLeft: Bool {
    let parts = text.split(separator: "-").map(String.init)
    if parts.count > 1, parts[1].count == 4 { return Self.rightToLeftScripts.contains(parts[1]) }
    return Self.rightToLeft.contains(primary)
  }

  private static func isLetters(_ text: String) -> Bool {
    text.allSatisfy { $0.isASCII && $0.isLetter }
  }
}
