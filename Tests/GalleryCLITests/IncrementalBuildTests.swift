import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel

/// An incremental build ends in the tree a fresh build makes: the same folders and the same files, byte
/// for byte, whatever sequence of changes came before.
@Suite struct IncrementalBuildTests {
  private func manifest(title: String, pageSize: Int, photos: [String], publish: Bool = false) -> String {
    let entries = photos.map { "{ \"id\": \"\($0)\", \"image\": \"\($0).jpg\", \"title\": \"Photo \($0)\" }" }
    return
      "{ \"title\": \"\(title)\", \"pageSize\": \(pageSize), \"thumbnailSize\": 100, \"imageSize\": 300, "
      + "\"publish\": \(publish), \"photos\": [\(entries.joined(separator: ", "))] }"
  }

  @Test func aSequenceOfChangesEndsInTheTreeOfAFreshBuild() throws {
    let workspace = try TemporaryFolder()
    for (index, name) in ["a", "b", "c", "d"].enumerated() {
      let path = workspace.path + "/g/\(name).jpg"
      try FileSystem.makeDirectories(FileSystem.parentPath(of: path))
      try FileSystem.writeFile(path, try LibVips.testPicture(width: 320 + 40 * index, height: 240))
    }
    let steps = [
      manifest(title: "One", pageSize: 1, photos: ["a", "b", "c"]),
      // The title changes every page; with one photo left, `page/` and two photos' files go.
      manifest(title: "Two", pageSize: 1, photos: ["a"]),
      manifest(title: "Two", pageSize: 2, photos: ["d", "a", "c"]),
      manifest(title: "Two", pageSize: 2, photos: ["d", "a", "c"], publish: true),
      manifest(title: "Three", pageSize: 5, photos: ["c", "b"]),
    ]
    for (number, step) in steps.enumerated() {
      try workspace.write("g/gallery.json", step)
      let build = try workspace.gallery("build", "g", "--output", "site")
      try #require(build.status == 0, "step \(number + 1): \(build.stderr)")
    }
    // A move, then a fresh build of the gallery it leaves, in a folder of its own under the same
    // names (the edit pages name the gallery and output folders).
    let move = try workspace.gallery("move", "b", "--to", "1", "--gallery", "g", "--output", "site")
    try #require(move.status == 0, "\(move.stderr)")
    let other = try TemporaryFolder()
    for file in ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "gallery.json"] {
      try FileManager.default.createDirectory(atPath: other.path + "/g", withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: workspace.path + "/g/" + file, toPath: other.path + "/g/" + file)
    }
    let fresh = try other.gallery("build", "g", "--output", "site")
    try #require(fresh.status == 0, "\(fresh.stderr)")

    let incremental = workspace.tree("site")
    let expected = other.tree("site")
    #expect(incremental.keys.sorted() == expected.keys.sorted())
    for (path, bytes) in expected where !path.hasSuffix("/") {
      #expect(incremental[path] == bytes, "\(path) differs from the fresh build's")
    }
    #expect(!incremental.keys.contains("page/"), "no grid page 2: no page/ folder")
  }
}
