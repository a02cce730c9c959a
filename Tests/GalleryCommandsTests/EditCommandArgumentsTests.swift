import Testing

@testable import GalleryCommands
@testable import GalleryCore

/// What `gallery set` and its kin read from a command line before the scene checks it: empty values
/// only where an empty value means "remove", tags split on commas.
@Suite struct EditCommandArgumentsTests {
  private func parse(_ arguments: [String]) throws(GalleryError) -> ParsedArguments<SetCommand.OptionKeys> {
    try ParsedArguments(arguments, spec: SetCommand.spec)
  }

  @Test func anEmptyTextIsReadAsRemovingTheField() throws {
    let parsed = try parse(["b", "--title", "", "--alt=", "--description", "x"])
    #expect(parsed[\.title] == "")
    #expect(parsed[\.alt] == "")
    #expect(parsed[\.description] == "x")
    #expect(parsed[\.tags] == nil)
  }

  @Test func anEmptyPathIsStillRefused() {
    #expect(throws: GalleryError.usage("--gallery needs a non-empty value")) {
      try parse(["b", "--title", "x", "--gallery", ""])
    }
    #expect(throws: GalleryError.usage("--output needs a non-empty value")) {
      try parse(["b", "--output="])
    }
  }

  @Test(arguments: [
    ("kyoto", ["kyoto"]), (" sand , evening ", ["sand", "evening"]), ("a,b,c", ["a", "b", "c"]),
    ("", []), ("  ", []), ("a,,b", ["a", "", "b"]), ("a,", ["a", ""]),
  ])
  func tagsAreSplitOnCommasAndTrimmed(text: String, tags: [String]) {
    #expect(SetCommand.tags(text) == tags)
  }

  @Test func aCoverAndSeveralPhotosAreReadAsOperands() throws {
    let cover = try ParsedArguments<CoverCommand.OptionKeys>(["k", "--clear"], spec: CoverCommand.spec)
    #expect(cover.operands == ["k"] && cover[\.clear])
    let move = try ParsedArguments<MoveCommand.OptionKeys>(
      ["a", "b", "c", "--to", "2"], spec: MoveCommand.spec)
    #expect(move.operands == ["a", "b", "c"])
  }
}
