/// A CLDR plural category: which form of a counted word a language uses for a number.
///
/// Only the categories' names are CLDR's; the rules are the few the shipped languages need, written out
/// here (Foundation on Linux has no plural rules to ask).
package enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other

  /// The category of `count` in `language` (a BCP 47 tag; its primary subtag decides): English, German
  /// and most European languages say "one" for 1 and "other" otherwise; Korean, Japanese and Chinese
  /// have one form.
  package static func of(_ count: Int, language: String) -> PluralCategory {
    let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
    switch primary {
    case "ko", "ja", "zh": return .other
    default: return count == 1 ? .one : .other
    }
  }
}
