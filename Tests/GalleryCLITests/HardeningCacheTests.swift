import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages

/// The judge of these tests, independent of the tool's own check: a JPEG segment that holds EXIF, XMP
/// or a comment (APP1, APP13, COM) before its scan, or an MP4 place (`©xyz`, `loci`, a `location` key)
/// anywhere.
func carriesMetadata(_ bytes: [UInt8]) -> Bool {
  if bytes.starts(with: [0xFF, 0xD8]) {
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] != 0xDA {
      if [0xE1, 0xED, 0xFE].contains(bytes[offset + 1]) { return true }
      offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
    }
    return false
  }
  if bytes.count > 12, bytes.starts(with: Array("RIFF".utf8)) {
    var offset = 12
    while offset + 8 <= bytes.count {
      let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
      if type == "EXIF" || type == "XMP " { return true }
      let length = bytes[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
      offset += 8 + length + length % 2
    }
    return false
  }
  let text = String(decoding: bytes.map { $0 == 0xA9 ? UInt8(ascii: "@") : $0 }, as: UTF8.self)
  return text.contains("@xyz") || text.contains("loci") || text.contains("location")
}

/// A cache others can write (a shared `--cache`, or the gallery's own on a shared disk): what a build
/// publishes from it is exactly what the tool made for that photo and those settings, and anything
/// else there is a miss, made again with one line saying so.
@Suite struct HardeningCacheTests {
  /// A gallery `g` of two JPEGs whose derivatives `gallery images` made into the shared cache `c`.
  private func sharedCache() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("g/a.jpg", try LibVips.testPicture(width: 640, height: 480))
    try workspace.writeBytes("g/b.jpg", try LibVips.testPicture(width: 480, height: 640))
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "thumbnailSize": 100, "imageSize": 300, "photos": [{"id": "a", "image": "a.jpg"}, "#
        + #"{"id": "b", "image": "b.jpg"}]}"#)
    let made = try workspace.gallery("images", "g", "--cache", "c")
    #expect(made.status == 0, "\(made.stderr)")
    return workspace
  }

  /// The cache's largest derivative of one photo (`<key>-300.jpg`).
  private func largest(_ workspace: TemporaryFolder) throws -> String {
    let name = try #require(workspace.files("c/derivatives").sorted().first { $0.hasSuffix("-300.jpg") })
    return workspace.path + "/c/derivatives/" + name
  }

  /// `jpeg` with an EXIF block (a GPS position in it) and a comment put in after its start marker: a
  /// valid JPEG every viewer shows, carrying what `keepMetadata: false` promises is never published.
  private func withGPS(_ jpeg: [UInt8]) -> [UInt8] {
    // ImageDescription and a GPSInfo pointer: what exiftool shows first of such a file.
    let exif = EXIFBuilder(bigEndian: true, ifd0: [(0x010E, .ascii("planted")), (0x8825, .long(0))])
    let app1 = EXIFWrap.segment(0xE1, Array("Exif\0\0".utf8) + exif.tiff())
    let comment = EXIFWrap.segment(0xFE, Array("planted by someone else".utf8))
    return Array(jpeg.prefix(2)) + app1 + comment + Array(jpeg.dropFirst(2))
  }

  /// Every published image of the site, by name.
  private func images(_ workspace: TemporaryFolder, _ site: String) -> [String: Data] {
    workspace.snapshot(site + "/images")
  }

  @Test func aDerivativeSwappedForAnImageWithGPSIsMadeAgainNotPublished() throws {
    let workspace = try sharedCache()
    let path = try largest(workspace)
    let honest = try #require(FileSystem.readFile(path))
    try FileSystem.writeFile(path, withGPS(honest))
    #expect(carriesMetadata(withGPS(honest)), "the judge sees what was planted")
    let built = try workspace.gallery("build", "g", "--cache", "c", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stderr.contains("1 cache entry failed its check and was made again"), "\(built.stderr)")
    #expect(built.stderr.contains(FileSystem.lastComponent(of: path)), "\(built.stderr)")
    for (name, bytes) in images(workspace, "site") {
      #expect(!carriesMetadata(Array(bytes)), "\(name) carries metadata")
      #expect(!String(decoding: bytes, as: UTF8.self).contains("planted"), "\(name)")
    }
    #expect(FileSystem.readFile(path) == honest, "the entry is made again over the planted file")
    // What a build from a cache nobody touched publishes, byte for byte.
    #expect(try workspace.gallery("build", "g", "--output", "fresh").status == 0)
    #expect(images(workspace, "site") == images(workspace, "fresh"))
  }

