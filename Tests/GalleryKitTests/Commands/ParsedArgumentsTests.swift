import Testing

@testable import GalleryCore
@testable import GalleryKit

@Suite struct ParsedArgumentsTests {
  let spec = CommandSpec(
    name: "demo", summary: "A demo.", operands: "[DIR]", maxOperands: 1,
    options: [.value("--output", "DIR", help: "Where."), .flag("--quiet", help: "Hush."), .lockTimeout])

  @Test func readsValuesFlagsAndOperandsInAnyOrder() throws {
    let parsed = try ParsedArguments(["--quiet", "g", "--output=site", "--lock-timeout", "2"], spec: spec)
    #expect(parsed.operands == ["g"])
    #expect(parsed.value("--output") == "site")
    #expect(parsed.flag("--quiet"))
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
    #expect(throws: GalleryError.usage(message)) { try ParsedArguments(arguments, spec: spec) }
  }

  @Test func everythingAfterTheSeparatorIsAnOperand() throws {
    let parsed = try ParsedArguments(["--", "--quiet"], spec: spec)
    #expect(parsed.operands == ["--quiet"])
    #expect(!parsed.flag("--quiet"))
  }

  @Test func helpAfterTheSeparatorIsAnOperandNotARequestForHelp() {
    #expect(ParsedArguments.wantsHelp(["g", "-h"]))
    #expect(ParsedArguments.wantsHelp(["--help", "--", "x"]))
    #expect(!ParsedArguments.wantsHelp(["--", "-h"]))
    #expect(!ParsedArguments.wantsHelp(["--", "--help"]))
  }

  @Test func aLockTimeoutMustBeSeconds() throws {
    let parsed = try ParsedArguments(["--lock-timeout", "soon"], spec: spec)
    #expect(throws: GalleryError.usage("--lock-timeout 'soon' is not a number of seconds")) {
      try parsed.lockTimeout()
    }
  }
}
