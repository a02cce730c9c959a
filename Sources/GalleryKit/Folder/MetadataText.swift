/// A text from a photo's metadata made fit for the manifest: whatever a file says, `gallery init` must
/// never write a `gallery.json` its own decoder refuses, nor a camera's default caption.
enum MetadataText {
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
  /// breaks, noncharacters), trimmed, and cut to the kind's length (a caption is cut, a tag longer than
  /// a tag may be is dropped: half a keyword is another keyword). Nil when nothing is left, or when a
  /// caption is a camera's default (`JunkCaptions`). Inner white space is left as written.
  static func cleaned(_ text: String, as kind: Kind) -> String? {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !TextChecks.isForbidden(scalar) { scalars.append(scalar) }
    var value = TextChecks.trimmed(String(scalars))
    guard !value.isEmpty else { return nil }
    if value.count > kind.limit {
      guard kind != .tag else { return nil }
      value = TextChecks.trimmed(String(value.prefix(kind.limit)))
    }
    if kind != .tag && JunkCaptions.isJunk(value) { return nil }
    return value
  }

  /// Keywords cleaned one by one, repeats dropped (the first kept), at most as many as the manifest
  /// takes.
  static func cleanedTags(_ tags: [String]) -> [String] {
    var seen = Set<String>()
    var kept: [String] = []
    for tag in tags {
      guard kept.count < ManifestDecoder.Limits.tags else { break }
      if let value = cleaned(tag, as: .tag), seen.insert(value).inserted { kept.append(value) }
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
