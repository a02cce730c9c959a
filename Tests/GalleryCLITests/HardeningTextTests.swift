import Foundation
import GalleryTestSupport
import Testing

/// Texts that spoof or silently destroy: bidi controls left open (a right-to-left override that turns
/// `gnp.exe` into what reads as `exe.png`, and runs on into the site's name), a person's text not
/// isolated where it meets the page's own, and a title of spaces that deleted the title.
@Suite struct HardeningTextTests {
  private static let override = "\u{202E}"

  private func workspace(
    title: String = "A", tags: String = "", album: String = "Trips"
  ) throws
    -> TemporaryFolder
  {
    let workspace = try TemporaryFolder()
    let escapedTitle = title.unicodeScalars.map {
      $0.value > 0x7F ? String(format: "\\u%04X", $0.value) : String($0)
    }
    .joined()
    try workspace.write(
      "g/gallery.json",
      #"{"title": "Site", "baseURL": "https://photos.example.com/", "photos": [{"id": "a", "image": "https://example.com/a.jpg", "title": "\#(escapedTitle)"\#(tags)}], "#
        + #""albums": [{"id": "t", "title": "\#(album)", "photos": [{"id": "b", "image": "https://example.com/b.jpg"}]}]}"#
    )
    return workspace
  }

  @Test func aLoneOverrideIsRefusedAtItsLineAndColumn() throws {
    let workspace = try workspace(title: Self.override + "gnp.exe")
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 65, "\(built.stderr)")
    #expect(built.stderr.contains("g/gallery.json:1:"), "\(built.stderr)")
    #expect(built.stderr.contains("U+202E"), "\(built.stderr)")
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/site"))
  }

  @Test func aTagOfOnlyAnOverrideAndAnAlbumTitleWithAnOpenIsolateAreRefused() throws {
    let tag = try workspace(tags: #", "tags": ["\u202E"]"#)
    let tagged = try tag.gallery("build", "g", "--output", "site")
    #expect(tagged.status == 65, "\(tagged.stderr)")
    #expect(tagged.stderr.contains("tags[0]"), "\(tagged.stderr)")
    let album = try workspace(album: #"Trip \u2067"#)
    let titled = try album.gallery("build", "g", "--output", "site")
    #expect(titled.status == 65, "\(titled.stderr)")
    #expect(titled.stderr.contains("U+2067"), "\(titled.stderr)")
  }

  @Test func balancedControlsAreTextAndIsolatedInTheTitleTheFeedAndPreviews() throws {
    // An embedding closed where it opens is ordinary right-to-left text.
    let workspace = try workspace(title: "\u{202B}שלום\u{202C} 2024")
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    let page = try #require(workspace.read("site/photos/a.html"))
    let isolated = "\u{2068}\u{202B}שלום\u{202C} 2024\u{2069}"
    // On a left-to-right page a left-to-right text needs no isolate: it cannot reorder what is beside it.
    #expect(page.contains("<title>\(isolated) – Site</title>"), "\(page.prefix(600))")
    #expect(page.contains("content=\"\(isolated)"), "og:title")
    let feed = try #require(workspace.read("site/feed.xml"))
    #expect(feed.contains("<title>\(isolated)</title>"), "\(feed)")
  }

  @Test func theCommandLineAndListSayTheSame() throws {
    let workspace = try workspace()
    let set = try workspace.gallery(
      "set", "a", "--title", Self.override + "gnp.exe", "--gallery", "g", "--no-build")
    #expect(set.status == 65, "\(set.stderr)")
    #expect(set.stderr.contains("U+202E") && !set.stderr.contains(Self.override), "\(set.stderr)")
    #expect(
      try workspace.gallery("set", "a", "--title", "\u{2067}بيت\u{2069}", "--gallery", "g", "--no-build")
        .status
        == 0)
    let listed = try workspace.gallery("list", "--gallery", "g")
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(
      !listed.stdout.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) }, "\(listed.stdout)")
    #expect(listed.stdout.contains("\\u{2067}"), "\(listed.stdout)")
  }

  @Test func aCatalogueTextWithALoneOverrideIsRefused() throws {
    let workspace = try workspace()
    #expect(try workspace.gallery("theme", "copy", "default", "g/Themes/mine").status == 0)
    try workspace.write("g/Themes/mine/languages/en.json", #"{"nav.next": "Next \u202E"}"#)
    let built = try workspace.gallery("build", "g", "--theme", "g/Themes/mine", "--output", "site")
    #expect(built.status == 65, "\(built.stderr)")
    #expect(built.stderr.contains("languages/en.json:1:"), "\(built.stderr)")
  }

  @Test func aTitleOfSpacesIsRefusedNotTakenForRemoval() throws {
    let workspace = try workspace()
    let set = try workspace.gallery("set", "a", "--title", "   ", "--gallery", "g", "--no-build")
    #expect(set.status == 65, "\(set.stderr)")
    #expect(set.stderr.contains("title: is only white space"), "\(set.stderr)")
    #expect(workspace.read("g/gallery.json")?.contains(#""title": "A""#) == true)
    // Clearing it is how a title is removed.
    #expect(try workspace.gallery("set", "a", "--title", "", "--gallery", "g", "--no-build").status == 0)
    #expect(workspace.read("g/gallery.json")?.contains(#""title": "A""#) == false)
    let spaces = try self.workspace(title: "   ")
    let built = try spaces.gallery("build", "g", "--output", "site")
    #expect(built.status == 65, "\(built.stderr)")
    #expect(built.stderr.contains("photos[0].title"), "\(built.stderr)")
  }

  @Test func theTextsFormRefusesATitleOfSpacesAtItsField() throws {
    let workspace = try workspace()
    let server = try GalleryServerProcess(["g", "--output", "site"], in: workspace.path)
    defer { _ = server.stop() }
    let manifest = workspace.read("g/gallery.json")
    let answer = try server.post("/_gallery/edit/texts", form: "photo=a&title=+++")
    #expect(answer.status == 400, "\(answer.text)")
    let json = (try? JSONSerialization.jsonObject(with: Data(answer.body))) as? [String: Any]
    #expect(json?["field"] as? String == "title", "\(answer.text)")
    #expect(workspace.read("g/gallery.json") == manifest)
  }
}
