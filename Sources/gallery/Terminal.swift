import Foundation
import GalleryKit

/// Where the tool talks on a real terminal: step lines and results on stdout, notices and errors on
/// stderr, each with its control characters escaped (file names, paths and titles in them come from
/// outside; see `Quoted.forTerminal`).
enum Terminal {
  static let console = Console(
    info: { line in say(line) },
    say: { line in say(line) },
    warn: { line in FileHandle.standardError.write(Data((Quoted.forTerminal(line) + "\n").utf8)) },
    progress: ProgressLine.reporter())

  static func say(_ text: String) {
    print(Quoted.forTerminal(text))
  }
}
