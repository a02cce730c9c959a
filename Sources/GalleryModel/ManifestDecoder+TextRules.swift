import GalleryCore

/// The rule each text a person writes about a photo or an album is held to: how long it may be and
/// whether it may be empty. Apart from the decoding, like `Limits`, because two readers apply it: the
/// decoder to the manifest's fields, and the edits (`Gallery.setTexts`) to a new value, so an edit never
/// saves what the next read refuses, and both word a refusal the same way.
extension ManifestDecoder {
  package struct TextRule: Sendable {
    /// At most this many characters (see `TextChecks.problem`).
    package let limit: Int
    /// Whether empty or white space only is taken (an album's title is required, a photo's is not).
    package let mayBeBlank: Bool

    package static let photoTitle = TextRule(limit: Limits.shortText, mayBeBlank: true)
    package static let photoDescription = TextRule(limit: Limits.longText, mayBeBlank: true)
    package static let alt = TextRule(limit: Limits.shortText, mayBeBlank: true)
    /// One of a photo's `tags`: a keyword, never empty.
    package static let tag = TextRule(limit: Limits.tag, mayBeBlank: false)
    package static let albumTitle = TextRule(limit: Limits.shortText, mayBeBlank: false)
    package static let albumDescription = TextRule(limit: Limits.longText, mayBeBlank: true)

    package init(limit: Int, mayBeBlank: Bool) {
      self.limit = limit
      self.mayBeBlank = mayBeBlank
    }

    /// Why the manifest would refuse `text` here ("is 1,001 characters long; at most 1,000 are allowed",
    /// "contains the control character U+001B at character 4; remove it", "must not be empty"); nil
    /// when it takes it. Line breaks and tabs are text like any other, in every field.
    package func problem(in text: String) -> String? {
      if let problem = TextChecks.problem(in: text, limit: limit) { return problem }
      return !mayBeBlank && TextChecks.isBlank(text) ? "must not be empty" : nil
    }

    /// Why a photo's `tags` would be refused for their number alone; nil within `Limits.tags`.
    package static func tagCountProblem(_ count: Int) -> String? {
      count <= Limits.tags
        ? nil : "has \(NumberText.grouped(count)) tags; at most \(Limits.tags) are allowed"
    }
  }
}
