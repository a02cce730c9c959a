import Testing

@testable import GalleryCommands
@testable import GalleryCore

/// The compiler checks that a command reads only keys its `OptionKeys` store (`arguments[\.outptu]`
/// does not compile, nor does a flag read as a value). What it cannot check is that the spec, which
/// the scanner and `--help` use, lists each of those keys: a key left out would parse as an unknown
/// option and read as never given. These tests check that, for every command.
@Suite struct OptionKeysTests {
  /// The names of every key stored in `keys`, in its groups too: all that `run` can read.
  static func storedKeys(_ keys: Any) -> [String] {
    Mirror(reflecting: keys).children.flatMap { child -> [String] in
      if let key = child.value as? any OptionKey { return [key.name] }
      if child.value is any CommandOptions { return storedKeys(child.value) }
      return []
    }
  }

  @Test func everyCommandsSpecDeclaresExactlyTheKeysItReads() {
    for command in GalleryTool.commands {
      let declared = command.spec.options.map(\.name)
      #expect(
        declared == command.optionKeys.declarations.map(\.name),
        "\(command.spec.name): the spec's options are not its keys'")
      #expect(
        declared.sorted() == Self.storedKeys(command.optionKeys).sorted(),
        "\(command.spec.name): its keys' `all` is not every key it stores, once")
    }
  }

  @Test func aKeyLeftOutOfAllIsFound() {
    struct Forgetful: CommandOptions {
      let output = ValueOption("--output", "DIR", help: "Where.")
      let quiet = FlagOption("--quiet", help: "Hush.")
      var all: [any OptionKey] { [output] }
    }
    #expect(Self.storedKeys(Forgetful()) == ["--output", "--quiet"])
    #expect(Forgetful().declarations.map(\.name) == ["--output"])
  }

  @Test func aGroupOfKeysReadsTheSameCommandLine() throws {
    let arguments = try ParsedArguments<MoveAlbumCommand.OptionKeys>(
      ["2019", "--gallery", "trip", "--no-build", "--to", "2", "--lock-timeout", "5"],
      spec: MoveAlbumCommand.spec)
    let site = arguments.scoped(to: \.site)
    #expect(site.operands == ["2019"])
    #expect(site[\.gallery] == "trip")
    #expect(site[\.noBuild])
    #expect(!site[\.publish])
    #expect(try site.lockTimeout() == 5)
    #expect(arguments[\.to] == "2")
    #expect(arguments[\.site.gallery] == "trip")
  }

  @Test func topLevelAndAnAlbumAreRefusedTogetherByTheirOwnNames() throws {
    let arguments = try ParsedArguments<MoveCommand.OptionKeys>(
      ["sunset", "--album", "kyoto", "--top-level"], spec: MoveCommand.spec)
    #expect(throws: GalleryError.usage("give either --album ALBUM_ID or --top-level, not both")) {
      try MoveCommand.topLevelOr(arguments, \.album, topLevel: \.topLevel)
    }
  }
}
