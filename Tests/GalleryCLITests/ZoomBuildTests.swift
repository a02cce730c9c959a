import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImages

/// Zooming to the original's pixels through the built binary: a photo a little larger than the largest
/// size gets one file of its pixels, a photo over 12 megapixels deep-zoom tiles; both without metadata,
/// the same bytes in every build, made once and then taken from the cache; none with `"zoom": "sizes"`.
@Suite struct ZoomBuildTests {
  /// The two originals: a noise picture is new each time it is made, so a test comparing two galleries
  /// makes them once.
  private static func pictures() throws -> (mid: [UInt8], big: [UInt8]) {
    // 12.6 megapixels, stored sideways: tiles, turned upright.
    (
      try LibVips.testPicture(width: 800, height: 600),
      try LibVips.testPicture(width: 4200, height: 3000, orientation: 6)
    )
  }

  private func workspace(
    _ settings: String = "", pictures: (mid: [UInt8], big: [UInt8])? = nil
  ) throws
    -> TemporaryFolder
  {
    let workspace = try TemporaryFolder()
    let pictures = try pictures ?? Self.pictures()
    try workspace.writeBytes("g/mid.jpg", pictures.mid)
    try workspace.writeBytes("g/big.jpg", pictures.big)
    try workspace.write(
      "g/gallery.json",
      #"""
      { "title": "T", "imageSizes": [200, 400]\#(settings),
        "photos": [{ "id": "mid", "image": "mid.jpg" }, { "id": "big", "image": "big.jpg" }] }
      """#)
    return workspace
  }

  @Test func aLargeOriginalZoomsThroughTilesAndASmallerOneThroughOneFileTheSameInEveryBuild() throws {
    let workspace = try workspace()
    let first = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(first.status == 0, "\(first.stderr)")
    let site = workspace.snapshot("site")
    // The smaller original: one file of its own pixels, and the page zooms into it.
    let full = try #require(site.keys.first { $0.hasPrefix("images/mid-full-") && $0.hasSuffix(".jpg") })
    #expect(LibVips.header(of: Array(site[full]!))?.width == 800)
    let mid = workspace.read("site/photos/mid.html") ?? ""
    #expect(
      mid.contains(#"data-zoom-src="../\#(full)" data-zoom-width="800" data-zoom-height="600">"#), "\(mid)")
    // The large one: tiles from the first level over 400 px (525 px) to its own pixels, upright.
    let tiles = site.keys.filter { $0.hasPrefix("images/big-tiles-") }.sorted()
    let folder = try #require(
      tiles.first.map { String($0.prefix { $0 != "/" }) + "/" + $0.split(separator: "/")[1] })
    #expect(Set(tiles.map { $0.split(separator: "/")[2] }) == ["1", "2", "3", "4"])
    #expect(
      tiles.count == 1 * 2 + 2 * 3 + 3 * 5 + 6 * 9, "levels 525, 1050, 2100 and 4200 px tall in 512 px tiles")
    #expect(
      LibVips.header(of: Array(site[folder + "/4/5_8.jpg"]!))
        == .init(width: 440, height: 104, hasAlpha: false))
    for tile in tiles {
      #expect(PublishedMetadata.found(in: Array(site[tile]!)) == nil, "\(tile) carries no metadata")
    }
    let big = workspace.read("site/photos/big.html") ?? ""
    #expect(
      big.contains(
        #"data-zoom-width="3000" data-zoom-height="4200" data-tiles="../\#(folder)" data-tile-size="512" "#
          + #"data-tile-top="4" data-tile-first="1" data-tile-format="jpg">"#), "\(big)")
    #expect(
      big.contains(#"data-zoom-src="../images/big-400-"#), "the largest size is shown beneath the tiles")
    // The site removed and built again: the same bytes, every tile from the cache.
    let tileFolders = {
      Set(
        workspace.files("g/.cleangallery-cache/derivatives").filter { $0.contains("-tiles-") }.map {
          $0.prefix { $0 != "/" }
        })
    }
    let before = tileFolders()
    try FileManager.default.removeItem(atPath: workspace.path + "/site")
    let again = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(workspace.snapshot("site") == site, "byte-identical")
    #expect(tileFolders() == before && before.count == 1, "made once: \(before)")
  }

  @Test func tilesMadeByShardsServeTheBuildAndMatchASingleBuild() throws {
    let pictures = try Self.pictures()
    let sharded = try workspace(pictures: pictures)
    for shard in ["1/2", "2/2"] {
      let outcome = try sharded.gallery(["images", "g", "--shard", shard, "--cache", "shared"], timeout: 120)
      #expect(outcome.status == 0, "\(outcome.stderr)")
    }
    let build = try sharded.gallery(["build", "g", "--cache", "shared", "--output", "site"], timeout: 120)
    #expect(build.stdout.contains("Processed 0 images: all 2 photos from the cache"), "\(build.stdout)")
    let single = try workspace(pictures: pictures)
    #expect(try single.gallery(["build", "g", "--output", "site"], timeout: 120).status == 0)
    let tree = sharded.tree("site")
    #expect(tree.keys.contains { $0.contains("-tiles-") })
    #expect(tree == single.tree("site"), "the same site, tiles and all")
  }

  @Test func aBuildKilledWhileItMakesTilesLeavesNothingTheNextBuildKeeps() throws {
    let workspace = try workspace()
    let killed = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 120,
      environment: ["CLEANGALLERY_FAIL_AT": "derivatives:tiles"])
    #expect(killed.status != 0)
    let derivatives = workspace.path + "/g/.cleangallery-cache/derivatives"
    let work = try #require(
      FileManager.default.contentsOfDirectory(atPath: derivatives).first { $0.hasSuffix(".work") })
    let cache = { workspace.files("g/.cleangallery-cache/derivatives") }
    #expect(cache().contains { $0.hasPrefix(work + "/t_files/") }, "dzsave's output left in its work folder")
    #expect(workspace.snapshot("site").isEmpty, "no site")
    // At once, the folder may be another process's at work: the next build makes the tiles anew beside it.
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(workspace.read("site/photos/big.html")?.contains("data-tiles") == true)
    #expect(FileManager.default.fileExists(atPath: derivatives + "/" + work))
    // Left an hour: abandoned, and the next build that looks at the images removes it (one into another
    // folder: the site in `site` is up to date, and an up-to-date build does not).
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: derivatives + "/" + work)
    #expect(try workspace.gallery(["build", "g", "--output", "other"], timeout: 120).status == 0)
    #expect(!cache().contains { $0.hasPrefix(work) }, "\(cache())")
    #expect(!FileManager.default.fileExists(atPath: derivatives + "/" + work))
  }

  @Test func zoomSizesMakesNothingBeyondTheSizesAndDropsWhatWasMade() throws {
    let workspace = try workspace()
    #expect(try workspace.gallery(["build", "g", "--output", "site"], timeout: 120).status == 0)
    let manifest = try #require(workspace.read("g/gallery.json"))
    try workspace.write(
      "g/gallery.json", manifest.replacingOccurrences(of: "[200, 400]", with: #"[200, 400], "zoom": "sizes""#)
    )
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let site = workspace.snapshot("site")
    #expect(!site.keys.contains { $0.contains("-tiles-") || $0.contains("-full-") }, "\(site.keys.sorted())")
    #expect(workspace.read("site/photos/big.html")?.contains("data-tiles") == false)
    #expect(
      !workspace.files("g/.cleangallery-cache/derivatives").contains { $0.contains("-tiles-") }, "pruned")
  }
}
