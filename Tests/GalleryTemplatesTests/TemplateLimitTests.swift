import Testing

@testable import GalleryTemplates

/// A theme cannot make the tool crash, hang or eat memory: nesting, partial expansion and page size
/// are bounded, each a template error at the tag where the bound is crossed.
@Suite("Template limits")
struct TemplateLimitTests {
  private func library(
    _ page: String, partials: [String: String] = [:]
  ) throws(TemplateError) -> TemplateLibrary {
    var sources = ["page": TemplateSource(text: page, file: "page.mustache")]
    for (name, text) in partials { sources[name] = TemplateSource(text: text, file: "\(name).mustache") }
    return try TemplateLibrary(sources: sources, missingPartial: .fail)
  }

  private func renderError(
    _ page: String, partials: [String: String] = [:], context: TemplateValue = .null
  ) -> String? {
    do {
      _ = try library(page, partials: partials).render("page", context)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("One hundred nested sections parse; the hundred and first is an error at its tag")
  func nestingLimit() throws {
    let deepest = String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100)
    _ = try library(deepest)
    do {
      _ = try library(
        "\n" + String(repeating: "{{^a}}", count: 101) + String(repeating: "{{/a}}", count: 101))
      Issue.record("101 levels were accepted")
    } catch {
      #expect(error.description.hasPrefix("page.mustache:2:601: {{^a}} is nested more than 100 levels deep"))
    }
  }

  @Test("Partials that double at every level stop at the expansion limit, located at a partial tag")
  func expansionLimit() {
    var partials: [String: String] = ["p24": "x"]
    for level in 0..<24 { partials["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}" }
    let message = renderError("{{>p0}}", partials: partials)
    #expect(message?.contains(".mustache:1:") == true)
    #expect(message?.contains("makes the page render more than 1000000 partials and blocks") == true)
  }

  @Test("A list that multiplies a large text stops at the page size limit, located at the section")
  func pageSizeLimit() {
    let items = TemplateValue.list(
      Array(repeating: .object(["t": .string(String(repeating: "x", count: 1 << 20))]), count: 100))
    let message = renderError("<ul>\n  {{#items}}{{t}}{{/items}}</ul>", context: .object(["items": items]))
    #expect(message == "page.mustache:2:3: the page grew past 64 MB here; no page may be larger")
  }

  @Test("Many partial tags on one line load quickly and render")
  func manyTagsOnOneLine() throws {
    let page = String(repeating: "{{>p}}", count: 20_000)
    let rendered = try library(page, partials: ["p": "."]).render("page", .null)
    #expect(rendered.count == 20_000)
  }
}
