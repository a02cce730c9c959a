import Foundation
import GalleryTestSupport
import Testing

/// A theme written before the photo page's viewer keys (issue 22) still builds: the keys it does not
/// use are simply not rendered, and its pages still pass `validate`.
@Suite struct OldThemeBuildTests {
  /// `Tests/Fixtures/themes/before-viewer`: the default theme's templates as they were before the issue.
  private static let theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/themes/before-viewer").path

  @Test func aThemeWithoutTheViewerKeysStillBuildsValidPages() throws {
    // Given: the sample gallery (photos with EXIF) with a slideshow setting
    let workspace = try TemporaryFolder()
    #expect(try workspace.gallery("init", "--sample", "s").status == 0)
    let manifest = try #require(workspace.read("s/gallery.json"))
    try workspace.write(
      "s/gallery.json",
      manifest.replacingOccurrences(of: "\"pageSize\"", with: "\"slideshowSeconds\": 3,\n  \"pageSize\""))
    // When
    let built = try workspace.gallery("build", "s", "--output", "site", "--theme", Self.theme)
    // Then
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stderr.isEmpty, "no warning about keys the theme does not use: \(built.stderr)")
    let pages = workspace.files("site/photos")
    #expect(!pages.isEmpty)
    let page = try #require(workspace.read("site/photos/" + (pages.first ?? "")))
    #expect(page.contains("<h1>"), "the old template's page")
    #expect(!page.contains("data-slideshow-seconds"))
    let validated = try workspace.gallery("validate", "site")
    #expect(validated.status == 0 && validated.stdout.contains("0 problems"), "\(validated.stdout)")
  }
}
