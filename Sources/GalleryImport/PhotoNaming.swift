import Foundation
import GalleryCore
import GalleryModel

/// Ids and titles for photos found in a folder, made from their file names (and for the albums of its
/// subfolders, from the folders' paths), so a new gallery reads well before anyone edits it and its page
/// URLs (which use the ids) are plain.
package enum PhotoNaming {
  /// The longest id the manifest accepts.
  package static let maximumIDLength = 100
  /// The id of a file whose name has nothing an id can use (`日本.jpg`).
  package static let fallbackID = "photo"
  /// The id of an album whose folder's path has nothing an id can use (`日本/`).
  package static let albumFallbackID = "album"

  /// `IMG_2034.JPG` → `img-2034`, `Été à Paris.jpg` → `ete-a-paris`: lower-case letters a–z, digits and
  /// single `-` between them, at most 100 characters. Letters lose their accents rather than the
  /// letter, so `été` stays readable as `ete`; names with nothing usable give `photo`.
  package static func baseID(forFile path: String) -> String {
    let id = slug(stem(of: path))
    return id.isEmpty ? fallbackID : id
  }

  /// `2019/Kyoto trip` → `2019-kyoto-trip`: an album's id from its folder's whole path (relative to the
  /// gallery folder), by the same rules as photo ids, so two `Kyoto` folders of different years differ
  /// and a folder named `2019.summer` keeps its dot's second half (it has no extension to drop).
  package static func baseID(forFolder path: String) -> String {
    let id = slug(path)
    return id.isEmpty ? albumFallbackID : id
  }

  /// The id rules of `baseID(forFile:)` applied to the whole of `name`; empty when nothing is usable.
  private static func slug(_ name: String) -> String {
    var id = ""
    var pendingDash = false
    for scalar in name.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars {
      if isMark(scalar) { continue }
      let letters = isIDCharacter(scalar) ? String(scalar) : (transliterations[scalar] ?? "")
      guard !letters.isEmpty else {
        pendingDash = true
        continue
      }
      if pendingDash && !id.isEmpty { id += "-" }
      pendingDash = false
      id += letters
    }
    return trimmedID(id, to: maximumIDLength)
  }

  /// `sunset_over-the_bay.jpg` → "Sunset over the bay", `FreshFlower.jpg` → "Fresh Flower",
  /// `IMG_2034.JPG` → "IMG 2034"; nil when the name
  /// holds nothing visible (or only characters the manifest refuses, which the scan leaves out anyway).
  package static func title(forFile path: String) -> String? {
    MetadataText.nameTitle(readable(stem(of: path)))
  }

  /// A name made readable by the rules a page titles an untitled photo with (`ReadableName.words`):
  /// camelCase split, runs of `_` and `-` a space, white space collapsed and trimmed, the first letter
  /// upper-cased.
  package static func readable(_ name: String) -> String {
    ReadableName.words(name)
  }

  /// One id per base id (in the order given, which callers make the natural order of the files'
  /// paths), unique ignoring case among themselves and against `taken`. A base that is free keeps its
  /// exact value even when an earlier file had to be numbered for it; the others get `-2`, `-3`… in
  /// order. So the same folder always gives the same ids.
  package static func uniqueIDs(for bases: [String], taken: some Sequence<String>) -> [String] {
    var used = Set(taken.map { $0.lowercased() })
    var ids = [String?](repeating: nil, count: bases.count)
    for (index, base) in bases.enumerated() where used.insert(base.lowercased()).inserted {
      ids[index] = base
    }
    var nextNumber: [String: Int] = [:]
    for (index, base) in bases.enumerated() where ids[index] == nil {
      var number = nextNumber[base] ?? 2
      var candidate = numbered(base, number)
      while !used.insert(candidate.lowercased()).inserted {
        number += 1
        candidate = numbered(base, number)
      }
      nextNumber[base] = number + 1
      ids[index] = candidate
    }
    return ids.map { $0 ?? fallbackID }
  }

  /// `base-N`, shortening the base so the whole stays within the id length limit.
  private static func numbered(_ base: String, _ number: Int) -> String {
    let suffix = "-\(number)"
    let kept = trimmedID(base, to: maximumIDLength - suffix.count)
    return (kept.isEmpty ? fallbackID : kept) + suffix
  }

  /// At most `length` characters of an ASCII id, without a `-` left at its end.
  private static func trimmedID(_ id: String, to length: Int) -> String {
    var kept = Substring(id.prefix(length))
    while kept.hasSuffix("-") { kept = kept.dropLast() }
    return String(kept)
  }

  /// The file name without folders and without its extension.
  static func stem(of path: String) -> String {
    let name = FileSystem.lastComponent(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  private static func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Latin letters that Unicode decomposition leaves whole, spelled the way they are usually written
  /// without accents.
  private static let transliterations: [Unicode.Scalar: String] = [
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    "ħ": "h",
  ]
}
