import Testing

@testable import GalleryCore

/// Bidi controls in a person's text: balanced ones are writing, open or stray ones spoof.
@Suite struct BidiTextTests {
  @Test(arguments: [
    "plain", "שלום", "\u{202B}שלום\u{202C} 2024", "\u{2067}بيت\u{2069}",
    "\u{2066}a\u{202E}b\u{202C}c\u{2069}",
    "\u{202E}line\u{202C}\nnext \u{2068}x\u{2069}", "“quoted” — dash",
  ])
  func balancedTextIsTaken(text: String) {
    #expect(TextChecks.bidiProblem(in: text) == nil, "\(Quoted.text(text))")
    #expect(TextChecks.problem(in: text, limit: 100) == nil)
  }

  @Test(arguments: [
    ("\u{202E}gnp.exe", "leaves the right-to-left override U+202E at character 1 open"),
    ("\u{202E}", "leaves the right-to-left override U+202E at character 1 open"),
    ("a\u{202C}", "has the pop directional formatting U+202C at character 2, which closes nothing"),
    ("\u{2066}a\u{202C}", "has the pop directional formatting U+202C at character 3, which closes nothing"),
    ("\u{202A}a\u{2069}", "has the pop directional isolate U+2069 at character 3, which closes nothing"),
    ("\u{2067}line one\nline two\u{2069}", "leaves the right-to-left isolate U+2067 at character 1 open"),
    ("ok \u{2068}", "leaves the first strong isolate U+2068 at character 4 open"),
  ])
  func anOpenOrStrayControlIsRefused(text: String, message: String) {
    let problem = TextChecks.bidiProblem(in: text)
    #expect(problem?.hasPrefix(message) == true, "\(problem ?? "taken")")
    #expect(TextChecks.problem(in: text, limit: 100) == problem)
  }

  @Test func quotedTextWritesControlsAndMarksOut() {
    #expect(Quoted.text("\u{202E}gnp.exe") == "\\u{202E}gnp.exe")
    #expect(Quoted.text("a\u{200F}b\u{2066}") == "a\\u{200F}b\\u{2066}")
    #expect(Quoted.forTerminal("x\u{202B}y\u{202C}\n") == "x\\u{202B}y\\u{202C}\n")
    #expect(Quoted.text("שלום") == "שלום", "right-to-left letters are text")
  }

  @Test func whatMayReorderItsNeighbours() {
    #expect(!TextChecks.mayReorder("Dune at dusk (2024)"))
    #expect(!TextChecks.mayReorder("Ünïcödé — 東京"))
    #expect(TextChecks.mayReorder("שלום"))
    #expect(TextChecks.mayReorder("بيت"))
    #expect(TextChecks.mayReorder("a\u{200F}"))
    #expect(TextChecks.mayReorder("\u{2066}x\u{2069}"))
  }

  @Test func blankMeansNothingShows() {
    #expect(TextChecks.isBlank(""))
    #expect(TextChecks.isBlank(" \n\t\u{00A0}"))
    #expect(TextChecks.isBlank("\u{200B}\u{202B}\u{202C}"), "zero-width and bidi controls show nothing")
    #expect(!TextChecks.isBlank("x"))
    #expect(!TextChecks.isBlank("\u{200B}ש"))
  }
}
