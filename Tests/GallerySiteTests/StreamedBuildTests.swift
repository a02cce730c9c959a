import Foundation
import GalleryCore
import GalleryScenes
import GalleryTestSupport
import Testing

@testable import GallerySite
@testable import GalleryThemes

/// A build renders, checks and stages its pages a batch at a time (`BuildOptions.pagesPerBatch`): the
/// site must not depend on the batches, and a page failing its check in a late batch must leave the
/// previous site exactly as it was.
@Suite struct StreamedBuildTests {
  /// Root photos and two albums (one nested), 3 to a grid page, remote images: no image work.
  private func writeGallery(in folder: TemporaryFolder, lastTitle: String = "Last") throws {
    func photos(_ prefix: String, _ count: Int) -> String {
      (1...count).map { index in
        let title = prefix == "c" && index == count ? lastTitle : "\(prefix) \(index)"
        let json = "\"" + title.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        return
          #"{"id": "\#(prefix)-\#(index)", "image": "https://images.example.com/\#(prefix)\#(index).jpg", "title": \#(json)}"#
      }.joined(separator: ", ")
    }
    try folder.write(
      "g/gallery.json",
      #"""
      {"title": "Streamed", "pageSize": 3, "photos": [\#(photos("r", 4))], "albums": [
        {"id": "a", "title": "A", "photos": [\#(photos("a", 5))], "albums": [
          {"id": "b", "title": "B", "photos": [\#(photos("b", 2))]}]},
        {"id": "c", "title": "C", "photos": [\#(photos("c", 7))]}]}
      """#)
  }

  private func build(_ folder: TemporaryFolder, pagesPerBatch: Int, theme: String? = nil) throws(GalleryError)
  {
    var options = BuildOptions(
      galleryFolder: folder.path + "/g", output: "out", theme: theme, workingDirectory: folder.path)
    options.pagesPerBatch = pagesPerBatch
    _ = try SiteBuild.run(options, console: .silent, keepingState: false)
  }

  /// What sits beside the site: a staging folder left there would show.
  private func beside(_ folder: TemporaryFolder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test func theBatchSizeDoesNotChangeTheSite() throws {
    let folder = try TemporaryFolder()
    try writeGallery(in: folder)
    var trees: [Int: [String: Data]] = [:]
    for size in [1, 7, 100_000] {
      try? FileManager.default.removeItem(atPath: folder.path + "/out")
      try? FileManager.default.removeItem(atPath: folder.path + "/.out.spare")
      try build(folder, pagesPerBatch: size)
      trees[size] = folder.tree("out")
    }
    #expect(trees[1]?.count ?? 0 > 40)
    #expect(trees[1] == trees[100_000])
    #expect(trees[7] == trees[100_000])
  }

  @Test func anIncrementalBuildInBatchesEndsInTheFreshBuildsTree() throws {
    let folder = try TemporaryFolder()
    try writeGallery(in: folder)
    try build(folder, pagesPerBatch: 100_000)
    try build(folder, pagesPerBatch: 100_000)
    // A change after two builds: the spare is updated into the new site, in batches of 2 pages.
    try writeGallery(in: folder, lastTitle: "Renamed")
    try build(folder, pagesPerBatch: 2)
    let incremental = folder.tree("out")
    try FileManager.default.removeItem(atPath: folder.path + "/out")
    try FileManager.default.removeItem(atPath: folder.path + "/.out.spare")
    try build(folder, pagesPerBatch: 100_000)
    #expect(incremental == folder.tree("out"))
    #expect(folder.read("out/photos/c-7.html")?.contains("Renamed") == true)
  }

  @Test func aPageFailingItsCheckInALateBatchLeavesThePreviousSiteAsItWas() throws {
    let folder = try TemporaryFolder()
    // The default theme with a photo's title written unescaped: a title can then break its page.
    let source = try #require(try? ThemeLocator().locate(nil, relativeTo: ".", galleryFolder: nil))
    try FileManager.default.copyItem(atPath: source, toPath: folder.path + "/theme")
    let detail = folder.path + "/theme/detail.mustache"
    let text = try String(contentsOfFile: detail, encoding: .utf8)
    #expect(text.contains(#"<h1 id="photo-title">{{title}}</h1>"#))
    try text.replacingOccurrences(
      of: #"<h1 id="photo-title">{{title}}</h1>"#, with: #"<h1 id="photo-title">{{{title}}}</h1>"#
    ).write(toFile: detail, atomically: true, encoding: .utf8)
    try writeGallery(in: folder)
    try build(folder, pagesPerBatch: 1, theme: folder.path + "/theme")
    try writeGallery(in: folder, lastTitle: "Second")
    try build(folder, pagesPerBatch: 1, theme: folder.path + "/theme")
    let before = folder.tree("out")
    let listing = beside(folder).filter { $0 != ".out.spare" }

    // The last album's last photo: its page comes in one of the last batches.
    try writeGallery(in: folder, lastTitle: "<b>unclosed")
    #expect {
      try build(folder, pagesPerBatch: 1, theme: folder.path + "/theme")
    } throws: { error in
      guard case .validationFailed(let problems, _)? = error as? GalleryError else { return false }
      return problems.contains { $0.contains("photos/c-7.html") }
    }
    #expect(folder.tree("out") == before)
    // No staging folder is left (the spare it was made from went with it, as a failed check always did).
    #expect(beside(folder).filter { $0 != ".out.spare" } == listing)
  }
}
