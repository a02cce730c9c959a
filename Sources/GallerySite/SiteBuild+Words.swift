import GalleryCore
import GalleryModel
import GalleryScenes
import GalleryThemes

extension SiteBuild {
  /// The most keys a warning names before it counts the rest.
  static let keysNamed = 5

  /// The words of the gallery's language with the theme's over them, decided once per build (not per
  /// page): the build says here, once, which texts are in English for want of a translation and which
  /// of the theme's entries no page uses.
  static func pageWords(
    theme: Theme, gallery: Gallery, console: Console, locator: LanguageLocator = LanguageLocator()
  ) throws(GalleryError) -> Words {
    let words = try theme.words(for: gallery.language, locator: locator)
    if words.language != LanguageLocator.english, !words.missingKeys.isEmpty {
      console.warn(
        "the \(Quoted.text(words.language)) words have no \(NumberText.count(words.missingKeys.count, "text", "texts")) "
          + "(\(named(words.missingKeys))); the pages say them in English")
    }
    let unknown = theme.unknownWordKeys
    if !unknown.isEmpty {
      console.warn(
        "the theme \(Quoted.path(theme.folder)) gives words no page uses, ignored: \(named(unknown))")
    }
    return words
  }

  /// "a, b, c" or "a, b, c, d, e and 7 more".
  private static func named(_ keys: [String]) -> String {
    NumberText.named(Array(keys.prefix(keysNamed)), of: keys.count)
  }
}
