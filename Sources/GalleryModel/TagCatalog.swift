import Foundation
import GalleryCore

/// The gallery's keywords as ways in: each tag once, with the photos that carry it in the gallery's
/// order (the root's photos, then each album's, depth first, as `AlbumTree.nodes` lists them) and a
/// slug that names its pages (`tags/<slug>.html`).
///
/// Twins are one tag: tags that differ only in case (`Storm`, `storm`) or in Unicode normalisation
/// (`café` composed or decomposed) share a key, the lowercased, composed (NFC) text; the tag is shown
/// as first written in the gallery's order. Slugs are made from the key, so they do not change when
/// photos move or another spelling comes first.
package struct TagCatalog: Sendable, Equatable {
  package struct Tag: Sendable, Equatable {
    /// What twins share: lowercased, composed.
    package let key: String
    /// As first written in the gallery's order.
    package let name: String
    /// One safe path segment, unique in the catalogue: see `TagCatalog.baseSlug(of:)`.
    package let slug: String
    /// The photos carrying the tag, each once, in the gallery's order.
    package let photoIDs: [String]
    /// Of `photoIDs`, the clips.
    package let clipCount: Int

    /// Grid pages of `pageSize` photos, like an album's.
    package func gridPageCount(pageSize: Int) -> Int {
      GridPages.count(photoIDs.count, pageSize: pageSize)
    }
  }

  /// Sorted by key, so the index page and the build's walks list them the same way on every machine.
  package let tags: [Tag]
  /// The page size of the gallery's grids, which tag grids share.
  package let pageSize: Int
  private let bySlug: [String: Int]
  private let byKey: [String: Int]

  /// Slugs the site's own files take (`tags/index.html`) or that some file systems refuse as names
  /// (Windows' device names, whatever their extension): a tag with one of these gets a suffix.
  static let reservedSlugs = Set(
    ["index", "con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })

  /// Longest slug before the twin suffix, in Unicode scalars: at 4 UTF-8 bytes each with `-` and 8 hex
  /// digits and `.html`, a file name stays under the 255 bytes every file system allows.
  static let maximumSlugScalars = 48

  package init(_ tree: AlbumTree) {
    var order: [String] = []
    var names: [String: String] = [:]
    var photos: [String: [String]] = [:]
    var clips: [String: Int] = [:]
    for node in tree.nodes {
      for photo in node.photos {
        guard let tags = photo.tags, !tags.isEmpty else { continue }
        var seen: Set<String> = []
        for text in tags {
          let key = Self.key(of: text)
          guard !key.isEmpty, seen.insert(key).inserted else { continue }
          if names[key] == nil {
            names[key] = text
            order.append(key)
          }
          photos[key, default: []].append(photo.id)
          if photo.video != nil { clips[key, default: 0] += 1 }
        }
      }
    }
    let keys = order.sorted()
    let slugs = Self.slugs(for: keys)
    tags = keys.map { key in
      Tag(
        key: key, name: names[key] ?? key, slug: slugs[key] ?? key, photoIDs: photos[key] ?? [],
        clipCount: clips[key] ?? 0)
    }
    pageSize = tree.root.pageSize
    bySlug = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1.slug, $0) })
    byKey = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1.key, $0) })
  }

  package var isEmpty: Bool { tags.isEmpty }

  package func tag(slug: String) -> Tag? {
    bySlug[slug].map { tags[$0] }
  }

  /// The tag a photo's tag text belongs to (any twin spelling finds it).
  package func tag(named text: String) -> Tag? {
    byKey[Self.key(of: text)].map { tags[$0] }
  }

  /// What twins share: the text lowercased and composed, surrounding white space dropped.
  package static func key(of text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().precomposedStringWithCanonicalMapping
  }

  /// A key's slug before twins are told apart: its letters, digits and combining marks as they are
  /// (non-Latin tags keep their script; links percent-encode them), every other run of characters
  /// (spaces, punctuation, `/`, `.`, controls, bidi marks) one `-`, none at either end, at most
  /// `maximumSlugScalars`; `tag` when nothing is left.
  static func baseSlug(of key: String) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingDash = false
    var count = 0
    for scalar in key.unicodeScalars {
      let properties = scalar.properties
      let keep =
        properties.isAlphabetic || properties.numericType == .decimal
        || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
      guard keep else {
        pendingDash = !scalars.isEmpty
        continue
      }
      if pendingDash {
        guard count + 1 < maximumSlugScalars else { break }
        scalars.append("-")
        count += 1
        pendingDash = false
      }
      guard count < maximumSlugScalars else { break }
      scalars.append(scalar)
      count += 1
    }
    let slug = String(scalars)
    return slug.isEmpty ? "tag" : slug
  }

  /// Unique slugs for `keys` (sorted): the first key with a base slug keeps it; a later twin of the
  /// slug, or a reserved one, gets `-` and its key's hash, so adding a tag never renames another
  /// unless the two share a base slug.
  static func slugs(for keys: [String]) -> [String: String] {
    var result: [String: String] = [:]
    var taken: Set<String> = []
    for key in keys {
      let base = baseSlug(of: key)
      if !reservedSlugs.contains(base), taken.insert(base).inserted {
        result[key] = base
        continue
      }
      var hash = Hashing.fnv(Array(key.utf8))
      var slug = base + "-" + Hexadecimal.padded(hash & 0xFFFF_FFFF, width: 8)
      while !taken.insert(slug).inserted {
        hash = hash &* 31 &+ 1
        slug = base + "-" + Hexadecimal.padded(hash & 0xFFFF_FFFF, width: 8)
      }
      result[key] = slug
    }
    return result
  }
}
