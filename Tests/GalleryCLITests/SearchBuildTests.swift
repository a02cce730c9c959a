import Foundation
import GalleryTestSupport
import Testing

/// `"search": true` through the built binary: without Pagefind the build stops naming what to install
/// and leaves the previous site as it was; with it (the browser venv's, when this machine has one) the
/// site has a search page and the index, and the same gallery built again gives the same files.
@Suite struct SearchBuildTests {
  private let manifest = #"""
    { "title": "T", "search": true, "photos": [
      { "id": "p", "image": "photo.svg", "title": "Harbour at dawn", "tags": ["sea"] }
    ] }
    """#

  private func workspace() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write(
      "g/photo.svg",
      #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3"/></svg>"#)
    try workspace.write("g/gallery.json", manifest)
    return workspace
  }

  @Test func withoutPagefindTheBuildSaysWhatToInstallAndLeavesTheSite() throws {
    let workspace = try workspace()
    try workspace.write(
      "g/gallery.json", manifest.replacingOccurrences(of: #""search": true"#, with: #""search": false"#))
    let first = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
    #expect(first.status == 0, "\(first.stderr)")
    let before = workspace.snapshot("site")
    try workspace.write("g/gallery.json", manifest)
    let outcome = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 60,
      environment: ["CLEANGALLERY_PAGEFIND": "/nonexistent/pagefind"])
    #expect(outcome.status == 69, "\(outcome.stderr)")
    #expect(
      outcome.stderr
        == "error: g/gallery.json: \"search\": true needs Pagefind, which is not installed (pip install "
        + "pagefind-bin, then put its pagefind program on PATH or name it in CLEANGALLERY_PAGEFIND)\n")
    #expect(workspace.snapshot("site") == before)
  }

  /// The browser venv's Pagefind (`make browser-venv`), when this machine has it.
  static var pagefind: String? {
    let cache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? (NSHomeDirectory() + "/.cache")
    let venv = cache + "/cleangallery-ci/browser-venv/lib"
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: venv)) ?? []
    return versions.map { "\(venv)/\($0)/site-packages/pagefind_bin/pagefind" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test(.enabled(if: pagefind != nil, "needs the browser venv's pagefind-bin (make browser-venv)"))
  func withPagefindTheSiteHasASearchPageAndTheSameIndexEachTime() throws {
    let workspace = try workspace()
    let environment = ["CLEANGALLERY_PAGEFIND": Self.pagefind ?? ""]
    let first = try workspace.gallery(
      ["build", "g", "--output", "one"], timeout: 60, environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    let files = workspace.files("one")
    #expect(files.contains("search.html") && files.contains("pagefind/pagefind.js"), "\(files)")
    #expect(!files.contains("pagefind/pagefind-ui.js"), "Pagefind's own interface is left out")
    #expect(workspace.read("one/index.html")?.contains(#"href="search.html""#) == true)
    let second = try workspace.gallery(
      ["build", "g", "--output", "two"], timeout: 60, environment: environment)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(workspace.snapshot("one/pagefind") == workspace.snapshot("two/pagefind"))
  }
}
