import GalleryCore

/// The errors of the gallery itself, which a command fails with as `GalleryError.gallery` (through the
/// constructors in `GalleryError+Gallery`): its manifest, a photo or album it does not have, a position
/// or value an edit may not take, its edit history. Worded here as the command line says them (a
/// position by its flag); the server words the positions as its form's (`EditFailure`).
package enum GalleryProblem: GalleryFault.Reason, Equatable {
  /// The manifest is not JSON: file, where, and what the parser saw.
  case manifestSyntax(file: String, position: SourcePosition, message: String)
  /// The manifest is JSON but a field is wrong: file, where, the field's path, and why.
  case manifestField(file: String, position: SourcePosition?, field: String, message: String)
  /// A file the manifest names is not in the gallery folder: where the manifest names it, and the path.
  case missingGalleryFile(file: String, position: SourcePosition?, field: String, path: String)
  /// A photo id that is not in the gallery; `closest` are the ids that look like it.
  case unknownPhoto(id: String, closest: [String])
  /// A position below 1 or past the gallery's last photo.
  case positionOutOfRange(input: PositionInput, value: Int, count: Int)
  /// A position below 1, past the last photo of an album, or past the last album among siblings:
  /// `place` is "album 'kyoto'" or "the top level", `noun` what is counted ("photo", "photos", "album").
  case positionOutOfRangeIn(input: PositionInput, value: Int, count: Int, noun: String, place: String)
  /// An edit that needs a position got none (a move inside its own grid): the `count` positions there
  /// are, in `place` when it is worth saying, and what would go (`noun`: "photo", "photos", "album").
  case positionMissing(input: PositionInput, count: Int, noun: String, place: String?)
  /// An album id the gallery does not have, with the closest ids it does.
  case unknownAlbum(id: String, closest: [String])
  /// A value an edit would give a photo's or an album's field (`noun` "photo" or "album") that the
  /// manifest refuses: the manifest's name of the field (`title`, `tags`, `cover`), so a form can show
  /// the message at its field, and why, worded as the manifest's decoder words it.
  /// `reason` says the same as a kind, for the organizer's words in the site's language.
  case invalidField(noun: String, id: String, field: String, message: String, reason: FieldReason = .other)
  /// An album asked to be deleted still holds photos (below it, `photos`) or sub-albums: a delete never
  /// takes a photo out of the gallery.
  case albumNotEmpty(id: String, photos: Int, albums: Int)
  /// The edit history (`.gallery-history`) refused a step: nothing to undo or redo (66), gallery.json
  /// edited by hand since the last change (75), or a history file this tool did not write (65).
  /// `message` is the history's own words (`EditHistoryError`).
  case editHistory(message: String, exitCode: Int32)

  package var exitCode: Int32 {
    switch self {
    case .positionMissing: return 64
    case .manifestSyntax, .manifestField, .unknownPhoto, .positionOutOfRange, .positionOutOfRangeIn,
      .unknownAlbum, .invalidField, .albumNotEmpty:
      return 65
    case .missingGalleryFile: return 66
    case .editHistory(_, let exitCode): return exitCode
    }
  }

  package var description: String {
    switch self {
    case .manifestSyntax(let file, let position, let message):
      return "\(Quoted.path(file)):\(position): not valid JSON: \(message)"
    case .manifestField(let file, let position, let field, let message):
      let location = position.map { "\(Quoted.path(file)):\($0)" } ?? Quoted.path(file)
      return "\(location): \(field): \(message)"
    case .missingGalleryFile(let file, let position, let field, let path):
      let location = position.map { "\(Quoted.path(file)):\($0)" } ?? Quoted.path(file)
      return "\(location): \(field): file '\(Quoted.path(path))' not found in the gallery folder"
    case .unknownPhoto(let id, let closest):
      let hint =
        closest.isEmpty ? "" : " (did you mean " + closest.map { "'\($0)'" }.joined(separator: " or ") + "?)"
      return "no photo with id '\(Quoted.text(id))' in the gallery\(hint); 'gallery list' shows them all"
    case .unknownAlbum(let id, let closest):
      let hint =
        closest.isEmpty ? "" : " (did you mean " + closest.map { "'\($0)'" }.joined(separator: " or ") + "?)"
      return "no album with id '\(Quoted.text(id))' in the gallery\(hint); 'gallery list' shows them all"
    case .invalidField(let noun, let id, let field, let message, _):
      return "\(noun) '\(Quoted.text(id))': \(field): \(message)"
    case .positionOutOfRangeIn(let input, let value, let count, let noun, let place):
      guard value >= 1 else { return Self.notAPosition(input.flag, value) }
      return
        "\(input.flag) \(value) is beyond the last position: \(Self.positions(of: noun, in: place, count: count))"
    case .positionOutOfRange(let input, let value, let count):
      guard value >= 1 else { return Self.notAPosition(input.flag, value) }
      return
        "\(input.flag) \(value) is beyond the last position: the gallery has \(count) photo\(count == 1 ? "" : "s")"
    case .positionMissing(let input, let count, let noun, let place):
      let album = noun == "album"
      let flags = album ? "\(input.flag) POSITION, --into ALBUM_ID or --top-level" : "\(input.flag) POSITION"
      let within = album ? " among its siblings" : place.map { " in \($0)" } ?? ""
      return "\(flags) is missing: where should the \(noun) go (1 to \(count)\(within))?"
    case .albumNotEmpty(let id, let photos, let albums):
      var held: [String] = []
      if photos > 0 { held.append(NumberText.count(photos, "photo", "photos")) }
      if albums > 0 { held.append(NumberText.count(albums, "sub-album", "sub-albums")) }
      return
        "album '\(Quoted.text(id))' is not empty: it holds \(held.joined(separator: " and ")); move them out first (only an empty album is deleted)"
    case .editHistory(let message, _):
      return message
    }
  }

  /// "an album in the top level can go to positions 1 to 3": where a `noun` may go in `place`, for the
  /// command line's and the server's words alike.
  package static func positions(of noun: String, in place: String, count: Int) -> String {
    "\(noun.first == "a" ? "an" : "a") \(noun) in \(place) can go to positions 1 to \(count)"
  }

  /// "--to 0 is not a position; …": a position below 1, as the command line words it.
  static func notAPosition(_ flag: String, _ value: Int) -> String {
    "\(flag) \(value) is not a position; positions count from 1, as on the pages"
  }
}
