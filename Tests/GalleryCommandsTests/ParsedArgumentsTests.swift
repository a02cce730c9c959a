import Testing

@testable import GalleryCommands
@testable import GalleryCore

/// The options of a command made up for these tests.
private struct DemoKeys: LockingOptions {
  let output = ValueOption("--output", "DIR", help: "Where.")
  let quiet = FlagOption("--quiet", help: "Hush.")
  let lockTimeout = ValueOption.lockTimeout

  var all: [any OptionKey] { [output, quiet, lockTimeout] }
}

@Suite struct ParsedArgumentsTests {
  let spec = CommandSpec(
    name: "demo", summary: "A demo.", operands: "[DIR]", maxOperands: 1, options: DemoKeys().declarations)

  private func parse(_ arguments: [String]) throws(GalleryError) -> ParsedArguments<DemoKeys> {
    try ParsedArguments(arguments, spec: spec)
  }

  @Test func readsValuesFlagsAndOperandsInAnyOrder() throws {
    let parsed = try parse(["--quiet", "g", "--output=site", "--lock-timeout", "2"])
    #expect(parsed.operands == ["g"])
    #expect(parsed[\.output] == "site")
    #expect(parsed[\.quiet])
    #expect(try parsed.lockTimeout() == 2)
  }

  @Test(arguments: [
    (["--quiet", "--quiet"], "--quiet is given twice"),
    (["--output", "a", "--output=b"], "--output is given twice"),
    (["--output"], "--output needs a value"),
    (["--output", "--quiet"], "--output needs a value"),
    (["--output="], "--output needs a non-empty value"),
    (["--quiet=yes"], "--quiet takes no value"),
    (["--ouptut", "x"], "unknown option '--ouptut' (did you mean '--output'?)"),
    (["-x"], "unknown option '-x'"),
    (["a", "b"], "unexpected argument 'b'"),
  ])
  func refusesWhatItCannotRead(arguments: [String], message: String) {
    #expect(throws: GalleryError.usage(message)) { try parse(arguments) }
  }

  @Test func everythingAfterTheSeparatorIsAnOperand() throws {
    let parsed = try parse(["--", "--quiet"])
    #expect(parsed.operands == ["--quiet"])
    #expect(!parsed[\.quiet])
  }

  @Test func helpAfterTheSeparatorIsAnOperandNotARequestForHelp() {
    #expect(CommandHelp.isRequested(in: ["g", "-h"]))
    #expect(CommandHelp.isRequested(in: ["--help", "--", "x"]))
    #expect(!CommandHelp.isRequested(in: ["--", "-h"]))
    #expect(!CommandHelp.isRequested(in: ["--", "--help"]))
  }

  @Test func aLockTimeoutMustBeSeconds() throws {
    let parsed = try parse(["--lock-timeout", "soon"])
    #expect(throws: GalleryError.usage("--lock-timeout 'soon' is not a number of seconds")) {
      try parsed.lockTimeout()
    }
  }
}
