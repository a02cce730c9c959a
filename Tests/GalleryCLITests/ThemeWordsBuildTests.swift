import Foundation
import GalleryTestSupport
import Testing

/// A gallery's copy of a theme changes the pages' words through `languages/<tag>.json`, without a new
/// build of the tool; a bad catalogue is refused at its line and column with the site untouched.
@Suite struct ThemeWordsBuildTests {
  /// The sample with the default theme copied into its `Themes/mine` and named in the manifest.
  private func sample() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    #expect(try workspace.gallery("init", "--sample", "s").status == 0)
    #expect(try workspace.gallery("theme", "copy", "default", workspace.path + "/s/Themes/mine").status == 0)
    let manifest = try #require(workspace.read("s/gallery.json"))
    let first = try #require(manifest.range(of: "{\n"))
    try workspace.write(
      "s/gallery.json", manifest.replacingCharacters(in: first, with: "{\n  \"theme\": \"mine\",\n"))
    return workspace
  }

  @Test func aThemeCatalogueOverridesAShippedText() throws {
    let workspace = try sample()
    try workspace.write("s/Themes/mine/languages/en.json", #"{"nav.next": "Onward to the next"}"#)
    let built = try workspace.gallery("build", "s", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stderr.isEmpty, "\(built.stderr)")
    let page = try #require(
      workspace.files("site/photos").first.flatMap { workspace.read("site/photos/" + $0) })
    #expect(page.contains("Onward to the next"))

    // An edit of the theme's words alone rebuilds the pages.
    try workspace.write("s/Themes/mine/languages/en.json", #"{"nav.next": "Forth"}"#)
    #expect(try workspace.gallery("build", "s", "--output", "site").status == 0)
    let again = try #require(
      workspace.files("site/photos").first.flatMap { workspace.read("site/photos/" + $0) })
    #expect(again.contains("Forth") && !again.contains("Onward to the next"))
  }

  @Test func anUnknownKeyIsNamedOnce() throws {
    let workspace = try sample()
    try workspace.write("s/Themes/mine/languages/en.json", #"{"nav.nxt": "Onward"}"#)
    let built = try workspace.gallery("build", "s", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    let lines = built.stderr.split(separator: "\n").filter { $0.contains("nav.nxt") }
    #expect(lines.count == 1, "\(built.stderr)")
    #expect(lines.first?.contains("languages/en.json") == true)
  }

  @Test func aControlCharacterIsRefusedAtItsPosition() throws {
    let workspace = try sample()
    #expect(try workspace.gallery("build", "s", "--output", "site").status == 0)
    let before = workspace.files("site").map { "\($0)=\(workspace.read("site/" + $0)?.count ?? -1)" }
    try workspace.write("s/Themes/mine/languages/en.json", "{\n  \"nav.next\": \"On\\u0007ward\"\n}")
    let built = try workspace.gallery("build", "s", "--output", "site")
    #expect(built.status == 65, "\(built.stderr)")
    #expect(built.stderr.contains("languages/en.json:2:"), "\(built.stderr)")
    #expect(built.stderr.contains("nav.next"), "\(built.stderr)")
    #expect(workspace.files("site").map { "\($0)=\(workspace.read("site/" + $0)?.count ?? -1)" } == before)
  }
}
