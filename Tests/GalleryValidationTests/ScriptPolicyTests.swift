import Testing

@testable import GalleryValidation

/// Generated pages run no script but a theme's own files: inline scripts, event-handler attributes,
/// `srcdoc` and `<base>` are refused, so a theme that prints a person's text unescaped fails the build.
@Suite struct ScriptPolicyTests {
  typealias Fixtures = ValidationFixtures
  let line = ValidationFixtures.bodyLine

  /// The problems about scripts (a hand-made page has contract problems too, which are not at issue).
  private func scriptProblems(_ body: String, checkContract: Bool = true) -> [String] {
    Fixtures.problems(
      of: Fixtures.page(body: body), otherFiles: ["a.js", "a.jpg"], checkContract: checkContract
    )
    .map { "\($0.line - line):\($0.column): \($0.message)" }
    .filter { $0.contains("script") || $0.contains("<base>") }
  }

  @Test func inlineScriptIsRefusedAndAThemeScriptFileIsNot() {
    #expect(
      scriptProblems("<script>alert(1)</script>\n<script src=\"a.js\"></script>") == [
        "0:1: inline <script>: pages run only scripts from files (a theme's assets), via src"
      ])
  }

  @Test func eventHandlersInAnyCaseAndSrcdocAreRefused() {
    let problems = scriptProblems(
      "<img src=\"a.jpg\" alt=\"\" onerror=\"x()\"/>\n<p ONCLICK=\"x()\">p</p>\n<iframe srcdoc=\"&lt;b&gt;\"></iframe>"
    )
    #expect(problems.count == 3)
    #expect(problems[0].hasPrefix("0:1: <img onerror>: pages run no script from attributes"))
    #expect(problems[1].hasPrefix("1:1: <p ONCLICK>"))
    #expect(problems[2].hasPrefix("2:1: <iframe srcdoc>"))
  }

  @Test func aScriptInsideInlineSVGIsRefusedToo() {
    let problems = scriptProblems(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"x()\"><script>x()</script></svg>")
    #expect(problems.count == 2)
  }

  @Test func baseIsRefused() {
    #expect(
      scriptProblems("<base href=\"https://evil.example/\"/>") == [
        "0:1: <base> changes where every relative link of the page leads; pages have none"
      ])
  }

  @Test func otherSitesChecksWithoutTheContractAllowTheirScripts() {
    #expect(scriptProblems("<script>alert(1)</script><p onclick=\"x()\">p</p>", checkContract: false) == [])
  }

  @Test func attributesMerelyStartingWithOAreFine() {
    #expect(scriptProblems("<ol><li>x</li></ol><video src=\"a.js\" poster=\"a.jpg\"></video>") == [])
  }
}
