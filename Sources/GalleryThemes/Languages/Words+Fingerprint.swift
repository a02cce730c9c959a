import GalleryCore

extension Words {
  /// One hash of every text these words hold (and of the English they fall back to): part of a
  /// build's fingerprint, so a catalogue edited beside an unchanged binary rebuilds the site rather
  /// than leaving its pages in the old words.
  package var fingerprint: UInt64 {
    var hasher = Hashing.Combiner()
    hasher.combine(language)
    for (name, table) in [("entries", entries), ("fallback", fallback)] {
      hasher.combine(name)
      for key in table.keys.sorted() {
        hasher.combine(key)
        switch table[key] {
        case .text(let text)?:
          hasher.combine("text")
          hasher.combine(text)
        case .plural(let forms)?:
          for category in PluralCategory.allCases {
            hasher.combine(category.rawValue)
            hasher.combine(forms[category] ?? "-")
          }
        case nil:
          break
        }
      }
    }
    return hasher.value
  }
}