  /// libvips 8.14 wrote the original's EXIF (GPS, a camera's serial number) into WebP derivatives even
  /// when told to strip it; the check of what is published found it.
  @Test func webPDerivativesCarryNoMetadata() throws {
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("g/a.jpg", withGPS(try LibVips.testPicture(width: 640, height: 480)))
    try workspace.write(
      "g/gallery.json", #"{"title": "T", "format": "webp", "photos": [{"id": "a", "image": "a.jpg"}]}"#)
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    let published = images(workspace, "site")
    #expect(!published.isEmpty)
    for (name, bytes) in published {
      #expect(!carriesMetadata(Array(bytes)), "\(name)")
      #expect(!String(decoding: bytes, as: UTF8.self).contains("planted"), "\(name)")
    }
  }

  @Test func aPageInTheCacheIsAMissEvenWithSkipBad() throws {
    let workspace = try sharedCache()
    try workspace.write(String(try largest(workspace).dropFirst(workspace.path.count + 1)), "<html>")
    for options in [["--skip-bad"], []] {
      let output = "site" + options.joined()
      let built = try workspace.gallery(
        ["build", "g", "--cache", "c", "--output", output] + options, timeout: 120)
      #expect(built.status == 0, "\(options): \(built.stderr)")
      #expect(
        images(workspace, output).count == 10,
        "\(options): both photos' four sizes and their own pixels for zoom")
    }
  }

  @Test func anEntryOfAnotherGalleryIsNotBelieved() throws {
    let workspace = try sharedCache()
    // The same photos in a second gallery: its key is its own, so the first one's entries are misses
    // (made again, beside them), and neither gallery ever publishes a file only the other sealed.
    try workspace.writeBytes("h/a.jpg", try #require(FileSystem.readFile(workspace.path + "/g/a.jpg")))
    try workspace.write(
      "h/gallery.json",
      #"{"title": "H", "thumbnailSize": 100, "imageSize": 300, "photos": [{"id": "a", "image": "a.jpg"}]}"#)
    let built = try workspace.gallery("build", "h", "--cache", "c", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stdout.contains("Processed 1 image"), "\(built.stdout)")
    let again = try workspace.gallery("build", "g", "--cache", "c", "--output", "gsite")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("all 2 photos from the cache"), "\(again.stdout)")
  }

  @Test func aDigestsIndexWrittenByOthersIsNotBelieved() throws {
    let workspace = try sharedCache()
    let index = try #require(workspace.files("c").first { $0.hasPrefix("digests") })
    // Point photo b at photo a's digest: believed, b's page would show a's images.
    let text = try #require(workspace.read("c/" + index))
    let lines = text.split(separator: "\n").map(String.init)
    let a = try #require(lines.first { $0.hasSuffix(" a.jpg") })
    let forged = lines.map { line in
      line.hasSuffix(" b.jpg")
        ? String(a.split(separator: " ")[0]) + " " + line.split(separator: " ", maxSplits: 1)[1] : line
    }
    try workspace.write("c/" + index, forged.joined(separator: "\n") + "\n")
    let built = try workspace.gallery("build", "g", "--cache", "c", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(try workspace.gallery("build", "g", "--output", "fresh").status == 0)
    #expect(images(workspace, "site") == images(workspace, "fresh"))
  }
}

@Suite(.enabled(if: ClipFixtures.available, "needs ffmpeg")) struct HardeningClipCacheTests {
  @Test func aRenditionSwappedForAClipWithAPlaceIsMadeAgain() throws {
    let workspace = try TemporaryFolder()
    try ClipFixtures.copy(.h264Located, to: workspace.path + "/g/a.mp4")
    try ClipFixtures.copy(.h264Large, to: workspace.path + "/g/b.mp4")
    try workspace.write(
      "g/gallery.json",
      #"{"title": "C", "photos": [{"id": "a", "video": "a.mp4"}, {"id": "b", "video": "b.mp4"}]}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    let clips = workspace.path + "/g/.cleangallery-cache/clips/"
    let renditions = workspace.files("g/.cleangallery-cache/clips").filter { $0.hasSuffix(".mp4") }.sorted()
    try #require(renditions.count == 2)
    // One clip's rendition swapped for a clip as recorded, its place in it.
    let located = try #require(FileSystem.readFile(try ClipFixtures.path(of: .h264Located)))
    #expect(carriesMetadata(located), "the judge sees the place")
    try FileSystem.writeFile(clips + renditions[0], located)
    let built = try workspace.gallery("build", "g", "--output", "other")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stderr.contains("failed its check and was made again"), "\(built.stderr)")
    #expect(workspace.snapshot("other/clips") == workspace.snapshot("site/clips"))
    for (name, bytes) in workspace.snapshot("other/clips") {
      #expect(!carriesMetadata(Array(bytes)), "\(name)")
    }
  }
}
