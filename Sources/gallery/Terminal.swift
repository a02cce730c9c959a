import Foundation
import GalleryKit

/// Where the tool talks: progress on stdout, notices and errors on stderr.
enum Terminal {
  static func console(quiet: Bool) -> GalleryBuild.Console {
    GalleryBuild.Console(
      info: { line in if !quiet { print(Quoted.forTerminal(line)) } },
      warn: { line in printError(line) },
      progress: ProgressLine.reporter(quiet: quiet))
  }

  /// A line on stdout, its control characters escaped (see `Quoted.forTerminal`): file names, paths
  /// and titles in it come from outside.
  static func say(_ text: String) {
    print(Quoted.forTerminal(text))
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((Quoted.forTerminal(text) + "\n").utf8))
  }
}

extension ArgumentScanner {
  /// `--lock-timeout SECONDS` (default 30).
  mutating func lockTimeout() throws(GalleryError) -> Double {
    guard let text = try option("--lock-timeout") else { return 30 }
    guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
      throw .usage("--lock-timeout '\(Quoted.text(text))' is not a number of seconds")
    }
    return seconds
  }
}
