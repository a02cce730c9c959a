import GalleryCore
import GalleryModel
import GalleryThemes

/// Why an edit was refused, in the site's language (issue 49, "in the owner's language"): the organizer
/// shows it beside the field at fault, and the English line (`GalleryError.description`), which the
/// command line prints and scripts read, stays the answer's `message`. One sentence per kind of
/// refusal from the catalogues' `refused.*` words. Nil for what the organizer's own forms never send
/// and the owner cannot act on in the page (a form the script did not make, a disk that refused a
/// write, a history file this tool did not write): that English line stands, marked as English.
extension ImageIndexEditPresenter {
  /// Which way through the history a refused step went.
  package enum HistoryStep: Sendable {
    case undo, redo
  }

  /// `step`: the refused edit was an undo or a redo (the history's refusals say which).
  package static func refusal(_ error: GalleryError, step: HistoryStep? = nil, words: Words) -> String? {
    switch error {
    case .locked: return words.text(.refusedBusy)
    case .changedOnDisk: return words.text(.refusedChangedOnDisk)
    default: break
    }
    guard let problem = error.galleryProblem else { return nil }
    let quoted = { (text: String) in words.text(.savedQuoted, ["text": words.isolated(text)]) }
    switch problem {
    case .positionOutOfRange(_, let value, let count), .positionOutOfRangeIn(_, let value, let count, _, _):
      return value < 1
        ? words.text(.refusedNotAPosition, ["position": words.number(value), "first": words.number(1)])
        : words.text(.refusedPastTheEnd, ["position": words.number(value), "last": words.number(count)])
    case .positionMissing(_, let count, _, _):
      return words.text(.refusedNoPosition, ["first": words.number(1), "last": words.number(count)])
    case .unknownPhoto(let id, _): return words.text(.refusedUnknownPhoto, ["photo": quoted(id)])
    case .unknownAlbum(let id, _): return words.text(.refusedUnknownAlbum, ["album": quoted(id)])
    case .albumNotEmpty(let id, _, _): return words.text(.refusedAlbumNotEmpty, ["album": quoted(id)])
    case .invalidField(_, _, _, _, let reason): return field(reason, words: words, quoted: quoted)
    case .editHistory(_, let exitCode):
      switch (exitCode, step) {
      case (66, .undo?): return words.text(.refusedNothingToUndo)
      case (66, .redo?): return words.text(.refusedNothingToRedo)
      case (75, _?): return words.text(.refusedHandEdited)
      default: return nil
      }
    case .manifestSyntax, .manifestField, .missingGalleryFile: return words.text(.refusedManifest)
    }
  }

  /// An upload refused before any edit: its bytes are no photo or clip the gallery takes
  /// (`notMedia`), or its name cannot be a file's (`UploadName`).
  package static func refusal(upload name: String, notMedia: Bool, words: Words) -> String {
    let named = words.text(.savedQuoted, ["text": words.isolated(Quoted.text(name, limit: 80))])
    return words.text(notMedia ? .refusedNotMedia : .refusedFileName, ["name": named])
  }

  /// Why a field's value was refused; the organizer marks the field, so the sentence need not name it.
  private static func field(_ reason: FieldReason, words: Words, quoted: (String) -> String) -> String? {
    switch reason {
    case .tooLong(let limit): return words.count(.refusedTooLong, limit)
    case .badCharacter: return words.text(.refusedBadCharacter)
    case .whiteSpaceOnly: return words.text(.refusedWhiteSpaceOnly)
    case .empty: return words.text(.refusedEmpty)
    case .tooManyTags(let limit): return words.count(.refusedTooManyTags, limit)
    case .tag(let number, let reason):
      return field(reason, words: words, quoted: quoted).map {
        words.text(.refusedTag, ["number": words.number(number), "reason": $0])
      }
    case .invalidID(let limit): return words.text(.refusedInvalidID, ["limit": words.number(limit)])
    case .idTaken(let holder?): return words.text(.refusedAlbumIDTaken, ["album": quoted(holder)])
    case .idTaken(nil): return words.text(.refusedPhotoIDTaken)
    case .coverElsewhere: return words.text(.refusedCoverElsewhere)
    case .fileTaken: return words.text(.refusedFileTaken)
    case .other: return nil
    }
  }
}
