import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryCore
@testable import GalleryImages

/// `gallery build` on real photos, through the binary: sizes in the pages, the cache, bad files.
@Suite struct ImageBuildTests {
  /// A gallery `g` of two JPEGs, one stored sideways with an EXIF orientation, plus a manifest.
  private func photoGallery(
    extra: [(name: String, bytes: [UInt8])] = [], settings: String = ""
  )
    throws -> TemporaryFolder
  {
    let workspace = try TemporaryFolder()
    try put(workspace, "g/wide.jpg", try LibVips.testPicture(width: 640, height: 480))
    try put(workspace, "g/side.jpg", try LibVips.testPicture(width: 640, height: 480, orientation: 6))
    for file in extra { try put(workspace, "g/" + file.name, file.bytes) }
    let photos = (["wide.jpg", "side.jpg"] + extra.map(\.name)).map { name in
      "{ \"id\": \"\(name.split(separator: ".")[0])\", \"image\": \"\(name)\" }"
    }
    try workspace.write(
      "g/gallery.json",
      "{ \"title\": \"T\", \"thumbnailSize\": 100, \"imageSize\": 300\(settings), \"photos\": [\(photos.joined(separator: ", "))] }"
    )
    return workspace
  }

  private func put(_ workspace: TemporaryFolder, _ relative: String, _ bytes: [UInt8]) throws {
    let path = workspace.path + "/" + relative
    try FileSystem.makeDirectories(FileSystem.parentPath(of: path))
    try FileSystem.writeFile(path, bytes)
  }

  /// The attributes of the `<img>` tags of a page.
  private func images(_ html: String) -> [[String: String]] {
    html.components(separatedBy: "<img ").dropFirst().map { tag in
      let end = tag.range(of: "/>")?.lowerBound ?? tag.endIndex
      var attributes: [String: String] = [:]
      for part in tag[..<end].components(separatedBy: "\" ") {
        let pair = part.split(separator: "=", maxSplits: 1)
        guard pair.count == 2 else { continue }
        attributes[pair[0].trimmingCharacters(in: .whitespaces)] = pair[1]
          .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      }
      return attributes
    }
  }

  private func pixelSize(_ workspace: TemporaryFolder, page: String, src: String) throws -> (String, String) {
    let folder = FileSystem.parentPath(of: page)
    let file = FileSystem.normalize(workspace.path + "/site/" + (folder.isEmpty ? "" : folder + "/") + src)
    let bytes = try #require(FileSystem.readFile(file))
    let header = try #require(LibVips.header(of: bytes))
    return (String(header.width), String(header.height))
  }

