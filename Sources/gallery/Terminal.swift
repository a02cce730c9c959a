import Foundation
import GalleryCommands
import GalleryCore

/// Where the tool talks on a real terminal: step lines and results on stdout, notices and errors on
/// stderr, each with its control characters escaped (file names, paths and titles in them come from
/// outside; see `Quoted.forTerminal`).
enum Terminal {
  static let console = Console(
    info: { line in say(line) },
    say: { line in say(line) },
    warn: { line in FileHandle.standardError.write(Data((Quoted.forTerminal(line) + "\n").utf8)) },
    progress: ProgressLine.reporter(), clipProgress: ProgressLine.clipReporter())

  /// Each line is written out at once, even into a pipe or a file: `gallery serve` runs for hours,
  /// and whoever reads its output (a person's log, a test waiting for the address) needs it now.
  static func say(_ text: String) {
    FileHandle.standardOutput.write(Data((Quoted.forTerminal(text) + "\n").utf8))
  }
}
