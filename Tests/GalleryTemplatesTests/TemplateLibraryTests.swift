import Testing

@testable import GalleryTemplates

/// Behaviour the site relies on beyond the Mustache spec: escaping, number and boolean output,
/// truthiness, inheritance as themes use it, and rendering from several threads at once.
@Suite("Template library")
struct TemplateLibraryTests {
  @Test("{{x}} escapes & < > \" ' and the unescaped forms do not")
  func escaping() throws {
    let library = try makeLibrary(["page": "{{x}}|{{{x}}}|{{&x}}"])
    let rendered = try library.render("page", ["x": "Tom & Jerry's <b>\"show\"</b>"])
    #expect(
      rendered == "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;show&quot;&lt;/b&gt;"
        + "|Tom & Jerry's <b>\"show\"</b>|Tom & Jerry's <b>\"show\"</b>")
  }

  @Test("Escaping leaves non-ASCII text alone")
  func escapingUnicode() throws {
    let library = try makeLibrary(["page": "{{x}}"])
    #expect(try library.render("page", ["x": "Ærøskøbing — 東京 🌅 & co"]) == "Ærøskøbing — 東京 🌅 &amp; co")
    #expect(HTMLEscaping.escape("a<b") == "a&lt;b")
  }

  @Test(
    "Numbers and booleans print plainly",
    arguments: [
      (TemplateValue.int(42), "42"), (.int(-7), "-7"), (.double(1.21), "1.21"), (.double(2), "2"),
      (.double(-0.5), "-0.5"), (.double(1e21), "1e+21"), (.bool(true), "true"), (.bool(false), "false"),
      (.null, ""), (.list([1, 2]), ""), (.object(["a": 1]), ""),
    ])
  func scalarOutput(value: TemplateValue, expected: String) throws {
    let library = try makeLibrary(["page": "{{x}}"])
    #expect(try library.render("page", ["x": value]) == expected)
  }

  @Test(
    "Sections show for truthy values only",
    arguments: [
      (TemplateValue.null, false), (.bool(false), false), (.string(""), false), (.list([]), false),
      (.bool(true), true), (.string("x"), true), (.int(0), true), (.double(0), true), (.object([:]), true),
      (.list([.null]), true),
    ])
  func truthiness(value: TemplateValue, shown: Bool) throws {
    let library = try makeLibrary(["page": "{{#x}}yes{{/x}}{{^x}}no{{/x}}"])
    #expect(try library.render("page", ["x": value]) == (shown ? "yes" : "no"))
  }

  @Test("Literals build values")
  func literals() {
    let value: TemplateValue = [
      "title": "Dunes", "count": 3, "ratio": 1.5, "public": true, "tags": ["a", "b"],
    ]
    #expect(
      value
        == .object([
          "title": .string("Dunes"), "count": .int(3), "ratio": .double(1.5), "public": .bool(true),
          "tags": .list([.string("a"), .string("b")]),
        ]))
  }

  @Test("A scene template fills a layout's blocks through inheritance")
  func layoutInheritance() throws {
    let library = try makeLibrary([
      "layout": """
      <html>
        <head><title>{{$title}}Gallery{{/title}}</title></head>
        <body>
          {{$body}}
          <p>empty</p>
          {{/body}}
        </body>
      </html>

      """,
      "photo": """
      {{<layout}}
      {{$title}}{{photo.title}} – Gallery{{/title}}
      {{$body}}
      <img src="{{photo.src}}" alt="{{photo.title}}">
      {{#photo.tags}}
      <a href="/tags/{{.}}">{{.}}</a>
      {{/photo.tags}}
      {{/body}}
      {{/layout}}

      """,
    ])
    let page = try library.render(
      "photo", ["photo": ["title": "Dunes & sky", "src": "dunes.jpg", "tags": ["sand", "sky"]]])
    #expect(
      page == """
        <html>
          <head><title>Dunes &amp; sky – Gallery</title></head>
          <body>
            <img src="dunes.jpg" alt="Dunes &amp; sky">
            <a href="/tags/sand">sand</a>
            <a href="/tags/sky">sky</a>
          </body>
        </html>

        """)
  }

  @Test("Standalone partials indent every line of the partial, nested ones cumulatively")
  func nestedPartialIndentation() throws {
    let library = try makeLibrary([
      "page": "<ul>\n  {{>item}}\n</ul>\n",
      "item": "<li>\n  {{>label}}\n</li>\n",
      "label": "<b>{{text}}</b>\n<i>{{text}}</i>\n",
    ])
    #expect(
      try library.render("page", ["text": "a\nb"])
        == "<ul>\n  <li>\n    <b>a\nb</b>\n    <i>a\nb</i>\n  </li>\n</ul>\n")
  }

  @Test("One library renders the same pages from many threads at once")
  func concurrentRendering() async throws {
    let library = try makeLibrary([
      "layout": "<main>\n  {{$body}}\n  {{/body}}\n</main>\n",
      "page":
        "{{<layout}}{{$body}}\n<h1>{{title}}</h1>\n{{#items}}<p>{{.}}</p>{{/items}}\n{{/body}}{{/layout}}",
    ])
    func context(_ number: Int) -> TemplateValue {
      ["title": .string("Page \(number)"), "items": .list((0..<number % 5).map { .int($0) })]
    }
    let expected = try (0..<200).map { try library.render("page", context($0)) }
    let rendered = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for number in 0..<200 {
        group.addTask { (number, try library.render("page", context(number))) }
      }
      var pages = [String](repeating: "", count: 200)
      for try await (number, page) in group { pages[number] = page }
      return pages
    }
    #expect(rendered == expected)
    #expect(expected[3] == "<main>\n  <h1>Page 3</h1>\n  <p>0</p><p>1</p><p>2</p>\n</main>\n")
  }

  private func makeLibrary(_ templates: [String: String]) throws -> TemplateLibrary {
    try TemplateLibrary(
      sources: templates.mapValues { TemplateSource(text: $0, file: "test.mustache") })
  }
}