  @Test("every <img> carries the real size of its file, srcset with every size, and lazy loading on the grid")
  func pagesCarryRealSizes() throws {
    let workspace = try photoGallery()
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("Processed 2 images"))
    let grid = images(try #require(workspace.read("site/index.html")))
    #expect(grid.count == 2)
    for (image, largeWidth) in zip(grid, [300, 225]) {
      let src = try #require(image["src"])
      let size = try pixelSize(workspace, page: "index.html", src: src)
      #expect((image["width"], image["height"]) == (size.0, size.1), "\(src)")
      #expect(image["loading"] == "lazy" && image["decoding"] == "async")
      #expect(image["srcset"]?.hasSuffix(" \(largeWidth)w") == true, "\(image)")
    }
    #expect(grid.map { $0["width"] ?? "" } == ["300", "225"], "the sideways photo is upright: portrait")
    #expect(
      grid.first?["srcset"]?.split(separator: ",").map {
        $0.split(separator: " ").last.map(String.init) ?? ""
      }
        == ["100w", "117w", "188w", "300w"], "every size of the ladder from 100 to 300, steps of at most 1.6")
    let detail = images(try #require(workspace.read("site/photos/side.html")))
    let large = try #require(detail.first)
    #expect((large["width"], large["height"]) == ("225", "300"))
    let size = try pixelSize(workspace, page: "photos/side.html", src: try #require(large["src"]))
    #expect((large["width"], large["height"]) == (size.0, size.1))
    #expect(workspace.files("site").filter { $0.hasPrefix("media/") }.isEmpty, "no originals unless asked")
  }

  @Test("a rebuild makes no image; a new size makes them all again")
  func cacheAcrossBuilds() throws {
    let workspace = try photoGallery()
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try workspace.write("site-note.txt", "")
    try FileManager.default.removeItem(atPath: workspace.path + "/site")
    let again = try workspace.gallery("build", "g", "--output", "site")
    #expect(again.stdout.contains("Processed 0 images: all 2 photos from the cache"), "\(again.stdout)")
    let unchanged = try workspace.gallery("build", "g", "--output", "site")
    #expect(unchanged.stdout.contains("Processed 0 images"), "\(unchanged.stdout)")
    let manifest = try #require(workspace.read("g/gallery.json"))
    try workspace.write(
      "g/gallery.json", manifest.replacingOccurrences(of: "\"imageSize\": 300", with: "\"imageSize\": 200"))
    let resized = try workspace.gallery("build", "g", "--output", "site")
    #expect(resized.stdout.contains("Processed 2 images"), "\(resized.stdout)")
    let old = workspace.files("site").filter { $0.contains("-300-") }
    #expect(old.isEmpty, "derivatives of the old size are removed from the site: \(old)")
  }

  @Test("without a terminal there is no progress line, only the summary lines")
  func noProgressLineInAPipe() throws {
    let workspace = try photoGallery()
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(!outcome.stdout.contains("\r") && !outcome.stdout.contains("ETA"))
    let quiet = try workspace.gallery("build", "g", "--output", "other", "--quiet")
    #expect(quiet.status == 0 && quiet.stdout.isEmpty)
  }

  private static func badFiles() throws -> [(name: String, bytes: [UInt8], reason: String)] {
    let whole = try LibVips.testPicture(width: 640, height: 480)
    return [
      ("empty.jpg", [], "the file is empty"),
      ("text.jpg", Array("hello".utf8), "not an image"),
      ("cut.jpg", Array(whole.prefix(whole.count / 2)), "truncated or corrupt"),
      ("huge.png", try LibVips.testPicture(width: 800, height: 700), "over the limit of 500,000"),
    ]
  }

  @Test("each bad image stops the build with exit 65, names the file and the reason, and leaves the site")
  func eachBadImage() throws {
    for bad in try Self.badFiles() {
      let workspace = try photoGallery(settings: ", \"maxPixels\": 500000")
      #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
      let before = workspace.snapshot("site")
      try put(workspace, "g/" + bad.name, bad.bytes)
      let manifest = try #require(workspace.read("g/gallery.json"))
      try workspace.write(
        "g/gallery.json",
        manifest.replacingOccurrences(
          of: "\"photos\": [", with: "\"photos\": [{ \"id\": \"bad\", \"image\": \"\(bad.name)\" }, "))
      let outcome = try workspace.gallery("build", "g", "--output", "site")
      #expect(outcome.status == 65, "\(bad.name): \(outcome.stderr)")
      #expect(outcome.stderr.contains("g/\(bad.name): "), "\(outcome.stderr)")
      #expect(outcome.stderr.contains(bad.reason), "\(outcome.stderr)")
      #expect(workspace.snapshot("site") == before, "\(bad.name): the previous site changed")
    }
  }

  @Test("all bad images are named in one run; --skip-bad builds without them and lists them")
  func allBadImagesInOneRun() throws {
    let bad = try Self.badFiles()
    let workspace = try photoGallery(
      extra: bad.map { ($0.name, $0.bytes) }, settings: ", \"maxPixels\": 500000")
    let failed = try workspace.gallery("build", "g", "--output", "site")
    #expect(failed.status == 65)
    #expect(failed.stderr.hasPrefix("error: 4 images cannot be used"), "\(failed.stderr)")
    let lines = failed.stderr.split(separator: "\n")
    for file in bad {
      let line = lines.first { $0.contains("g/\(file.name): ") }
      #expect(line?.contains(file.reason) == true, "\(file.name) in: \(failed.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/site"))
    let skipped = try workspace.gallery("build", "g", "--output", "site", "--skip-bad")
    #expect(skipped.status == 0, "\(skipped.stderr)")
    #expect(skipped.stderr.split(separator: "\n").count == 4, "\(skipped.stderr)")
    #expect(skipped.stdout.contains("left out 4 bad images"))
    #expect(
      workspace.files("site").filter { $0.hasPrefix("photos/") } == ["photos/side.html", "photos/wide.html"])
  }
}
