import Foundation
import Testing

@testable import GalleryTemplates

/// The official Mustache spec, one parameterized test per spec file and one case per spec test.
@Suite(
  "Mustache spec",
  .enabled(
    if: MustacheSpec.isAvailable,
    "mustache spec not found at \(MustacheSpec.directory.path) (expected shared/ beside the repository)")
)
struct MustacheSpecTests {
  @Test("The required spec files hold all 163 tests")
  func requiredTestCount() throws {
    let count = try MustacheSpec.requiredFiles.reduce(0) { $0 + (try MustacheSpec.cases(in: $1)).count }
    #expect(count == MustacheSpec.requiredTestCount)
  }

  @Test(arguments: try MustacheSpec.cases(in: "comments"))
  func comments(_ spec: MustacheSpecCase) throws { try check(spec) }

  @Test(arguments: try MustacheSpec.cases(in: "delimiters"))
  func delimiters(_ spec: MustacheSpecCase) throws { try check(spec) }

  @Test(arguments: try MustacheSpec.cases(in: "interpolation"))
  func interpolation(_ spec: MustacheSpecCase) throws { try check(spec) }

  @Test(arguments: try MustacheSpec.cases(in: "inverted"))
  func inverted(_ spec: MustacheSpecCase) throws { try check(spec) }

  @Test(arguments: try MustacheSpec.cases(in: "partials"))
  func partials(_ spec: MustacheSpecCase) throws { try check(spec) }

  @Test(arguments: try MustacheSpec.cases(in: "sections"))
  func sections(_ spec: MustacheSpecCase) throws { try check(spec) }

  @Test(arguments: try MustacheSpec.cases(in: "~inheritance"))
  func inheritance(_ spec: MustacheSpecCase) throws { try check(spec) }

  /// The template is stored under a name no spec partial uses, and missing partials render empty
  /// as the spec requires.
  private func check(_ spec: MustacheSpecCase) throws {
    let root = "\u{1F}spec-template"
    var sources = spec.partials.reduce(into: [String: TemplateSource]()) { sources, partial in
      sources[partial.key] = TemplateSource(text: partial.value, file: "\(partial.key).mustache")
    }
    sources[root] = TemplateSource(text: spec.template, file: "\(spec.file).json: \(spec.name)")
    let library = try TemplateLibrary(sources: sources, missingPartial: .renderEmpty)
    let actual = try library.render(root, spec.data)
    #expect(
      actual == spec.expected,
      """
      \(spec.file): \(spec.name): \(spec.summary)
      template: \(String(reflecting: spec.template))
      partials: \(String(reflecting: spec.partials))
      expected: \(String(reflecting: spec.expected))
      actual:   \(String(reflecting: actual))
      """)
  }
}
