import GalleryModel
import GalleryThemes

/// `/_gallery/organizer-words.js`: the organizer's words in the site's language (issue 49), from the
/// catalogues as the pages' words are (`organizer.*` keys, the theme's own catalogue over the shipped
/// one, English for what a language lacks), so a Korean or Arabic owner edits in Korean or Arabic. The
/// script is made for each request from the words of the last build: a theme's catalogue edited while
/// serving is read with the next build.
///
/// Plain data: `lang` and `dir` for the organizer's elements, each text by the key's last part, a counted
/// one as its forms by CLDR category (the organizer picks one with `Intl.PluralRules`). JSON strings
/// (`ManifestEncoder.quoted`) are JavaScript strings: a catalogue's text cannot end the object.
enum OrganizerWords {
  static let keyPrefix = "organizer."

  static func script(_ words: Words) -> [UInt8] {
    var members: [String] = []
    for key in Words.Key.allCases where key.rawValue.hasPrefix(keyPrefix) {
      let name = ManifestEncoder.quoted(String(key.rawValue.dropFirst(keyPrefix.count)))
      switch words.entry(key) {
      case .text(let text)?: members.append("\(name): \(ManifestEncoder.quoted(text))")
      case .plural(let forms)?:
        let pairs = PluralCategory.allCases.compactMap { category in
          forms[category].map {
            "\(ManifestEncoder.quoted(category.rawValue)): \(ManifestEncoder.quoted($0))"
          }
        }
        members.append("\(name): {" + pairs.joined(separator: ", ") + "}")
      case nil: continue
      }
    }
    let text =
      "/* The organizer's words in this site's language, from its catalogue (gallery serve). */\n"
      + "window.cleangalleryOrganizerWords = {\"lang\": \(ManifestEncoder.quoted(words.language)), "
      + "\"dir\": \"\(words.isRightToLeft ? "rtl" : "ltr")\", \"words\": {\n  "
      + members.joined(separator: ",\n  ") + "\n}};\n"
    return Array(text.utf8)
  }
}
