import GalleryCore

/// Why the edit history refused a step, each case worded for the person and carrying the exit code
/// the command ends with (sysexits, as `GalleryError`'s).
package enum EditHistoryError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `gallery.json` no longer holds the bytes the history's last step left (it was edited by hand, or
  /// by a tool that keeps no history): undoing would throw that edit away, so nothing is written.
  case handEdited(manifest: String, undo: Bool)
  /// There is no step to go back (`undo: true`) or forward through.
  case nothingToStep(undo: Bool)
  /// The history file is not one this tool wrote, or not whole: `reason` says what is wrong with it.
  case damaged(path: String, reason: String)
  /// Reading or writing the history file failed (the file system's error, as the manifest's are).
  case file(GalleryError)

  package var exitCode: Int32 {
    switch self {
    case .handEdited: return 75
    case .nothingToStep: return 66
    case .damaged: return 65
    case .file(let error): return error.exitCode
    }
  }

  package var description: String {
    switch self {
    case .handEdited(let manifest, let undo):
      return
        "\(Quoted.path(manifest)) was changed since the last recorded edit (by hand?); \(undo ? "undo" : "redo") "
        + "would lose that change, so nothing was written (the history starts again at your next edit)"
    case .nothingToStep(let undo):
      return undo ? "nothing to undo" : "nothing to redo"
    case .damaged(let path, let reason):
      return
        "\(Quoted.path(path)): not an edit history this tool wrote (\(reason)); the next edit moves it "
        + "aside and starts a new history (gallery.json does not depend on it)"
    case .file(let error):
      return error.description
    }
  }

  /// For a damaged history moved aside: "g/.gallery-history is not an edit history this tool wrote
  /// (its checksum does not match: was it edited?)"; nil for the other cases.
  package var damageReason: String? {
    guard case .damaged(let path, let reason) = self else { return nil }
    return "\(Quoted.path(path)) is not an edit history this tool wrote (\(reason))"
  }

  /// As the commands and the server report every failure: the same words and exit code.
  package var galleryError: GalleryError {
    if case .file(let error) = self { return error }
    return .editHistory(message: description, exitCode: exitCode)
  }
}
