import GalleryCore

/// `gallery <command> …`: finds the command, reads its arguments against its spec, runs it, and turns
/// an error into `error: …` lines on stderr and an exit code.
package enum GalleryTool {
  /// A command's spec and its entry point, taken from its type once (so nothing is called through an
  /// existential metatype).
  package struct Entry: Sendable {
    package let spec: CommandSpec
    /// The keys `run` reads the options by, for the test that they are the ones the spec declares.
    let optionKeys: any CommandOptions
    /// Reads the arguments against the spec, then runs the command on them.
    let run: @Sendable ([String], Console) throws(GalleryError) -> Void

    init<Command: GalleryCommand>(_ command: Command.Type) {
      spec = Command.spec
      optionKeys = Command.OptionKeys()
      run = { arguments, console throws(GalleryError) in
        try Command.run(try ParsedArguments(arguments, spec: Command.spec), console: console)
      }
    }
  }

  /// Every command, in the order `gallery --help` lists them.
  package static let commands: [Entry] = [
    Entry(BuildCommand.self), Entry(ImagesCommand.self), Entry(InitCommand.self), Entry(SyncCommand.self),
    Entry(MoveCommand.self),
    Entry(MoveAlbumCommand.self), Entry(SetCommand.self), Entry(CoverCommand.self),
    Entry(SetAlbumCommand.self), Entry(AddAlbumCommand.self), Entry(RemoveAlbumCommand.self),
    Entry(RemoveCommand.self),
    Entry(UndoCommand.self), Entry(RedoCommand.self),
    Entry(ListCommand.self), Entry(ValidateCommand.self), Entry(ServeCommand.self), Entry(ThemeCommand.self),
  ]

  package static func main(_ arguments: [String], console: Console) -> Int32 {
    guard let first = arguments.first else {
      console.say(overview)
      return 0
    }
    switch first {
    case "-h", "--help", "help":
      if arguments.count > 1, let command = command(named: arguments[1]) {
        console.say(CommandHelp.text(for: command.spec))
      } else {
        console.say(overview)
      }
      return 0
    case "--version", "-V":
      console.say("gallery \(GalleryVersion.current)")
      return 0
    default:
      break
    }
    guard let command = command(named: first) else {
      let hint = first.hasPrefix("-") ? "" : Suggestions.hint(for: first, in: commands.map(\.spec.name))
      return fail(
        .usage("unknown command '\(Quoted.text(first))'\(hint)"), help: "gallery --help", console: console)
    }
    let rest = Array(arguments.dropFirst())
    if CommandHelp.isRequested(in: rest) {
      console.say(CommandHelp.text(for: command.spec))
      return 0
    }
    do throws(GalleryError) {
      try command.run(rest, console)
      return 0
    } catch {
      return fail(error, help: "gallery \(first) --help", console: console)
    }
  }

  static func command(named name: String) -> Entry? {
    commands.first { $0.spec.name == name }
  }

  /// Prints `error: …` (one line, but for a list of validation problems) and returns the exit code.
  static func fail(_ error: GalleryError, help: String, console: Console) -> Int32 {
    var text = error.description
    if case .usage = error { text += " (see '\(help)')" }
    console.warn("error: " + text)
    return error.exitCode
  }

  /// Every usage line of every command, then the help and version forms: the synopsis in
  /// docs/commands.md.
  package static var synopsis: String {
    (commands.flatMap(\.spec.usageLines) + ["gallery --help | gallery <command> --help | gallery --version"])
      .joined(separator: "\n")
  }

  /// `gallery --help`.
  package static var overview: String {
    var lines = [
      "gallery \(GalleryVersion.current): a static photo-gallery generator.", "",
      "Point it at a folder with a gallery.json manifest and the images it names; it writes a",
      "browsable static site (a paginated grid, a page per photo, and a page to move a photo)",
      "that opens from file:// or any static host.", "",
      "Usage:",
    ]
    lines += synopsis.split(separator: "\n").map { "  " + $0 }
    lines += ["", "Commands:"]
    for command in commands {
      lines += CommandHelp.entry(command.spec.name, command.spec.summary)
    }
    lines += ["", "Options:"]
    lines += CommandHelp.entry("-h, --help", "Show help (also: gallery <command> --help)")
    lines += CommandHelp.entry("-V, --version", "Show the version")
    lines += [
      "", "Examples:",
      "  gallery build                      # this folder's gallery, else the sample, into ./Output",
      "  gallery init my-photos             # a gallery of the images in my-photos",
      "  gallery init --sample my-gallery   # a gallery to edit",
      "  gallery build my-gallery --output site",
      "  gallery move arkit --to 3 --gallery my-gallery --output site", "",
      "The commands, the manifest, the page contract and themes are documented in docs/.",
    ]
    return lines.joined(separator: "\n")
  }
}
