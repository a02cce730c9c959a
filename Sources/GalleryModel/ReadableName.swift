import Foundation
import GalleryCore

/// A file's or folder's name made readable, by one set of rules for both places that need it: the
/// pages' title of a photo the manifest gives none (so a hand-written manifest without titles does not
/// head its pages with lower-case ids, "freshflower"), and the titles `gallery init` and `sync` write
/// for photos and albums (`PhotoNaming`), so a new gallery's manifest says what its pages would.
package enum ReadableName {
  /// `FreshFlower.jpg` → "Fresh Flower", `IMG_2034.JPG` → "IMG 2034", `my-trip_01.jpeg` → "My trip 01":
  /// the name without its folders and extension, words split where a small letter meets a capital
  /// (and before the last capital of a run followed by a small letter: `HTMLPage` → "HTML Page"), `_`
  /// and `-` as spaces, the first letter a capital. For a URL, the last segment of its path, percent-
  /// decoded. Nil when nothing visible is left (`_.jpg`, `https://example.com/`).
  package static func of(_ reference: GalleryReference) -> String? {
    let path: String
    switch reference {
    case .file(let file):
      path = file
    case .remote(let url):
      guard let segment = lastPathSegment(ofURL: url) else { return nil }
      path = segment
    }
    let name = String(path.split(separator: "/").last ?? "")
    // The extension goes; a name that is all extension (".jpg") is a name.
    let stem = name.lastIndex(of: ".").map { $0 == name.startIndex ? name : String(name[..<$0]) } ?? name
    let text = words(stem)
    guard text.unicodeScalars.contains(where: isVisible) else { return nil }
    return text
  }

  /// `FreshFlower` → "Fresh Flower", `sunset_over-the_bay` → "Sunset over the bay": characters the
  /// manifest refuses dropped, camelCase split, runs of `_`, `-` and white space one space, trimmed,
  /// the first letter a capital (the rest as the person wrote it). Empty when nothing is left.
  package static func words(_ name: String) -> String {
    let kept = String(String.UnicodeScalarView(name.unicodeScalars.filter { !TextChecks.isForbidden($0) }))
    let text = splitWords(kept).split { $0 == "_" || $0 == "-" || $0.isWhitespace }.joined(separator: " ")
    guard let first = text.first else { return "" }
    return first.uppercased() + text.dropFirst()
  }

  /// A character that shows: not white space, not a format or default-ignorable one (U+200B, U+00AD).
  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.properties.isWhitespace && !scalar.properties.isDefaultIgnorableCodePoint
      && scalar.properties.generalCategory != .format
  }

  /// The URL's path after its last `/`, without query or fragment, percent-decoded; nil when empty.
  private static func lastPathSegment(ofURL url: String) -> String? {
    var rest = Substring(url)
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
    // Past the host: a URL without a path has no file name.
    guard let slash = rest.firstIndex(of: "/") else { return nil }
    rest = rest[rest.index(after: slash)...]
    let segment = String(rest.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    guard !segment.isEmpty else { return nil }
    return segment.removingPercentEncoding ?? segment
  }

  /// A space where camelCase joins words: between a small letter and a capital, and between a capital
  /// and the capital that starts a word (`HTMLPage`). A single small letter starting a word is a
  /// brand's prefix, not a word (`iPhone`, `eBay`). Digits and everything else are left as written.
  static func splitWords(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let before = characters[index - 1]
        let afterWord = before.isLowercase && index >= 2 && characters[index - 2].isLetter
        let startsWord =
          afterWord
          || (before.isUppercase && index + 1 < characters.count && characters[index + 1].isLowercase)
        if startsWord { result.append(" ") }
      }
      result.append(character)
    }
    return result
  }
}
