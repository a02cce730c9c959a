import Foundation
import GalleryKit

/// Dispatches `gallery <command>` and turns errors into `error: …` lines and exit codes.
enum GalleryCommand {
  static var commands: [String: Command.Type] {
    [
      "build": BuildCommand.self,
      "init": InitCommand.self,
      "move": MoveCommand.self,
      "list": ListCommand.self,
      "sync": SyncCommand.self,
      "validate": ValidateCommand.self,
    ]
  }

  static func main(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      print(HelpText.overview)
      return 0
    }
    switch first {
    case "-h", "--help", "help":
      if arguments.count > 1, let command = commands[arguments[1]] {
        print(command.help)
      } else {
        print(HelpText.overview)
      }
      return 0
    case "--version", "-V":
      print("gallery \(GalleryVersion.current)")
      return 0
    default:
      break
    }
    guard let command = commands[first] else {
      let hint = first.hasPrefix("-") ? "" : closest(first)
      return fail(.usage("unknown command '\(Quoted.text(first))'\(hint)"), help: "gallery --help")
    }
    var scanner = ArgumentScanner(Array(arguments.dropFirst()))
    if scanner.wantsHelp {
      print(command.help)
      return 0
    }
    do {
      try command.run(&scanner)
      return 0
    } catch {
      return fail(error, help: "gallery \(first) --help")
    }
  }

  /// Prints `error: …` (one line, but for a list of validation problems) and returns the exit code.
  static func fail(_ error: GalleryError, help: String) -> Int32 {
    // Values in messages are quoted where they are made; escaping the whole text once more makes sure
    // no control character from a file name or a manifest reaches the terminal.
    var text = Quoted.forTerminal(error.description)
    if case .usage = error {
      text += " (see '\(help)')"
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var output = "error: \(lines.first ?? "")\n"
    for line in lines.dropFirst() { output += "\(line)\n" }
    FileHandle.standardError.write(Data(output.utf8))
    return error.exitCode
  }

  private static func closest(_ word: String) -> String {
    Suggestions.hint(for: word, in: commands.keys.sorted())
  }
}

/// One subcommand: its help text and what it does with its arguments.
protocol Command {
  static var help: String { get }
  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError)
}
