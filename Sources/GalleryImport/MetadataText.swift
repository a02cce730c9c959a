import GalleryCore
import GalleryImages
import GalleryModel

/// A text from a photo's metadata made fit for the manifest: whatever a file says, `gallery init` must
/// never write a `gallery.json` its own decoder refuses, nor a camera's default caption.
package enum MetadataText {
  /// The manifest's bound for each kind of text (`ManifestDecoder.Limits`).
  enum Kind {
    case title, description, alt, tag

    var limit: Int {
      switch self {
      case .title, .alt: return ManifestDecoder.Limits.shortText
      case .description: return ManifestDecoder.Limits.longText
      case .tag: return ManifestDecoder.Limits.tag
      }
    }
  }

  /// The text without the characters the manifest refuses (control characters but tab and line
  /// breaks, noncharacters, bidi controls left open), trimmed, and cut to the kind's length (a caption is cut, a tag longer than
  /// a tag may be is dropped: half a keyword is another keyword). In a title, an alt text or a tag every
  /// run of white space (line breaks, tabs, no-break spaces) is one space: they are one line; a
  /// description keeps its lines. Nil when nothing visible is left (a zero-width space alone), or when
  /// a caption is a camera's default (`JunkCaptions`, compared with its white space made single spaces).
  static func cleaned(_ text: String, as kind: Kind) -> String? {
    guard let value = fitted(text, as: kind) else { return nil }
    if kind != .tag && JunkCaptions.isJunk(TextChecks.trimmed(singleSpaced(value))) { return nil }
    return value
  }

  /// A title made from a file's or a folder's name (the gallery's, an album's, a photo's): cleaned as a
  /// metadata title is, but never taken for a camera's default caption (a folder may be called
  /// "OLYMPUS DIGITAL CAMERA"). A folder named with a line feed and `ESC [31m` gives a title the
  /// manifest takes. Nil when nothing visible is left.
  static func nameTitle(_ name: String) -> String? {
    fitted(name, as: .title)
  }

  /// `cleaned` without the junk-caption test.
  private static func fitted(_ text: String, as kind: Kind) -> String? {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !TextChecks.isForbidden(scalar) { scalars.append(scalar) }
    var kept = String(scalars)
    // Bidi controls left open (or closing nothing) would run on past the text in every page and
    // terminal; the manifest refuses them, so they go, all of them, as control characters do.
    if TextChecks.bidiProblem(in: kept) != nil {
      kept = String(String.UnicodeScalarView(kept.unicodeScalars.filter { !TextChecks.isBidiControl($0) }))
    }
    var value = TextChecks.trimmed(kind == .description ? kept : singleSpaced(kept))
    guard value.unicodeScalars.contains(where: TextChecks.isVisible) else { return nil }
    if value.count > kind.limit {
      guard kind != .tag else { return nil }
      value = TextChecks.trimmed(String(value.prefix(kind.limit)))
    }
    return value
  }

  /// Every run of white space (any Unicode space or line break) as one space.
  static func singleSpaced(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var inSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        if !inSpace { result.append(" ") }
        inSpace = true
      } else {
        result.append(scalar)
        inSpace = false
      }
    }
    return String(result)
  }

  /// Keywords cleaned one by one, repeats dropped (the first kept), at most as many as the manifest
  /// takes.
  static func cleanedTags(_ tags: [String]) -> [String] {
    var seen = Set<String>()
    var kept: [String] = []
    for tag in tags {
      guard kept.count < ManifestDecoder.Limits.tags else { break }
      // "dup" and "DUP" are one keyword: the first spelling is kept.
      if let value = cleaned(tag, as: .tag), seen.insert(value.lowercased()).inserted { kept.append(value) }
    }
    return kept
  }

  /// Metadata with every field cleaned.
  static func cleaned(_ metadata: PhotoMetadata) -> PhotoMetadata {
    PhotoMetadata(
      title: metadata.title.flatMap { cleaned($0, as: .title) },
      description: metadata.description.flatMap { cleaned($0, as: .description) },
      alt: metadata.alt.flatMap { cleaned($0, as: .alt) }, tags: cleanedTags(metadata.tags))
  }

  /// The sources (highest precedence first) each cleaned, then merged field by field: a camera's junk
  /// caption in one source lets a real one in a lower source through.
  static func merged(_ sources: [PhotoMetadata]) -> PhotoMetadata {
    PhotoMetadata.merged(sources.map(cleaned))
  }
}
