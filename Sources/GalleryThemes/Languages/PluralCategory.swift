/// A CLDR plural category: which form of a counted word a language uses for a number.
///
/// Only the categories' names are CLDR's; the rules are the few the shipped languages need, written out
/// here (Foundation on Linux has no plural rules to ask).
package enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other

  /// The category of `count` in `language` (a BCP 47 tag; its primary subtag decides), by CLDR's rules
  /// for whole numbers: English, German and most European languages say "one" for 1 and "other"
  /// otherwise; Korean, Japanese and Chinese have one form; Arabic has all six (0, 1, 2, 3–10, 11–99
  /// and the rest, by the last two digits).
  package static func of(_ count: Int, language: String) -> PluralCategory {
    let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
    switch primary {
    case "ko", "ja", "zh": return .other
    case "ar": return arabic(count)
    default: return count == 1 ? .one : .other
    }
  }

  /// The categories `language` uses: what its catalogue's counted words must give a form for.
  package static func used(by language: String) -> Set<PluralCategory> {
    Set((0...1_000).map { of($0, language: language) })
  }

  private static func arabic(_ count: Int) -> PluralCategory {
    let lastTwo = count.magnitude % 100
    switch count.magnitude {
    case 0: return .zero
    case 1: return .one
    case 2: return .two
    default: return (3...10).contains(lastTwo) ? .few : (11...99).contains(lastTwo) ? .many : .other
    }
  }
}
