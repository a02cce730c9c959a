import Foundation
import GalleryCore

/// Photo and album ids: what one may hold, and how one is made from a name. The one place an id's
/// characters are decided: the manifest's decoder checks ids with `problem`, `gallery init` and `sync`
/// make them from files and folders, and the organizer from a new album's title (issue 49), so an id
/// made anywhere is one the next read takes.
package enum GalleryID {
  /// The longest id the manifest accepts (ids become file names and URL fragments).
  package static let maximumLength = 100

  /// Why `id` is not a valid id, in the manifest's words; nil when it is one.
  package static func problem(_ id: String) -> String? {
    let scalars = id.unicodeScalars
    let valid =
      scalars.count <= maximumLength
      && scalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || "-_.".unicodeScalars.contains($0)) }
      && scalars.first.map(isAlphanumeric) == true
    guard !valid else { return nil }
    return
      "'\(Quoted.text(id))' is not a valid id: use letters a–z, A–Z, digits, '-', '_' and '.', starting with a letter or digit (at most \(maximumLength))"
  }

  /// `Été à Paris` → `ete-a-paris`: lower-case letters a–z, digits and single `-` between them, at most
  /// `maximumLength` characters. Letters lose their accents rather than the letter, so `été` stays
  /// readable as `ete`; empty when nothing is usable (`日本`).
  package static func slug(_ name: String) -> String {
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
    return trimmed(id, to: maximumLength)
  }

  /// One id per base id (in the order given), unique ignoring case among themselves and against
  /// `taken`. A base that is free keeps its exact value even when an earlier one had to be numbered
  /// for it; the others get `-2`, `-3`… in order. So the same names always give the same ids.
  /// `fallback`: the id of a base that is empty.
  package static func unique(
    _ bases: [String], taken: some Sequence<String>, fallback: String
  ) -> [String] {
    var used = Set(taken.map { $0.lowercased() })
    var ids = [String?](repeating: nil, count: bases.count)
    for (index, base) in bases.enumerated() where used.insert(base.lowercased()).inserted {
      ids[index] = base
    }
    var nextNumber: [String: Int] = [:]
    for (index, base) in bases.enumerated() where ids[index] == nil {
      var number = nextNumber[base] ?? 2
      var candidate = numbered(base, number, fallback: fallback)
      while !used.insert(candidate.lowercased()).inserted {
        number += 1
        candidate = numbered(base, number, fallback: fallback)
      }
      nextNumber[base] = number + 1
      ids[index] = candidate
    }
    return ids.map { $0 ?? fallback }
  }

  /// `base-N`, shortening the base so the whole stays within the id length limit.
  private static func numbered(_ base: String, _ number: Int, fallback: String) -> String {
    let suffix = "-\(number)"
    let kept = trimmed(base, to: maximumLength - suffix.count)
    return (kept.isEmpty ? fallback : kept) + suffix
  }

  /// At most `length` characters of an ASCII id, without a `-` left at its end.
  private static func trimmed(_ id: String, to length: Int) -> String {
    var kept = Substring(id.prefix(length))
    while kept.hasSuffix("-") { kept = kept.dropLast() }
    return String(kept)
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
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
