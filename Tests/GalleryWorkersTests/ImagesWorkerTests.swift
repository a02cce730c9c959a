import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryWorkers

/// The images worker against real files: what it makes, what it takes from the cache, what it refuses.
@Suite struct ImagesWorkerTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private func writePicture(
    _ name: String, width: Int = 320, height: Int = 240, orientation: Int? = nil, alpha: Bool = false
  ) throws {
    try writeBytes(
      name, try LibVips.testPicture(width: width, height: height, alpha: alpha, orientation: orientation))
  }

  private func writeBytes(_ name: String, _ bytes: [UInt8]) throws {
    try FileSystem.makeDirectories(FileSystem.parentPath(of: folder.path + "/" + name))
    try FileSystem.writeFile(folder.path + "/" + name, bytes)
  }

  private func gallery(
    _ names: [String], settings: ImageSettings = .init(thumbnailSize: 64, imageSize: 160)
  )
    -> Gallery
  {
    Gallery(
      title: "T", images: settings,
      photos: names.enumerated().map { Photo(id: "p\($0.offset)", image: .file($0.element)) })
  }

  private func prepare(_ gallery: Gallery) -> ImagesWorker.Outcome {
    ImagesWorker(galleryFolder: folder.path, digests: FileDigests(galleryFolder: folder.path)).prepare(
      gallery)
  }

  private func cachedFiles() -> [String] {
    FileSystem.files(in: GalleryCache.folder(in: folder.path) + "/derivatives", includeHidden: true).sorted()
  }

  @Test("the second build takes every image from the cache, even when a file was only touched")
  func secondBuildMakesNothing() throws {
    try writePicture("a.jpg")
    try writePicture("b/c.jpg", width: 200, height: 300)
    let photos = gallery(["a.jpg", "b/c.jpg"])
    let first = prepare(photos)
    #expect((first.made, first.fromCache, first.failures) == (2, 0, []))
    let second = prepare(photos)
    #expect((second.made, second.fromCache) == (0, 2))
    #expect(second.images == first.images)
    // Same bytes, new time stamp: read again to check, but not decoded again.
    let bytes = try #require(FileSystem.readFile(folder.path + "/a.jpg"))
    try FileSystem.writeFile(folder.path + "/a.jpg", bytes)
    #expect(prepare(photos).made == 0)
  }

  @Test("a changed size remakes every image, and the old ones leave the cache")
  func changedSettingRemakesAll() throws {
    try writePicture("a.jpg")
    try writePicture("b.jpg")
    let first = prepare(gallery(["a.jpg", "b.jpg"]))
    let before = cachedFiles()
    let bigger = prepare(gallery(["a.jpg", "b.jpg"], settings: .init(thumbnailSize: 64, imageSize: 200)))
    #expect(bigger.made == 2)
    #expect(bigger.images["p0"]?.large.width == 200)
    #expect(bigger.images["p0"]?.large.sitePath != first.images["p0"]?.large.sitePath)
    #expect(Set(cachedFiles()).isDisjoint(with: before), "derivatives of the old size are gone")
    #expect(
      cachedFiles().count == 12,
      "two images, four sizes (64, 78, 125, 200), the original's pixels for zoom and an info file each")
  }

  @Test("an edited photo is remade; the others are not")
  func editedPhotoIsRemade() throws {
    try writePicture("a.jpg")
    try writePicture("b.jpg")
    _ = prepare(gallery(["a.jpg", "b.jpg"]))
    try writePicture("a.jpg", width: 300, height: 300)
    let again = prepare(gallery(["a.jpg", "b.jpg"]))
    #expect((again.made, again.fromCache) == (1, 1))
    #expect(again.images["p0"]?.large.height == 160)
  }

  @Test("a rotated photo's sizes are upright, match its files, and no image is larger than its original")
  func rotatedSizesMatchTheFiles() throws {
    try writePicture("side.jpg", width: 320, height: 240, orientation: 6)
    try writePicture("small.jpg", width: 50, height: 40)
    let outcome = prepare(gallery(["side.jpg", "small.jpg"]))
    let side = try #require(outcome.images["p0"])
    #expect((side.thumbnail.width, side.thumbnail.height) == (48, 64))
    #expect((side.large.width, side.large.height) == (120, 160))
    for copy in outcome.copies {
      let bytes = try #require(copy.source.flatMap { FileSystem.readFile($0.path) })
      let header = try #require(LibVips.header(of: bytes))
      let variant = [
        side.thumbnail, side.large, outcome.images["p1"]?.thumbnail, outcome.images["p1"]?.large,
      ]
      .compactMap { $0 }.first { $0.sitePath == copy.target }
      if let variant {
        #expect((header.width, header.height) == (variant.width, variant.height), "\(copy.target)")
      }
      #expect(max(header.width, header.height) <= 320)
    }
    let small = try #require(outcome.images["p1"])
    #expect((small.large.width, small.large.height) == (50, 40), "never enlarged")
  }

  @Test("every bad file is reported in one pass, and the good ones are still made")
  func badFilesAllReported() throws {
    try writePicture("good.jpg")
    try writeBytes("empty.jpg", [])
    try writeBytes("text.jpg", Array("not a picture".utf8))
    let whole = try LibVips.testPicture(width: 320, height: 240)
    try writeBytes("cut.jpg", Array(whole.prefix(whole.count / 2)))
    try writePicture("huge.png", width: 400, height: 400)
    let settings = ImageSettings(thumbnailSize: 64, imageSize: 160, maxPixels: 100_000)
    let outcome = prepare(
      gallery(["good.jpg", "empty.jpg", "text.jpg", "cut.jpg", "huge.png"], settings: settings))
    #expect(outcome.made == 1)
    #expect(outcome.images.keys.sorted() == ["p0"])
    #expect(outcome.failedPhotoIDs == ["p1", "p2", "p3", "p4"])
    let problems = Dictionary(uniqueKeysWithValues: outcome.failures.map { ($0.path, $0.problem) })
    #expect(problems["empty.jpg"] == .empty)
    #expect(problems["text.jpg"] == .notAnImage(named: .jpeg))
    #expect(problems["huge.png"] == .tooLarge(width: 400, height: 400, limit: 100_000))
    guard case .cannotDecode? = problems["cut.jpg"] else {
      Issue.record("a truncated JPEG must not decode: \(String(describing: problems["cut.jpg"]))")
      return
    }
  }

  @Test("transparency stays PNG; originals are offered only when asked")
  func pngAndOriginals() throws {
    try writePicture("logo.png", alpha: true)
    let plain = prepare(gallery(["logo.png"]))
    #expect(plain.images["p0"]?.large.sitePath.hasSuffix(".png") == true)
    #expect(plain.images["p0"]?.original == nil)
    #expect(!plain.copies.contains { $0.target == "media/logo.png" })
    let withOriginals = prepare(
      gallery(["logo.png"], settings: .init(thumbnailSize: 64, imageSize: 160, copyOriginals: true)))
    #expect(withOriginals.images["p0"]?.original == "media/logo.png")
    #expect(withOriginals.copies.contains { $0.target == "media/logo.png" })
  }
}
