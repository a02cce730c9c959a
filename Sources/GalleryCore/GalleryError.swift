/// Everything that can stop a command, each case carrying what the person needs to fix it.
///
/// Exit codes follow BSD sysexits so scripts can tell a typo from bad data from a full disk.
package enum GalleryError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The command line itself is wrong (unknown flag, missing argument).
  case usage(String)
  /// An error of the gallery itself (its manifest, a photo or album it does not have, a position or
  /// value an edit may not take, its edit history): the model's (`GalleryModel`'s `GalleryProblem`,
  /// made and matched through `GalleryError+Gallery` there), carried here with its words and exit code.
  case gallery(GalleryFault)
  /// An input file or folder does not exist.
  case missingInput(path: String, what: String)
  /// A gallery's data is wrong in a way that is not about one manifest field (an image outside the folder).
  case badData(path: String, message: String)
  /// A theme cannot be found or its templates are wrong.
  case theme(path: String, message: String)
  /// The output cannot be written.
  case cannotWrite(path: String, message: String)
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
    case .usage: return 64
    case .badData, .theme, .badImages: return 65
    case .missingInput: return 66
    case .cannotWrite: return 73
    case .locked, .changedOnDisk: return 75
    case .validationFailed, .problemsFound: return 1
    case .internalError: return 70
    case .cannotServe, .missingTool: return 69
    case .gallery(let fault): return fault.exitCode
    }
  }

  package var description: String {
    switch self {
    case .usage(let message):
      return message
    case .gallery(let fault):
      return fault.description
    case .missingInput(let path, let what):
      return "\(what) not found: \(Quoted.path(path))"
    case .badData(let path, let message):
      return "\(Quoted.path(path)): \(message)"
    case .theme(let path, let message):
      return "theme \(Quoted.path(path)): \(message)"
    case .cannotWrite(let path, let message):
      return "cannot write \(Quoted.path(path)): \(message)"
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
    case .missingTool(let file, let message):
      return "\(Quoted.path(file)): \(message)"
    case .internalError(let message):
      return "internal error: \(message); nothing was changed. Please report this with the command you ran"
    }
  }

}
