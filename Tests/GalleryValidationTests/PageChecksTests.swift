import Testing

@testable import GalleryValidation

/// One hand-made page per defect a page can have on its own; each asserts where the problem is.
@Suite struct PageChecksTests {
  typealias Fixtures = ValidationFixtures
  let line = ValidationFixtures.bodyLine

  @Test func cleanPageHasNoProblem() {
    let page = Fixtures.page(
      body: """
        <main id="content"><h1>Hello</h1>
        <figure><img src="a.jpg" alt="A lake"/><figcaption>A lake</figcaption></figure>
        <a href="#content">Up</a> <a href="https://example.org/">Elsewhere</a></main>
        """)
    #expect(Fixtures.problems(of: page, otherFiles: ["a.jpg"]) == [])
  }

  @Test func unclosedTagIsReportedWhereLibxml2FindsIt() {
    let page = Fixtures.page(body: "<div>\n<p>text\n</div>")
    let problems = Fixtures.problems(of: page)
    // libxml2 notices the unclosed <p> (line 9) at the </div> of line 10, after reading it.
    #expect(
      problems.first
        == ValidationProblem(
          page: "index.html", line: line + 2, column: 7,
          message: "Opening and ending tag mismatch: p line \(line + 1) and div"))
  }

  @Test func namedEntityBeyondXMLIsAnError() {
    let problems = Fixtures.problems(of: Fixtures.page(body: "<p>a&nbsp;b</p>"))
    #expect(
      problems == [
        ValidationProblem(page: "index.html", line: line, column: 11, message: "Entity 'nbsp' not defined")
      ])
  }

  @Test func messagesStayOnOneLine() {
    var bytes = Array(Fixtures.page(body: "<p>caf</p>").utf8)
    let index = bytes.firstIndex(of: UInt8(ascii: "f")) ?? 0
    bytes[index] = 0xE9  // Latin-1 "é": not UTF-8
    let report = SiteValidator(options: .init(checkContract: false))
      .validate(pages: ["index.html": bytes], otherFiles: [])
    #expect(report.problems.count == 1)
    #expect(report.problems.first?.message.hasPrefix("Input is not proper UTF-8") == true)
    #expect(report.problems.first?.message.contains("\n") == false)
  }

  @Test func duplicateIDPointsAtTheSecondOne() {
    let page = Fixtures.page(body: "<section id=\"a\">\n  <p id=\"a\">x</p></section>")
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(
          page: "index.html", line: line + 1, column: 3, message: "duplicate id 'a' (first on line \(line))")
      ])
  }

  @Test func imageWithoutAlt() {
    let page = Fixtures.page(body: "<p>\n <img src=\"a.jpg\"/></p>")
    #expect(
      Fixtures.problems(of: page, otherFiles: ["a.jpg"]) == [
        ValidationProblem(
          page: "index.html", line: line + 1, column: 2, message: "<img src='a.jpg'> has no alt attribute")
      ])
  }

  @Test func emptyAltIsFineForDecorativeImages() {
    let page = Fixtures.page(body: "<img src=\"a.jpg\" alt=\"\"/>")
    #expect(Fixtures.problems(of: page, otherFiles: ["a.jpg"]) == [])
  }

  @Test func missingLang() {
    let problems = Fixtures.problems(of: Fixtures.page(body: "<p>x</p>", lang: ""))
    #expect(
      problems == [
        ValidationProblem(
          page: "index.html", line: 2, column: 1,
          message: "<html> has no lang attribute: screen readers and translators need the language")
      ])
  }

  @Test func emptyLang() {
    let problems = Fixtures.problems(of: Fixtures.page(body: "<p>x</p>", lang: " lang=\"\""))
    #expect(
      problems == [ValidationProblem(page: "index.html", line: 2, column: 1, message: "<html lang> is empty")]
    )
  }

  @Test func missingTitle() {
    let page = """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head></head><body></body></html>
      """
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(page: "index.html", line: 2, column: 1, message: "page has no <title>")
      ])
  }

  @Test func emptyTitle() {
    #expect(
      Fixtures.problems(of: Fixtures.page(body: "", title: "  ")) == [
        ValidationProblem(page: "index.html", line: 5, column: 1, message: "<title> is empty")
      ])
  }

  @Test func secondTitle() {
    let page = Fixtures.page(body: "", title: "One</title>  <title>Two")
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(
          page: "index.html", line: 5, column: 21,
          message: "second <title> (first on line 5): a page has exactly one")
      ])
  }

  @Test func titleInsideSVGIsNotThePageTitle() {
    let page = Fixtures.page(body: "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>Icon</title></svg>")
    #expect(Fixtures.problems(of: page) == [])
  }

  @Test func nestedForm() {
    let page = Fixtures.page(body: "<form action=\"save\">\n<div><form action=\"save\"></form></div></form>")
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(
          page: "index.html", line: line + 1, column: 6,
          message: "<form> inside another <form> (opened on line \(line)); forms cannot nest")
      ])
  }

  @Test func nestedLink() {
    let page = Fixtures.page(body: "<a href=\"#x\" id=\"x\"><span><a href=\"#x\">in</a></span></a>")
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(
          page: "index.html", line: line, column: 27,
          message: "<a> inside another <a> (opened on line \(line)); links cannot nest")
      ])
  }

  @Test func siblingLinksAndFormsAreFine() {
    let page = Fixtures.page(
      body:
        "<a href=\"#x\" id=\"x\">1</a><a href=\"#x\">2</a>"
        + "<form action=\"a\"></form><form action=\"b\"></form>"
    )
    #expect(Fixtures.problems(of: page) == [])
  }

  @Test func unknownElement() {
    let page = Fixtures.page(body: "<main>\n  <secton>x</secton></main>")
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(
          page: "index.html", line: line + 1, column: 3,
          message: "unknown element <secton>: not an HTML5 element")
      ])
  }

  @Test func uppercaseElementIsUnknownInXHTML() {
    let problems = Fixtures.problems(of: Fixtures.page(body: "<DIV>x</DIV>"))
    #expect(problems.map(\.message) == ["unknown element <DIV>: not an HTML5 element"])
  }

  @Test func svgMathAndCustomElementsAreAllowed() {
    let page = Fixtures.page(
      body: """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><defs><linearGradient id="g"/></defs>
        <circle cx="0" cy="0" r="1" fill="url(#g)"/><foreignObject><p>x</p></foreignObject></svg>
        <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi><mo>=</mo><mn>1</mn></math>
        <svg><rect width="1" height="1"/></svg>
        <photo-grid columns="3"></photo-grid>
        """)
    #expect(Fixtures.problems(of: page) == [])
  }

  @Test func elementInAnotherNamespace() {
    let problems = Fixtures.problems(of: Fixtures.page(body: "<x:note xmlns:x=\"urn:notes\">x</x:note>"))
    #expect(
      problems == [
        ValidationProblem(
          page: "index.html", line: line, column: 1,
          message: "element <x:note> is in namespace 'urn:notes', not XHTML")
      ])
  }

  @Test func pageWithoutXHTMLNamespaceIsCheckedTheSame() {
    let page = """
      <!DOCTYPE html>
      <html lang="en"><head><title>T</title></head>
      <body><secton id="a"></secton><img id="a" src="a.jpg"/></body></html>
      """
    #expect(
      Fixtures.problems(of: page, otherFiles: ["a.jpg"]) == [
        ValidationProblem(
          page: "index.html", line: 3, column: 7, message: "unknown element <secton>: not an HTML5 element"),
        ValidationProblem(
          page: "index.html", line: 3, column: 31, message: "<img src='a.jpg'> has no alt attribute"),
        ValidationProblem(
          page: "index.html", line: 3, column: 31, message: "duplicate id 'a' (first on line 3)"),
      ])
  }

  @Test func columnsCountCharactersNotBytes() {
    let page = Fixtures.page(body: "<p>été — <secton/></p>")
    #expect(Fixtures.problems(of: page).map(\.column) == [10])
  }

  @Test func rootMustBeHTML() {
    let page = "<!DOCTYPE html>\n<div lang=\"en\"><title>x</title></div>"
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(
          page: "index.html", line: 2, column: 1, message: "root element is <div>, expected <html>")
      ])
  }

  @Test func longPageIsReadWhole() {
    let paragraphs = (1...2000).map {
      "<p>Paragraph \($0), long enough to make libxml2 refill its input.</p>"
    }
    let page = Fixtures.page(
      body: "<a href=\"#end\">Skip</a>\n" + paragraphs.joined(separator: "\n")
        + "\n<p id=\"end\">End <secton/></p>")
    #expect(
      Fixtures.problems(of: page) == [
        ValidationProblem(
          page: "index.html", line: line + 2001, column: 17,
          message: "unknown element <secton>: not an HTML5 element")
      ])
  }

  @Test func longPageErrorNearTheEnd() {
    let paragraphs = (1...2000).map {
      "<p>Paragraph \($0), long enough to make libxml2 refill its input.</p>"
    }
    let page = Fixtures.page(body: paragraphs.joined(separator: "\n") + "\n<div><p>open\n</div>")
    #expect(
      Fixtures.problems(of: page).first
        == ValidationProblem(
          page: "index.html", line: line + 2001, column: 7,
          message: "Opening and ending tag mismatch: p line \(line + 2000) and div"))
  }

  @Test func pageInADeclaredLatin1EncodingIsReadAndPlacedByLine() {
    var bytes = Array(
      """
      <?xml version="1.0" encoding="ISO-8859-1"?>
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="fr"><head><title>caf
      """.utf8)
    bytes.append(0xE9)  // "é" in Latin-1
    bytes += Array(
      "</title></head>\n<body><p>\(String(repeating: "x", count: 600))</p><secton/></body></html>\n".utf8)
    let report = SiteValidator(options: .init(checkContract: false)).validate(
      pages: ["index.html": bytes], otherFiles: [])
    #expect(
      report.problems == [
        ValidationProblem(
          page: "index.html", line: 4, column: 0, message: "unknown element <secton>: not an HTML5 element")
      ])
  }

  @Test func pageInUTF16IsReadAndPlacedByLine() {
    let text = Fixtures.page(body: "<p>\(String(repeating: "x", count: 600))</p>\n<secton/>")
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let report = SiteValidator(options: .init(checkContract: false)).validate(
      pages: ["index.html": bytes], otherFiles: [])
    #expect(
      report.problems == [
        ValidationProblem(
          page: "index.html", line: line + 1, column: 0,
          message: "unknown element <secton>: not an HTML5 element")
      ])
  }
}
