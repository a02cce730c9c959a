/// Everything that can stop a command, each case carrying what the person needs to fix it.
///
/// Exit codes follow BSD sysexits so scripts can tell a typo from bad data from a full disk.
package enum GalleryError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The command line itself is wrong (unknown flag, missing argument).
  case usage(String)
  /// The manifest is not JSON: file, where, and what the parser saw.
  case manifestSyntax(file: String, position: SourcePosition, message: String)
  /// The manifest is JSON but a field is wrong: file, where, the field's path, and why.
  case manifestField(file: String, position: SourcePosition?, field: String, message: String)
  /// An input file or folder does not exist.
  case missingInput(path: String, what: String)
  /// A file the manifest names is not in the gallery folder: where the manifest names it, and the path.
  case missingGalleryFile(file: String, position: SourcePosition?, field: String, path: String)
  /// A gallery's data is wrong in a way that is not about one manifest field (an image outside the folder).
  case badData(path: String, message: String)
  /// A theme cannot be found or its templates are wrong.
  case theme(path: String, message: String)
  /// The output cannot be written.
  case cannotWrite(path: String, message: String)
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
  case invalidField(noun: String, id: String, field: String, message: String)
  /// The edit history (`.gallery-history`) refused a step: nothing to undo or redo (66), gallery.json
  /// edited by hand since the last change (75), or a history file this tool did not write (65).
  /// `message` is the history's own words (the model's `EditHistoryError`, which GalleryCore cannot name).
  case editHistory(message: String, exitCode: Int32)
  /// Another command holds the gallery's lock and did not let go in time.
  case locked(path: String, seconds: Double)
  /// The manifest changed on disk while a command worked on it (edited by hand without the lock).
  case changedOnDisk(path: String)
  /// Photos whose files cannot be made into images, each `path: reason`; nothing was written.
  case badImages(problems: [String], total: Int)
  /// Generated pages failed validation; `problems` are already formatted `page:line:col: message`.
  case validationFailed(problems: [String], total: Int)
  /// `gallery validate` found problems (already printed).
  case problemsFound(count: Int)
  /// `gallery serve` cannot listen at the address (the port is taken, the address is not this machine's).
  case cannotServe(address: String, message: String)
  /// Something the tool itself got wrong (an invariant that does not hold): not the person's input.
  case internalError(String)
  /// A program the gallery needs is not installed (FFmpeg, for the first of its clips): `file` is what
  /// needed it, `message` what to install.
  case missingTool(file: String, message: String)

  package var exitCode: Int32 {
    switch self {
    case .usage, .positionMissing: return 64
    case .manifestSyntax, .manifestField, .badData, .theme, .unknownPhoto, .positionOutOfRange, .badImages,
      .positionOutOfRangeIn, .unknownAlbum, .invalidField:
      return 65
    case .missingInput, .missingGalleryFile: return 66
    case .cannotWrite: return 73
    case .locked, .changedOnDisk: return 75
    case .validationFailed, .problemsFound: return 1
    case .internalError: return 70
    case .cannotServe, .missingTool: return 69
    case .editHistory(_, let exitCode): return exitCode
    }
  }

  package var description: String {
    switch self {
    case .usage(let message):
      return message
    case .manifestSyntax(let file, let position, let message):
      return "\(Quoted.path(file)):\(position): not valid JSON: \(message)"
    case .manifestField(let file, let position, let field, let message):
      let location = position.map { "\(Quoted.path(file)):\($0)" } ?? Quoted.path(file)
      return "\(location): \(field): \(message)"
    case .missingInput(let path, let what):
      return "\(what) not found: \(Quoted.path(path))"
    case .missingGalleryFile(let file, let position, let field, let path):
      let location = position.map { "\(Quoted.path(file)):\($0)" } ?? Quoted.path(file)
      return "\(location): \(field): file '\(Quoted.path(path))' not found in the gallery folder"
    case .badData(let path, let message):
      return "\(Quoted.path(path)): \(message)"
    case .theme(let path, let message):
      return "theme \(Quoted.path(path)): \(message)"
    case .cannotWrite(let path, let message):
      return "cannot write \(Quoted.path(path)): \(message)"
    case .unknownPhoto(let id, let closest):
      let hint =
        closest.isEmpty ? "" : " (did you mean " + closest.map { "'\($0)'" }.joined(separator: " or ") + "?)"
      return "no photo with id '\(Quoted.text(id))' in the gallery\(hint); 'gallery list' shows them all"
    case .unknownAlbum(let id, let closest):
      let hint =
        closest.isEmpty ? "" : " (did you mean " + closest.map { "'\($0)'" }.joined(separator: " or ") + "?)"
      return "no album with id '\(Quoted.text(id))' in the gallery\(hint); 'gallery list' shows them all"
    case .invalidField(let noun, let id, let field, let message):
      return "\(noun) '\(Quoted.text(id))': \(field): \(message)"
    case .positionOutOfRangeIn(let input, let value, let count, let noun, let place):
      guard value >= 1 else { return Self.notAPosition(input.flag, value) }
      return
        "\(input.flag) \(value) is beyond the last position: a \(noun) in \(place) can go to positions 1 to \(count)"
    case .positionOutOfRange(let input, let value, let count):
      guard value >= 1 else { return Self.notAPosition(input.flag, value) }
      return
        "\(input.flag) \(value) is beyond the last position: the gallery has \(count) photo\(count == 1 ? "" : "s")"
    case .positionMissing(let input, let count, let noun, let place):
      let album = noun == "album"
      let flags = album ? "\(input.flag) POSITION, --into ALBUM_ID or --top-level" : "\(input.flag) POSITION"
      let within = album ? " among its siblings" : place.map { " in \($0)" } ?? ""
      return "\(flags) is missing: where should the \(noun) go (1 to \(count)\(within))?"
    case .locked(let path, let seconds):
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return
        "another gallery command still holds \(Quoted.path(path)) after \(shown) s; try again, or raise --lock-timeout"
    case .changedOnDisk(let path):
      return
        "\(Quoted.path(path)) changed on disk while this command ran (was it edited?); nothing was saved, so the "
        + "edit stays: run the command again"
    case .validationFailed(let problems, let total):
      var lines = [
        "the new site has \(total) problem\(total == 1 ? "" : "s"); the previous site was left as it was"
      ]
      lines += problems
      if total > problems.count { lines.append("… and \(total - problems.count) more problems") }
      return lines.joined(separator: "\n")
    case .badImages(let problems, let total):
      var lines = [
        "\(total) image\(total == 1 ? "" : "s") cannot be used; the site was left as it was "
          + "(fix or remove \(total == 1 ? "it" : "them"), or build with --skip-bad to leave \(total == 1 ? "it" : "them") out)"
      ]
      lines += problems
      if total > problems.count { lines.append("… and \(total - problems.count) more") }
      return lines.joined(separator: "\n")
    case .problemsFound(let count):
      return "\(count) problem\(count == 1 ? "" : "s") found"
    case .cannotServe(let address, let message):
      return "cannot serve at \(Quoted.text(address)): \(message)"
    case .editHistory(let message, _):
      return message
    case .missingTool(let file, let message):
      return "\(Quoted.path(file)): \(message)"
    case .internalError(let message):
      return "internal error: \(message); nothing was changed. Please report this with the command you ran"
    }
  }

  /// "--to 0 is not a position; …": a position below 1, as the command line words it.
  static func notAPosition(_ flag: String, _ value: Int) -> String {
    "\(flag) \(value) is not a position; positions count from 1, as on the pages"
  }
}
