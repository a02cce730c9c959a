import Foundation
import GalleryTestSupport
import Testing

/// `"albumZips": true` through the built binary: each album's photos in an archive the three readers
/// accept, linked from its grid with its size, the same bytes on every build, kept in the cache and
/// not made again while its members are unchanged, split into whole archives above `zipMaxBytes`.
@Suite(.enabled(if: ZipReaders.available, "needs unzip, 7z and python3")) struct AlbumArchivesBuildTests {
  /// A real JPEG made about 400 KB by application blocks (kept: the gallery keeps its metadata, so the
  /// original is published as it is).
  private static func heavyJPEG(_ seed: UInt8) throws -> [UInt8] {
    let padding = (0..<6).flatMap { block in
      EXIFWrap.segment(0xEF, (0..<65_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ block &+ Int(seed)) })
    }
    return try PlacedJPEG.bytes(after: padding)
  }

  private func workspace(_ settings: String) throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    for (index, name) in ["a", "b", "c", "d"].enumerated() {
      try workspace.write("g/\(name).jpg", bytes: try Self.heavyJPEG(UInt8(index)))
    }
    try workspace.write(
      "g/gallery.json",
      #"""
      { "title": "T", "keepMetadata": true, "downloads": "original"\#(settings),
        "albums": [{ "id": "kyoto", "title": "Kyoto", "photos": [
          { "id": "a", "image": "a.jpg" }, { "id": "b", "image": "b.jpg" },
          { "id": "c", "image": "c.jpg" }, { "id": "d", "image": "d.jpg" }] }] }
      """#)
    return workspace
  }

  @Test func anAlbumHasOneArchiveLinkedFromItsGridTheSameOnEveryBuild() throws {
    let workspace = try workspace(#", "albumZips": true"#)
    let first = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
    #expect(first.status == 0, "\(first.stderr)")
    let judged = try ZipReaders.judge(workspace.path + "/site/albums/kyoto/archive.zip")
    #expect(judged.problems.isEmpty, "\(judged.problems)")
    #expect(judged.names == ["1 a.jpg", "2 b.jpg", "3 c.jpg", "4 d.jpg"])
    let grid = workspace.read("site/albums/kyoto/index.html") ?? ""
    #expect(
      grid.contains(
        #"<a class="archive" href="archive.zip" download="Kyoto.zip">Download all (ZIP, 1.6 MB)</a>"#),
      "\(grid)")
    #expect(workspace.read("site/sitemap.xml")?.contains("zip") != true)
    let archive = workspace.snapshot("site")["albums/kyoto/archive.zip"]
    let kept = workspace.files("g/.cleangallery-cache/zips")
    let stamp = try FileManager.default.attributesOfItem(
      atPath: workspace.path + "/g/.cleangallery-cache/zips/" + (kept.first ?? ""))
    // A new title changes a page, not what the archive holds: the kept archive is published again.
    let manifest = (workspace.read("g/gallery.json") ?? "").replacingOccurrences(
      of: #""title": "Kyoto""#, with: #""title": "Kyoto 2019""#)
    try workspace.write("g/gallery.json", manifest)
    let second = try workspace.gallery(["build", "g", "--output", "fresh"], timeout: 60)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(workspace.snapshot("fresh")["albums/kyoto/archive.zip"] == archive, "byte-identical")
    #expect(workspace.files("g/.cleangallery-cache/zips") == kept)
    let again = try FileManager.default.attributesOfItem(
      atPath: workspace.path + "/g/.cleangallery-cache/zips/" + (kept.first ?? ""))
    #expect(again[.modificationDate] as? Date == stamp[.modificationDate] as? Date, "not made again")
    #expect(workspace.read("fresh/albums/kyoto/index.html")?.contains(#"download="Kyoto 2019.zip""#) == true)
  }

  @Test func aLargerArchiveIsSplitIntoWholeArchives() throws {
    let workspace = try workspace(#", "albumZips": true, "zipMaxBytes": 1000000"#)
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let parts = workspace.files("site/albums/kyoto").filter { $0.hasSuffix(".zip") }
    #expect(parts == ["archive-2.zip", "archive.zip"], "\(parts)")
    var names: [String] = []
    for part in ["archive.zip", "archive-2.zip"] {
      let path = workspace.path + "/site/albums/kyoto/" + part
      let judged = try ZipReaders.judge(path)
      #expect(judged.problems.isEmpty, "\(part): \(judged.problems)")
      names += judged.names
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      #expect(size <= 1_000_000, "\(part): \(size) bytes")
    }
    #expect(names == ["1 a.jpg", "2 b.jpg", "3 c.jpg", "4 d.jpg"])
    #expect(
      workspace.read("site/albums/kyoto/index.html")?.contains("Download all, part 2 of 2 (ZIP, ") == true)
  }

  @Test func withoutAlbumZipsThereIsNoArchive() throws {
    let workspace = try workspace("")
    #expect(try workspace.gallery(["build", "g", "--output", "site"], timeout: 60).status == 0)
    #expect(!workspace.files("site").contains { $0.hasSuffix(".zip") })
    #expect(workspace.read("site/albums/kyoto/index.html")?.contains("archives") == false)
  }
}
