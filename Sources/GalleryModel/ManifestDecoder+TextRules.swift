import GalleryCore

/// The rule each text a person writes about a photo or an album is held to: how long it may be and
/// whether it may be empty. Apart from the decoding, like `Limits`, because two readers apply it: the
/// decoder to the manifest's fields, and the edits (`Gallery.setTexts`) to a new value, so an edit never
/// saves what the next read refuses, and both word a refusal the same way.
extension ManifestDecoder {
  package struct TextRule: Sendable {
    /// What a text that shows nothing may be.
    package enum Blank: Sendable {
      /// Anything (a path, a setting's value).
      case taken
      /// Empty, which in an edit removes the field; but not white space alone, which looks like a text
      /// and would remove it silently (a person's optional texts: a photo's title, an album's
      /// description).
      case emptyOnly
      /// Never: the field must say something (an album's title, a tag).
      case refused
    }

    /// At most this many characters (see `TextChecks.problem`).
    package let limit: Int
    package let blank: Blank

    package static let photoTitle = TextRule(limit: Limits.shortText, blank: .emptyOnly)
    package static let photoDescription = TextRule(limit: Limits.longText, blank: .emptyOnly)
    package static let alt = TextRule(limit: Limits.shortText, blank: .emptyOnly)
    /// One of a photo's `tags`: a keyword, never empty.
    package static let tag = TextRule(limit: Limits.tag, blank: .refused)
    package static let albumTitle = TextRule(limit: Limits.shortText, blank: .refused)
    package static let albumDescription = TextRule(limit: Limits.longText, blank: .emptyOnly)

    package init(limit: Int, blank: Blank) {
      self.limit = limit
      self.blank = blank
    }

    /// Why the manifest would refuse `text` here ("is 1,001 characters long; at most 1,000 are allowed",
    /// "contains the control character U+001B at character 4; remove it", "must not be empty", "is only
    /// white space: to remove it, leave it empty"); nil when it takes it. Line breaks and tabs are text
    /// like any other, in every field.
    package func problem(in text: String) -> String? {
      refusal(in: text)?.message
    }

    /// `problem(in:)` with its kind, for the organizer to word in the site's language.
    package func refusal(in text: String) -> (message: String, reason: FieldReason)? {
      if let problem = TextChecks.problem(in: text, limit: limit) {
        return (problem, text.count > limit ? .tooLong(limit: limit) : .badCharacter)
      }
      switch blank {
      case .taken: return nil
      case .emptyOnly:
        return !text.isEmpty && TextChecks.isBlank(text)
          ? ("is only white space: to remove it, leave it empty", .whiteSpaceOnly) : nil
      case .refused: return TextChecks.isBlank(text) ? ("must not be empty", .empty) : nil
      }
    }

    /// Why a photo's `tags` would be refused for their number alone; nil within `Limits.tags`.
    package static func tagCountProblem(_ count: Int) -> String? {
      count <= Limits.tags
        ? nil : "has \(NumberText.grouped(count)) tags; at most \(Limits.tags) are allowed"
    }
  }
}
