import Testing

@testable import GalleryValidation

/// Links: each must name a file of the site (explicitly, never a folder), stay inside it, and name an
/// id that exists when it has a fragment.
@Suite struct LinkCheckTests {
  typealias Fixtures = ValidationFixtures
  let line = ValidationFixtures.bodyLine

  func problem(_ message: String, line: Int, column: Int, page: String = "index.html") -> ValidationProblem {
    ValidationProblem(page: page, line: line, column: column, message: message)
  }

  @Test func danglingLink() {
    let page = Fixtures.page(body: "<p><a href=\"photos/b.html\">B</a></p>")
    #expect(
      Fixtures.problems(of: page) == [
        problem(
          "broken link 'photos/b.html' in a[href]: no file photos/b.html in the site", line: line, column: 4)
      ])
  }

  @Test func linksResolveFromThePageFolder() {
    let report = Fixtures.report(
      pages: [
        "index.html": Fixtures.page(body: "<a href=\"photos/a.html\">A</a>"),
        "photos/a.html": Fixtures.page(
          body:
            "<a href=\"../index.html\">Home</a><a href=\"b.html\">B</a><img src=\"../img/a.jpg\" alt=\"\"/>"),
        "photos/b.html": Fixtures.page(
          body: "<a href=\"./a.html\">A</a><a href=\"../photos/../index.html\">Home</a>"),
      ], otherFiles: ["img/a.jpg"])
    #expect(report.problems == [])
  }

  @Test func linkToAMissingFragmentOfAnotherPage() {
    let report = Fixtures.report(pages: [
      "index.html": Fixtures.page(body: "<a href=\"b.html#nope\">B</a> <a href=\"b.html#yes\">B</a>"),
      "b.html": Fixtures.page(body: "<p id=\"yes\">here</p>"),
    ])
    #expect(
      report.problems == [
        problem("link 'b.html#nope' in a[href] names a missing id 'nope' in b.html", line: line, column: 1)
      ])
  }

  @Test func linkToAMissingFragmentOfThePageItself() {
    let page = Fixtures.page(body: "<h1 id=\"top\">T</h1>\n<a href=\"#top\">Up</a> <a href=\"#nope\">?</a>")
    #expect(
      Fixtures.problems(of: page) == [
        problem("link '#nope' in a[href] names a missing id 'nope' on this page", line: line + 1, column: 23)
      ])
  }

  @Test func fragmentsAreDecodedAndFragmentsIntoOtherFilesAreNotJudged() {
    let page = Fixtures.page(
      body:
        "<p id=\"caf\u{E9}\"><a href=\"#caf%C3%A9\">x</a>"
        + "<img src=\"icons.svg#star\" alt=\"\"/><a href=\"#\">top</a></p>"
    )
    #expect(Fixtures.problems(of: page, otherFiles: ["icons.svg"]) == [])
  }

  @Test func fragmentIntoAPageThatDoesNotParseIsNotJudged() {
    let report = Fixtures.report(pages: [
      "index.html": Fixtures.page(body: "<a href=\"b.html#x\">B</a>"),
      "b.html": "<!DOCTYPE html>\n<html><p></html>",
    ])
    #expect(report.problems.allSatisfy { $0.page == "b.html" })
    #expect(!report.problems.isEmpty)
  }

  @Test func linkToAFolder() {
    let report = Fixtures.report(pages: [
      "index.html": Fixtures.page(body: "<a href=\"photos/\">All</a>\n<a href=\"photos\">All</a>"),
      "photos/index.html": Fixtures.page(body: "<a href=\"../\">Home</a>"),
    ])
    #expect(
      report.problems == [
        problem(
          "link 'photos/' in a[href] names a folder; use an explicit file name such as 'photos/index.html'",
          line: line, column: 1),
        problem(
          "link 'photos' in a[href] names a folder; use an explicit file name such as 'photos/index.html'",
          line: line + 1, column: 1),
        problem(
          "link '../' in a[href] names a folder; use an explicit file name such as '../index.html'",
          line: line, column: 1, page: "photos/index.html"),
      ])
  }

  @Test func rootAbsoluteLink() {
    let page = Fixtures.page(body: "<link rel=\"stylesheet\" href=\"/style.css\"/>")
    #expect(
      Fixtures.problems(of: page, otherFiles: ["style.css"]) == [
        problem(
          "root-absolute link '/style.css' in link[href] breaks under a sub-path and file://; "
            + "use a relative link",
          line: line, column: 1)
      ])
  }

  @Test func linkLeavingTheSite() {
    let report = Fixtures.report(pages: [
      "index.html": Fixtures.page(body: "<a href=\"../outside.html\">Out</a>"),
      "photos/a.html": Fixtures.page(
        body: "<a href=\"../index.html\">In</a> <a href=\"../../index.html\">Out</a>"),
    ])
    #expect(
      report.problems == [
        problem("link '../outside.html' in a[href] leaves the site folder", line: line, column: 1),
        problem(
          "link '../../index.html' in a[href] leaves the site folder", line: line, column: 32,
          page: "photos/a.html"),
      ])
  }

  @Test func javaScriptLinksInAnyCaseAndAnyURLAttribute() {
    let page = Fixtures.page(
      body: """
        <a href="  JavaScript:alert(1)">x</a>
        <form action="java\tscript:go()"><button formaction="javascript:go()">Go</button></form>
        <iframe src="javascript:''" title="x"></iframe>
        """)
    #expect(
      Fixtures.problems(of: page) == [
        problem("javascript: URL in a[href]", line: line, column: 1),
        problem("javascript: URL in form[action]", line: line + 1, column: 1),
        problem("javascript: URL in button[formaction]", line: line + 1, column: 33),
        problem("javascript: URL in iframe[src]", line: line + 2, column: 1),
      ])
  }

  @Test func missingSourceSetCandidate() {
    let page = Fixtures.page(
      body:
        "<picture><source srcset=\"a.webp 1x,a@2x.webp 2x\"/>\n"
        + "<img src=\"a.jpg\" srcset=\"a.jpg 1x, a@2x.jpg 2x\" alt=\"A\"/></picture>"
    )
    #expect(
      Fixtures.problems(of: page, otherFiles: ["a.jpg", "a.webp", "a@2x.webp"]) == [
        problem(
          "broken link 'a@2x.jpg' in img[srcset]: no file a@2x.jpg in the site", line: line + 1, column: 1)
      ])
  }

  @Test func sourceSetDataURLKeepsItsCommas() {
    let page = Fixtures.page(
      body: "<img src=\"a.jpg\" srcset=\"data:image/png;base64,AAAA,BBBB 1x, a.jpg 2x\" alt=\"\"/>")
    #expect(Fixtures.problems(of: page, otherFiles: ["a.jpg"]) == [])
  }

  @Test func percentEncodingQueryAndExternalLinks() {
    let page = Fixtures.page(
      body: """
        <img src="my%20photo.jpg?v=2" alt=""/><a href="index.html?page=1#top" id="top">Top</a>
        <a href="https://example.org/x">x</a><a href="http://example.org/">x</a>
        <a href="mailto:me@example.org">m</a>
        <img src="data:image/gif;base64,R0lGOD" alt=""/><script src="//cdn.example.org/x.js"></script>
        """)
    #expect(Fixtures.problems(of: page, otherFiles: ["my photo.jpg"]) == [])
  }

  @Test func everyKindOfResourceLinkIsChecked() {
    let page = Fixtures.page(
      body: """
        <video src="v.mp4" poster="p.jpg"><source src="s.webm"/><track src="t.vtt"/></video>
        <audio src="a.mp3"></audio><script src="s.js"></script><iframe src="f.html" title="f"></iframe>
        <embed src="e.svg"/><map name="m"><area href="r.html" alt="r"/></map>
        """)
    let messages = Fixtures.problems(of: page).map(\.message)
    #expect(
      messages == [
        "broken link 'p.jpg' in video[poster]: no file p.jpg in the site",
        "broken link 'v.mp4' in video[src]: no file v.mp4 in the site",
        "broken link 's.webm' in source[src]: no file s.webm in the site",
        "broken link 't.vtt' in track[src]: no file t.vtt in the site",
        "broken link 'a.mp3' in audio[src]: no file a.mp3 in the site",
        "broken link 's.js' in script[src]: no file s.js in the site",
        "broken link 'f.html' in iframe[src]: no file f.html in the site",
        "broken link 'e.svg' in embed[src]: no file e.svg in the site",
        "broken link 'r.html' in area[href]: no file r.html in the site",
      ])
  }

  @Test func formActionNeedNotExistButMustStayInTheSite() {
    let page = Fixtures.page(
      body: "<form action=\"move\"></form>\n<form action=\"/move\"></form><form action=\"../move\"></form>")
    #expect(
      Fixtures.problems(of: page) == [
        problem(
          "root-absolute link '/move' in form[action] breaks under a sub-path and file://; "
            + "use a relative link",
          line: line + 1, column: 1),
        problem("link '../move' in form[action] leaves the site folder", line: line + 1, column: 29),
      ])
  }

  @Test func emptyLink() {
    let page = Fixtures.page(body: "<a href=\" \">nowhere</a>")
    #expect(Fixtures.problems(of: page) == [problem("empty a[href]", line: line, column: 1)])
  }

  @Test func fileURL() {
    let page = Fixtures.page(body: "<img src=\"file:///home/me/a.jpg\" alt=\"\"/>")
    #expect(
      Fixtures.problems(of: page) == [
        problem(
          "link 'file:///home/me/a.jpg' in img[src] names a file on one computer, not in the site",
          line: line, column: 1)
      ])
  }
}
