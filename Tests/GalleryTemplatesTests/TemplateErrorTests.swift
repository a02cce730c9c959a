import Testing

@testable import GalleryTemplates

/// Every template error names the file, the 1-based line and character column of the tag at fault,
/// and says what to do about it.
@Suite("Template errors")
struct TemplateErrorTests {
  @Test("An unclosed section is reported at its opening tag")
  func unclosedSection() {
    let error = parseError("<ul>\n  {{#photos}}\n    <li>{{title}}</li>\n</ul>\n")
    #expect(
      error?.description
        == "page.mustache:2:3: unclosed section {{#photos}}: no {{/photos}} before the end of the file")
  }

  @Test("The innermost of several unclosed sections is the one reported")
  func innermostUnclosedSection() {
    let error = parseError("{{#a}}\n{{^b}}\n{{$c}}x")
    #expect(
      error?.description == "page.mustache:3:1: unclosed block {{$c}}: no {{/c}} before the end of the file")
  }

  @Test("An unclosed parent is reported at its opening tag")
  func unclosedParent() {
    let error = parseError("{{<layout}}\n{{$title}}Hi{{/title}}\n", partials: ["layout": ""])
    #expect(
      error?.description
        == "page.mustache:1:1: unclosed parent {{<layout}}: no {{/layout}} before the end of the file")
  }

  @Test("A closing tag for another section is reported where it closes, naming the open one")
  func mismatchedClosingTag() {
    let error = parseError("{{#gallery}}\n  {{#photo}}\n  {{/gallery}}\n{{/photo}}\n")
    #expect(
      error?.description
        == "page.mustache:3:3: closing tag {{/gallery}} does not match {{#photo}} opened at 2:3; "
        + "expected {{/photo}}")
  }

  @Test("A closing tag with nothing open is reported")
  func unopenedClosingTag() {
    let error = parseError("<p>{{name}}</p>\n<p>{{/name}}</p>")
    #expect(error?.description == "page.mustache:2:4: closing tag {{/name}} has no matching opening tag")
  }

  @Test("A tag left open at the end of the file is reported at its start")
  func unclosedTagAtEndOfFile() {
    let error = parseError("<h1>\n  {{title")
    #expect(
      error?.description
        == "page.mustache:2:3: unclosed tag \"{{title\": no }} before the end of the file")
  }

  @Test("A tag left open before the next tag is reported at its own start, not the next tag's")
  func unclosedTagBeforeNextTag() {
    let error = parseError("<h1>{{title</h1>\n<p>{{caption}}</p>")
    #expect(
      error?.description == "page.mustache:1:5: unclosed tag \"{{title</h1>\": no }} before the next {{")
  }

  @Test("A triple mustache missing a brace is reported")
  func unclosedTripleMustache() {
    let error = parseError("{{{body}}\n")
    #expect(
      error?.description
        == "page.mustache:1:1: unclosed triple mustache \"{{{body}}\": no }}} before the end of the file")
  }

  @Test("An unclosed comment is reported")
  func unclosedComment() {
    let error = parseError("a\n{{! todo")
    #expect(error?.description == "page.mustache:2:1: unclosed comment: no }} before the end of the file")
  }

  @Test(
    "Empty tags are reported with the tag they should have been",
    arguments: [
      ("x {{}}", "page.mustache:1:3: empty tag: {{}} needs a name"),
      ("x {{  }}", "page.mustache:1:3: empty tag: {{}} needs a name"),
      ("{{# }}{{/ }}", "page.mustache:1:1: empty tag: {{#}} needs a name"),
      ("{{>}}", "page.mustache:1:1: empty tag: {{>}} needs a name"),
      ("{{{ }}}", "page.mustache:1:1: empty tag: {{{}}} needs a name"),
    ])
  func emptyTag(template: String, expected: String) {
    #expect(parseError(template)?.description == expected)
  }

  @Test("A name with whitespace inside is reported")
  func nameWithWhitespace() {
    let error = parseError("Hello {{first name}}!")
    #expect(
      error?.description
        == "page.mustache:1:7: bad tag name \"first name\": names cannot contain whitespace")
  }

  @Test("A dotted name with an empty part is reported")
  func badDottedName() {
    let error = parseError("{{photo..title}}")
    #expect(
      error?.description
        == "page.mustache:1:1: bad name \"photo..title\": dotted names need a key between every pair of dots")
  }

  @Test(
    "Bad set-delimiter tags are reported",
    arguments: [
      (
        "{{=<% =}}",
        "page.mustache:1:1: bad set-delimiter tag \"<%\": "
          + "expected two delimiters separated by a space, like {{=<% %>=}}"
      ),
      (
        "a\n{{=<% %> [[ =}}",
        "page.mustache:2:1: bad set-delimiter tag \"<% %> [[\": "
          + "expected two delimiters separated by a space, like {{=<% %>=}}"
      ),
      (
        "{{= =}}",
        "page.mustache:1:1: bad set-delimiter tag \"\": "
          + "expected two delimiters separated by a space, like {{=<% %>=}}"
      ),
      ("{{=<= =>=}}", "page.mustache:1:1: bad set-delimiter tag \"<= =>\": delimiters cannot contain \"=\""),
      ("{{=<% %>}}", "page.mustache:1:1: unclosed set-delimiter tag: no =}} before the end of the file"),
    ])
  func badSetDelimiters(template: String, expected: String) {
    #expect(parseError(template)?.description == expected)
  }

  /// Found by the theme fuzzer: a set-delimiter tag of 50 KB was echoed whole into the error line.
  @Test("A huge bad set-delimiter tag is quoted short")
  func hugeBadSetDelimiterIsQuotedShort() {
    let error = parseError("{{=<% %> " + String(repeating: "{{&title}}", count: 5_000) + " =}}")
    let description = error?.description ?? ""
    #expect(description.hasPrefix("page.mustache:1:1: bad set-delimiter tag \"<% %> {{&title}}"))
    #expect(description.count < 400, "\(description.count) characters")
  }

  @Test("Errors after a delimiter change are still located in the file")
  func errorWithCustomDelimiters() {
    let error = parseError("{{=<% %>=}}\n<ul>\n  <%#photos%>\n")
    #expect(
      error?.description
        == "page.mustache:3:3: unclosed section {{#photos}}: no {{/photos}} before the end of the file")
  }

  @Test("Columns count characters, not bytes")
  func columnsCountCharacters() {
    let error = parseError("Crème brûlée 🍮 {{/dessert}}")
    #expect(error?.line == 1)
    #expect(error?.column == 16)
  }

  @Test("An unknown partial fails the library at init, located at the tag")
  func unknownPartial() {
    let error = parseError("<body>\n  {{> header }}\n</body>", partials: ["footer": "…"])
    #expect(
      error?.description
        == "page.mustache:2:3: unknown partial \"header\": no template with that name in this library")
  }

  @Test("An unknown parent fails the library at init, located at the tag")
  func unknownParent() {
    let error = parseError("{{!page}}\n{{<layuot}}{{$body}}x{{/body}}{{/layuot}}", partials: ["layout": ""])
    #expect(
      error?.description
        == "page.mustache:2:1: unknown parent \"layuot\": no template with that name in this library")
  }

  @Test("An error inside a partial names the partial's file")
  func errorInPartialNamesItsFile() {
    let error = parseError("{{>footer}}", partials: ["footer": "<footer>\n{{#year}}\n</footer>"])
    #expect(error?.file == "footer.mustache")
    #expect(error?.line == 2)
    #expect(error?.column == 1)
  }

  @Test("With .renderEmpty, unknown partials and parents render as nothing")
  func unknownPartialRendersEmpty() throws {
    let library = try TemplateLibrary(
      sources: ["page": TemplateSource(text: "[{{>nope}}|{{<gone}}{{/gone}}]", file: "page.mustache")],
      missingPartial: .renderEmpty)
    #expect(try library.render("page", [:]) == "[|]")
  }

  @Test("Rendering a template the library does not hold is an error naming it")
  func unknownTemplate() throws {
    let library = try TemplateLibrary(sources: ["page": TemplateSource(text: "x", file: "page.mustache")])
    #expect(
      throws: TemplateError(
        file: "photo", line: 0, column: 0, message: "no template named \"photo\" in this library")
    ) {
      try library.render("photo", [:])
    }
    #expect(!library.contains("photo"))
    #expect(library.contains("page"))
  }

  @Test("A partial including itself without end fails at the tag instead of crashing")
  func runawayRecursion() throws {
    let library = try TemplateLibrary(sources: [
      "page": TemplateSource(text: "{{>loop}}", file: "page.mustache"),
      "loop": TemplateSource(text: "x\n  {{>loop}}\n", file: "loop.mustache"),
    ])
    #expect {
      try library.render("page", [:])
    } throws: { error in
      guard let error = error as? TemplateError else { return false }
      return error.file == "loop.mustache" && error.line == 2 && error.column == 3
        && error.message.hasPrefix("\"loop\" is nested more than 200 levels deep")
    }
  }

  @Test("Passed block content holding the same block fails at that block instead of crashing")
  func runawayBlock() throws {
    let library = try TemplateLibrary(sources: [
      "page": TemplateSource(
        text: "{{<layout}}\n{{$a}}[{{$a}}x{{/a}}]{{/a}}\n{{/layout}}", file: "page.mustache"),
      "layout": TemplateSource(text: "{{$a}}{{/a}}", file: "layout.mustache"),
    ])
    #expect {
      try library.render("page", [:])
    } throws: { error in
      guard let error = error as? TemplateError else { return false }
      return error.file == "page.mustache" && error.line == 2 && error.column == 8
        && error.message.hasPrefix("\"a\" is nested more than 200 levels deep")
    }
  }

  @Test("The description is file:line:column: message")
  func descriptionFormat() {
    let error = TemplateError(file: "a.mustache", line: 3, column: 7, message: "oops")
    #expect(error.description == "a.mustache:3:7: oops")
  }

  /// Builds a library with the template `page` (file `page.mustache`) and partials named `name`
  /// (file `name.mustache`), returning the error it fails with.
  private func parseError(_ text: String, partials: [String: String] = [:]) -> TemplateError? {
    var sources = ["page": TemplateSource(text: text, file: "page.mustache")]
    for (name, text) in partials {
      sources[name] = TemplateSource(text: text, file: "\(name).mustache")
    }
    do {
      _ = try TemplateLibrary(sources: sources, missingPartial: .fail)
      return nil
    } catch {
      return error
    }
  }
}
