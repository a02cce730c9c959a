import GalleryCore
import GalleryModel

/// A theme's own words: `languages/<tag>.json` in its folder (so also in a gallery's `Themes/` copy),
/// in the shipped catalogues' format, each entry replacing the shipped one of that key. A theme whose
/// templates say "Gallery" where the shipped words say "Photos", or a photographer's copy that fixes a
/// translation, changes a text without a new build of the tool; `en.json` changes the English every
/// language falls back to.
package struct ThemeCatalogue: Equatable, Sendable {
  package static let folderName = "languages"

  package let entries: [String: Words.Entry]

  package init(entries: [String: Words.Entry]) {
    self.entries = entries
  }

  /// The tag of a theme file that is a catalogue (`languages/ko.json` → `ko`): directly in the
  /// folder, a tag's letters only; anything else there is not the tool's and is left alone.
  static func language(ofFile relative: String) -> String? {
    let prefix = folderName + "/"
    guard relative.hasPrefix(prefix), relative.hasSuffix(".json") else { return nil }
    let tag = relative.dropFirst(prefix.count).dropLast(".json".count)
    guard !tag.isEmpty, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else { return nil }
    return String(tag)
  }

  /// Keys no page uses (a typo, or a key of an older or newer tool), sorted: the build warns, as a
  /// theme author would want, rather than ignoring them in silence.
  package var unknownKeys: [String] {
    entries.keys.filter { Words.Key(rawValue: $0) == nil }.sorted()
  }
}

extension Theme {
  /// The words pages in `language` are written in: the shipped catalogue with this theme's over it,
  /// English (shipped, then the theme's) for whatever neither has. Throws when the shipped English
  /// catalogue cannot be read: an installation without it would write keys instead of words.
  package func words(
    for language: LanguageTag?, locator: LanguageLocator = LanguageLocator()
  ) throws(GalleryError) -> Words {
    let tag = language?.text ?? LanguageLocator.english
    let shipped = try locator.words(tag)
    let english = shipped.fallback.merging(catalogues[LanguageLocator.english]?.entries ?? [:]) { $1 }
    let own =
      tag == LanguageLocator.english
      ? english : shipped.entries.merging(catalogues[tag]?.entries ?? [:]) { $1 }
    return Words(language: tag, entries: own, fallback: english)
  }

  /// The theme catalogues' keys no page uses, as `languages/ko.json: "grid.foto"`, for a warning.
  package var unknownWordKeys: [String] {
    catalogues.keys.sorted().flatMap { tag in
      (catalogues[tag]?.unknownKeys ?? []).map {
        "\(ThemeCatalogue.folderName)/\(tag).json: \(Quoted.text($0, limit: 60))"
      }
    }
  }
}
