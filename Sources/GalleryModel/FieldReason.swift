/// Why a new value of a photo's or an album's field is refused, as a kind rather than words: the
/// model words it in English for the command line (`FieldProblem.message`), and the organizer's
/// Presenter words the same kind in the site's language (issue 49), so neither parses the other.
package indirect enum FieldReason: Equatable, Sendable {
  /// More characters than the field takes.
  case tooLong(limit: Int)
  /// A control character, a noncharacter or an unbalanced direction mark.
  case badCharacter
  /// White space alone, where an empty value would remove the field.
  case whiteSpaceOnly
  /// Empty, where the field must say something (an album's title, a tag, an id).
  case empty
  /// More tags than a photo may have.
  case tooManyTags(limit: Int)
  /// The 1-based `number`th tag, refused for `reason`.
  case tag(number: Int, reason: FieldReason)
  /// Not an id: other characters than a–z, A–Z, 0–9, `-`, `_`, `.`, or too long.
  case invalidID(limit: Int)
  /// Already the id of the album `holder` (ignoring case), or of another photo (`holder` nil).
  case idTaken(holder: String?)
  /// A cover that is not a photo of the album or of an album below it.
  case coverElsewhere
  /// A file that is already a photo of the gallery.
  case fileTaken
  /// Anything else: only the English message says it.
  case other
}
