/// Whitespace tests on the manifest's strings, cheap enough to run on every field of 10,000 photos
/// (Character-level `isWhitespace` and Foundation's trimming cost more than reading the whole file).
enum TextChecks {
  /// Empty or only white space.
  static func isBlank(_ text: String) -> Bool {
    !text.unicodeScalars.contains { !$0.properties.isWhitespace }
  }

  /// Without leading and trailing white space; the same string when there is none (the usual case).
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last,
      first.properties.isWhitespace || last.properties.isWhitespace
    else { return text }
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
