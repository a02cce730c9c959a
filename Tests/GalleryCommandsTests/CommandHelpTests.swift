import Foundation
import Testing

@testable import GalleryCommands

@Suite struct CommandHelpTests {
  @Test func usageListsOperandsThenEveryOptionBracketedUnlessRequired() {
    let spec = CommandSpec(
      name: "move", summary: "Move.", operands: "(ID | --from N)", maxOperands: 1,
      options: [
        .value("--from", "N", help: "From.", inUsage: false),
        .value("--to", "N", help: "To.", isRequired: true),
        .flag("--quiet", help: "Hush."),
      ])
    #expect(spec.usage == "gallery move (ID | --from N) --to N [--quiet]")
  }

  @Test func helpWrapsEachExplanationUnderItsColumn() {
    let spec = CommandSpec(
      name: "demo", summary: "A demo.",
      options: [.value("--output", "DIR", help: String(repeating: "word ", count: 30))])
    let lines = CommandHelp.text(for: spec).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= CommandHelp.width })
    let option = lines.firstIndex { $0.hasPrefix("  --output DIR") }
    #expect(option != nil)
    if let option {
      #expect(lines[option + 1].hasPrefix(String(repeating: " ", count: CommandHelp.column) + "word"))
    }
    #expect(lines.contains("  -h, --help          Show this help."))
  }

  @Test func everyCommandsHelpNamesEveryOptionItAccepts() {
    for command in GalleryTool.commands {
      let help = CommandHelp.text(for: command.spec)
      for option in command.spec.options {
        #expect(help.contains("  " + option.label), "\(command.spec.name) --help lacks \(option.label)")
      }
      #expect(help.contains("Usage: " + command.spec.usage))
    }
  }

  /// The command reference's synopsis block (docs/commands.md) is the tool's synopsis, word for word:
  /// change an option and this fails until the reference says the same.
  @Test func theCommandReferenceSynopsisIsTheGeneratedOne() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let reference = try String(
      contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
    let heading = try #require(reference.range(of: "## Synopsis\n\n```\n"))
    let end = try #require(reference.range(of: "\n```", range: heading.upperBound..<reference.endIndex))
    #expect(String(reference[heading.upperBound..<end.lowerBound]) == GalleryTool.synopsis)
  }
}
