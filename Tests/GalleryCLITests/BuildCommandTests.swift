import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes

/// `gallery build` and `gallery init --sample` run as a person runs them.
@Suite struct BuildCommandTests {
  @Test func aBareBuildInAGalleryFolderBuildsThatGallery() throws {
    let workspace = try TemporaryFolder()
    #expect(try workspace.gallery("init", "--sample", ".").status == 0)
    try workspace.write(
      "gallery.json",
      "{ \"title\": \"Mine\", \"photos\": [{ \"id\": \"one\", \"image\": \"images/arkit.svg\" }] }")
    let outcome = try workspace.gallery("build", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("[1/6] Read gallery.json: 1 photo"), "\(outcome.stdout)")
    #expect(workspace.files("site").contains("photos/one.html"))
  }

  @Test func initSampleThenBuildWritesExactlyTheExpectedSite() throws {
    // Given
    let workspace = try TemporaryFolder()
    let initOutcome = try workspace.gallery("init", "--sample", "s")
    #expect(initOutcome.status == 0, "\(initOutcome.stderr)")
    // When
    let outcome = try workspace.gallery("build", "s", "--output", "site")
    // Then
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.stdout.contains("[6/6] Wrote site: 42 of 42 files updated"))
    let ids = [
      "arkit", "core-ml", "metal", "swiftui", "realitykit", "core-data", "mapkit", "healthkit", "vision",
      "avfoundation", "core-animation", "swift-charts",
    ]
    let expected =
      [
        ".cleangallery-files", "assets/favicon.svg", "assets/gallery.js", "assets/style.css", "index.html",
        "page/2.html", "viewer-words.js",
      ]
      + ids.flatMap { ["photos/\($0).html", "edit/\($0).html", "media/images/\($0).svg"] }
    #expect(
      workspace.files("site") == expected.sorted(), "the build wrote a file it should not have, or missed one"
    )
    let index = workspace.read("site/index.html") ?? ""
    #expect(index.contains("data-scene=\"ImageCollection\""))
    #expect(index.contains("<a class=\"page-step\" rel=\"next\" href=\"page/2.html\">"))
    let detail = workspace.read("site/photos/metal.html") ?? ""
    #expect(detail.contains("Photo 3 of 12"))
    #expect(detail.contains("href=\"https://developer.apple.com/documentation/metal\" rel=\"noopener\""))
    #expect(detail.contains("href=\"../index.html#photo-metal\""))
    let edit = workspace.read("site/edit/metal.html") ?? ""
    #expect(edit.contains("<option value=\"3\" selected=\"selected\">3</option>"))
    #expect(edit.contains("gallery move metal --to POSITION --gallery s --output site"))
  }

  @Test func withoutAGalleryItBuildsTheEmbeddedSampleIntoOutput() throws {
    let workspace = try TemporaryFolder()
    let outcome = try workspace.gallery("build")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(workspace.read("Output/index.html")?.contains("Apple Frameworks") == true)
    #expect(workspace.files("Output").contains("media/images/swiftui.svg"))
  }

  @Test func buildingTwiceGivesByteIdenticalFiles() throws {
    let workspace = try TemporaryFolder()
    try workspace.gallery("init", "--sample", "s")
    // The move pages name the output folder in their command, so both builds write to "site".
    try workspace.gallery("build", "s", "--output", "site")
    try FileManager.default.moveItem(atPath: workspace.path + "/site", toPath: workspace.path + "/first")
    try FileManager.default.removeItem(atPath: workspace.path + "/s/.cleangallery-cache")
    try workspace.gallery("build", "s", "--output", "site")
    let first = workspace.snapshot("first")
    #expect(first.count > 30)
    #expect(first == workspace.snapshot("site"))
  }

  @Test func everyStringFromTheManifestIsEscapedAndUnicodeSurvives() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("g/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write(
      "g/gallery.json",
      #"""
      {
        "title": "<script>alert(1)</script> & \"x\"",
        "photos": [
          { "id": "a", "image": "a.svg", "title": "서울의 밤 🌃 <b>", "description": "it's <i>5 > 3</i>",
            "alt": "\"quoted\" & 'single'", "link": "https://example.com/?a=1&b=<2>" }
        ]
      }
      """#)
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let index = workspace.read("site/index.html") ?? ""
    #expect(!index.contains("<script>"))
    #expect(index.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;"))
    let detail = workspace.read("site/photos/a.html") ?? ""
    #expect(detail.contains("서울의 밤 🌃 &lt;b&gt;"))
    #expect(detail.contains("it&#39;s &lt;i&gt;5 &gt; 3&lt;/i&gt;"))
    #expect(detail.contains("alt=\"&quot;quoted&quot; &amp; &#39;single&#39;\""))
    #expect(detail.contains("href=\"https://example.com/?a=1&amp;b=&lt;2&gt;\""))
  }

  @Test func anEmptyGalleryGetsOneGridPageThatSaysSo() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("g/gallery.json", #"{ "title": "Nothing yet", "photos": [] }"#)
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      workspace.files("site") == [
        ".cleangallery-files", "assets/favicon.svg", "assets/gallery.js", "assets/style.css", "index.html",
      ])
    #expect(workspace.read("site/index.html")?.contains("has no photos yet") == true)
  }

  @Test func theDefaultThemeIsFoundFromAnyWorkingDirectoryAndThemesCanBeChosen() throws {
    let workspace = try TemporaryFolder()
    try workspace.gallery("init", "--sample", "s")
    // A theme of the gallery's own, picked by name from GALLERY_DIR/Themes, sharing a layout.
    try workspace.write(
      "s/Themes/plain/page.mustache",
      """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><meta charset="utf-8" /><title>{{pageTitle}}</title></head>
      <body data-scene="{{scene}}">{{$body}}{{/body}}</body></html>
      """)
    try workspace.write(
      "s/Themes/plain/collection.mustache",
      """
      {{<page}}{{$body}}<h1>Plain {{title}}</h1><ul>{{#cells}}<li data-photo-id="{{photoID}}" id="{{anchor}}"><a href="{{detailHref}}">{{title}}</a></li>{{/cells}}</ul>{{#pagination}}{{#next}}<a rel="next" href="{{href}}">next</a>{{/next}}{{/pagination}}{{/body}}{{/page}}
      """)
    try workspace.write(
      "s/Themes/plain/detail.mustache",
      """
      {{<page}}{{$body}}<main data-photo-id="{{photoID}}"><h1>{{title}}</h1><a href="{{edit.href}}">edit</a></main>{{/body}}{{/page}}
      """)
    try workspace.write(
      "s/Themes/plain/edit.mustache",
      """
      {{<page}}{{$body}}<form data-photo-id="{{photoID}}" method="post" action="{{action}}"><input type="number" name="position" value="1" /></form>{{/body}}{{/page}}
      """)
    let outcome = try workspace.gallery("build", "s", "--output", "site", "--theme", "plain")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(workspace.read("site/index.html")?.contains("<h1>Plain Apple Frameworks</h1>") == true)
    #expect(!workspace.files("site").contains("assets/style.css"), "a theme without assets adds none")
  }

  @Test func optionsEndAtTheSeparatorAndAFlagGivenTwiceIsRefused() throws {
    let workspace = try TemporaryFolder()
    let afterSeparator = try workspace.gallery("build", "--", "-h")
    #expect(afterSeparator.status == 66, "'-h' after '--' is a folder name, not a request for help")
    #expect(afterSeparator.stderr.contains("'-h'") || afterSeparator.stderr.contains("-h"))
    let twice = try workspace.gallery("build", "--quiet", "--quiet")
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("--quiet is given twice"))
  }

  @Test func helpAndVersionAnswer() throws {
    let workspace = try TemporaryFolder()
    let help = try workspace.gallery("--help")
    #expect(help.status == 0)
    #expect(help.stdout.contains("build [GALLERY_DIR]"))
    let buildHelp = try workspace.gallery("build", "--help")
    #expect(buildHelp.stdout.contains("--output DIR"))
    #expect(buildHelp.stdout.contains("--theme NAME|PATH"))
    let version = try workspace.gallery("--version")
    #expect(version.stdout.hasPrefix("gallery "))
  }
}
