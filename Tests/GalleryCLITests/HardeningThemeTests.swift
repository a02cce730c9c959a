import Foundation
import GalleryTestSupport
import Testing

/// Themes and photos that try to run code in the published site or to exhaust the tool: each ends in
/// a clear error (or a harmless file), in bounded time, with the previous site kept.
@Suite struct HardeningThemeTests {
  private static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"

  /// A gallery `g` of one photo built into `site`, and a theme folder `t` copied from nothing: each
  /// test writes the templates it needs.
  private func builtWorkspace(title: String = "T") throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/images/a.svg", Self.svg)
    try workspace.write(
      "g/gallery.json", #"{"title": "\#(title)", "photos": [{"id": "a", "image": "images/a.svg"}]}"#)
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return workspace
  }

  /// Builds `g` with theme folder `t` (whose templates the test wrote) and expects a refusal.
  private func expectThemeRefusal(
    _ workspace: TemporaryFolder, status: Int32 = 65, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = workspace.snapshot("site")
    let outcome = try workspace.gallery(["build", "g", "--output", "site", "--theme", "./t"], timeout: 30)
    #expect(!outcome.timedOut && !outcome.signalled, "hung or crashed", sourceLocation: sourceLocation)
    #expect(outcome.status == status, "\(outcome.stderr.prefix(600))", sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains(message), "\(outcome.stderr.prefix(600))", sourceLocation: sourceLocation)
    #expect(workspace.snapshot("site") == before, sourceLocation: sourceLocation)
  }

  private func writeTheme(
    _ workspace: TemporaryFolder, collection: String, partials: [String: String] = [:]
  ) throws {
    try workspace.write("t/collection.mustache", collection)
    try workspace.write("t/detail.mustache", "x")
    try workspace.write("t/edit.mustache", "x")
    for (name, text) in partials { try workspace.write("t/\(name).mustache", text) }
  }

  @Test func deeplyNestedSectionsAreATemplateErrorNotACrash() throws {
    let workspace = try builtWorkspace()
    let depth = 10_000
    try writeTheme(
      workspace,
      collection: String(repeating: "{{#x}}", count: depth) + String(repeating: "{{/x}}", count: depth))
    try expectThemeRefusal(
      workspace, message: "t/collection.mustache:1:601: {{#x}} is nested more than 100 levels deep")
  }

  @Test func partialsThatDoubleEachLevelStopAtTheExpansionLimit() throws {
    let workspace = try builtWorkspace()
    var partials: [String: String] = ["p30": "x"]
    for level in 0..<30 { partials["p\(level)"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}" }
    try writeTheme(workspace, collection: "{{> p0}}", partials: partials)
    try expectThemeRefusal(
      workspace, message: "makes the page render more than 1000000 partials and blocks")
  }

  @Test func aPageCannotGrowWithoutBound() throws {
    let workspace = try builtWorkspace()
    // 64 partials of 2 MB text each, included from a list of 100 items: far past 64 MB.
    let big = String(repeating: "y", count: 2_000_000)
    try writeTheme(
      workspace,
      collection: "{{#cells}}{{#cells}}{{> big}}{{/cells}}{{/cells}}"
        + String(repeating: "{{> big}}", count: 64),
      partials: ["big": big])
    try expectThemeRefusal(workspace, message: "the page grew past 64 MB here")
  }

  @Test func loadingManyPartialTagsIsLinear() throws {
    let workspace = try builtWorkspace()
    // 40,000 tags on one line took 40 s when every tag's column was computed from the line start.
    try writeTheme(
      workspace, collection: String(repeating: "{{^no}}{{> p}}{{/no}}", count: 40_000), partials: ["p": ""])
    try expectThemeRefusal(workspace, status: 1, message: "problem")
  }

  @Test func theRootFolderIsNoThemeAndFailsAtOnce() throws {
    let workspace = try builtWorkspace()
    let outcome = try workspace.gallery(["build", "g", "--output", "site", "--theme", "/"], timeout: 10)
    #expect(!outcome.timedOut)
    #expect(outcome.status == 65)
    #expect(outcome.stderr.contains("missing template collection.mustache"))
  }

  @Test func aThemeAssetLinkingOutsideTheThemeIsRefused() throws {
    let workspace = try builtWorkspace()
    try FileManager.default.copyItem(
      atPath: GalleryProcess.themesFolder + "/default", toPath: workspace.path + "/t")
    try workspace.write("secret.txt", "password")
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/t/assets/passwd.txt", withDestinationPath: workspace.path + "/secret.txt")
    try expectThemeRefusal(workspace, message: "assets/passwd.txt: leads outside the theme folder")
    #expect(!workspace.files("site").contains("assets/passwd.txt"))
  }

  @Test func aThemePrintingUserTextRawFailsTheChecks() throws {
    let workspace = try builtWorkspace(
      title: #"<img src=\"x\" onerror=\"alert(1)\"/><script>alert(2)</script>"#)
    try FileManager.default.copyItem(
      atPath: GalleryProcess.themesFolder + "/default", toPath: workspace.path + "/t")
    let layout = try #require(workspace.read("t/layout.mustache"))
    try workspace.write(
      "t/layout.mustache",
      layout.replacingOccurrences(of: "{{siteTitle}}", with: "{{{siteTitle}}}")
        .replacingOccurrences(of: "{{pageTitle}}", with: "{{{pageTitle}}}"))
    try expectThemeRefusal(workspace, status: 1, message: "onerror>: pages run no script from attributes")
    try expectThemeRefusal(workspace, status: 1, message: "inline <script>")
  }

  @Test func svgPhotosArePublishedWithoutScript() throws {
    let workspace = try TemporaryFolder()
    try workspace.write(
      "g/images/evil.svg",
      """
      <?xml version="1.0"?>
      <?xml-stylesheet href="https://evil.example/x.css"?>
      <!DOCTYPE svg [<!ENTITY boom "boom">]>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">
        <script>alert(2)</script>
        <foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(3)">x</div></foreignObject>
        <a href="javascript:alert(4)"><rect width="5" height="5" fill="url(https://evil.example/p#g)" onmouseover="alert(5)"/></a>
        <set attributeName="href" to="javascript:alert(6)"/>
        <image xlink:href="https://evil.example/track.png" width="1" height="1"/>
        <use href="#kept"/>
        <style>@import url(https://evil.example/y.css);</style>
        <circle id="kept" r="3" fill="#f00" style="fill: url(#g)"/>
      </svg>
      """)
    try workspace.write(
      "g/gallery.json", #"{"title": "T", "photos": [{"id": "e", "image": "images/evil.svg"}]}"#)
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let published = try #require(workspace.read("site/media/images/evil.svg")).lowercased()
    for forbidden in [
      "script", "alert", "onload", "onclick", "onmouseover", "foreignobject", "evil.example",
      "javascript", "<set", "entity", "xml-stylesheet", "@import",
    ] {
      #expect(!published.contains(forbidden), "\(forbidden) in \(published)")
    }
    for kept in [
      "<circle id=\"kept\"", "<use href=\"#kept\"", "<rect width=\"5\"", "style=\"fill: url(#g)\"",
    ] {
      #expect(published.contains(kept.lowercased()), "\(kept) missing from \(published)")
    }
  }

  @Test func aLocalLinkMayOnlyNameAnImage() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("g/images/a.svg", Self.svg)
    try workspace.write("g/page.html", "<script>alert(1)</script>")
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "a", "image": "images/a.svg", "link": "page.html"}]}"#)
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 65)
    #expect(
      outcome.stderr.contains("photos[0].link: 'page.html' does not end in an image extension"),
      "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/site"))
  }
}
