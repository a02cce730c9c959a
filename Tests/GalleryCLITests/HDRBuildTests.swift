import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImages

/// HDR photos through the built binary (issue 48): `gallery list` and the build's summary count them,
/// the photo page marks them (`data-hdr`, the About panel's badge), every JPEG size and the downloaded
/// original keep the gain map, a gain map that cannot be used is a warning naming the file, and
/// `"hdr": "drop"` makes SDR sizes and says so.
@Suite struct HDRBuildTests {
  private func workspace(_ settings: String = "") throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    let hdr = GainMapFixtures.assemble(
      primary: try LibVips.testPicture(width: 400, height: 300),
      gainMap: try LibVips.testPicture(width: 100, height: 75), xmp: true)
    let sdr = try LibVips.testPicture(width: 400, height: 300)
    // An ISO 21496-1 box announces a gain map that no MPF index finds.
    let broken = Array(sdr.prefix(2)) + GainMapFixtures.primaryISOBox + Array(sdr.dropFirst(2))
    try workspace.write("g/sky.jpg", bytes: hdr)
    try workspace.write("g/wall.jpg", bytes: sdr)
    try workspace.write("g/broken.jpg", bytes: broken)
    try workspace.write(
      "g/gallery.json",
      #"""
      { "title": "T", "downloads": "original"\#(settings),
        "photos": [{ "id": "sky", "image": "sky.jpg", "title": "Sky" },
                   { "id": "wall", "image": "wall.jpg" },
                   { "id": "broken", "image": "broken.jpg" }] }
      """#)
    return workspace
  }

  @Test func listCountsTheHDRPhotos() throws {
    let workspace = try workspace()
    let text = try workspace.gallery("list", "--gallery", "g")
    #expect(text.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.first?.hasSuffix("Sky  [HDR]") == true, "\(text.stdout)")
    #expect(lines.filter { $0.contains("[HDR]") }.count == 1, "the broken one is not counted")
    #expect(lines.last == "1 of 3 photos is HDR (a gain map JPEG)")
    let json = try workspace.gallery("list", "--gallery", "g", "--json")
    #expect(json.stdout.contains(#""id": "sky", "title": "Sky", "hdr": true}"#), "\(json.stdout)")
    #expect(json.stdout.components(separatedBy: "\"hdr\"").count == 2)
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [Any])
  }

  @Test func theBuildKeepsMarksAndCountsTheGainMap() throws {
    let workspace = try workspace()
    let outcome = try workspace.gallery(["build", "g", "--output", "site", "--publish"], timeout: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("; 1 HDR photo with its gain map"), "\(outcome.stdout)")
    #expect(
      outcome.stderr.contains(
        "g/broken.jpg: its gain map is not used, so it is shown SDR: it announces a gain map"),
      "\(outcome.stderr)")
    let site = workspace.snapshot("site")
    let skySizes = site.keys.filter { $0.hasPrefix("images/sky-") }
    #expect(!skySizes.isEmpty)
    for path in skySizes {
      let bytes = Array(site[path] ?? Data())
      guard case .found = GainMapJPEG.read(bytes) else {
        Issue.record("\(path) has no gain map")
        continue
      }
      #expect(PublishedMetadata.found(in: bytes) == nil, "\(path)")
    }
    let original = Array(site["media/sky.jpg"] ?? Data())
    guard case .found = GainMapJPEG.read(original) else {
      Issue.record("the downloaded original lost its gain map")
      return
    }
    #expect(
      site.keys.filter { $0.hasPrefix("images/wall-") }.allSatisfy {
        GainMapJPEG.read(Array(site[$0]!)) == .none
      })
    let sky = workspace.read("site/photos/sky.html") ?? ""
    #expect(sky.contains(#"<figure class="photo" data-hdr="">"#))
    #expect(
      sky.contains(
        #"<p class="hdr-mark"><span class="hdr-badge">HDR</span> <span class="hdr-note">High dynamic range: "#
      ))
    for plain in ["wall", "broken"] {
      let page = workspace.read("site/photos/\(plain).html") ?? ""
      #expect(!page.contains("data-hdr") && !page.contains("hdr-badge"), "\(plain)")
    }
    // Found in the cache the next time: still counted, still marked, no warning again.
    try workspace.write(
      "g/gallery.json",
      (workspace.read("g/gallery.json") ?? "").replacingOccurrences(of: #""T""#, with: #""T2""#))
    let again = try workspace.gallery(["build", "g", "--output", "site", "--publish"], timeout: 60)
    #expect(again.stdout.contains("from the cache; 1 HDR photo with its gain map"), "\(again.stdout)")
    #expect(!again.stderr.contains("gain map"), "\(again.stderr)")
    #expect(workspace.read("site/photos/sky.html")?.contains("data-hdr") == true)
  }

  @Test func dropMakesSDRSizesAndSaysSo() throws {
    let workspace = try workspace(#", "hdr": "drop""#)
    let outcome = try workspace.gallery(["build", "g", "--output", "site", "--publish"], timeout: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("; 1 HDR photo made SDR"), "\(outcome.stdout)")
    let site = workspace.snapshot("site")
    #expect(
      site.keys.filter { $0.hasPrefix("images/sky-") }.allSatisfy {
        GainMapJPEG.read(Array(site[$0]!)) == .none
      })
    #expect(workspace.read("site/photos/sky.html")?.contains("data-hdr") == false)
  }
}
