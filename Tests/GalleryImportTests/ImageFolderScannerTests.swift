import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImport

@Suite struct ImageFolderScannerTests {
  @Test func imagesAreFoundInSubfoldersInNaturalOrder() throws {
    let folder = try TemporaryFolder()
    try folder.images("IMG_10.png", "IMG_2.png", "trips/2024/a.png")
    try folder.write("logo.svg", #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>"#)
    try folder.write("shot.JPG", bytes: FolderFixtures.jpeg)

    let result = ImageFolderScanner.scan(folder: folder.realPath)

    #expect(result.images == ["IMG_2.png", "IMG_10.png", "logo.svg", "shot.JPG", "trips/2024/a.png"])
    #expect(result.skippedCount == 0)
  }

  @Test func filesNamedLikeImagesThatAreNotAreSkippedCountedAndNamed() throws {
    let folder = try TemporaryFolder()
    try folder.images("a.png")
    try folder.write("notes.jpg", "just some text")
    try folder.write("empty.png", "")
    try folder.write("readme.txt", "hello")
    try folder.images("really-a-png.jpg")

    let result = ImageFolderScanner.scan(folder: folder.realPath)

    #expect(
      result.images == ["a.png", "really-a-png.jpg"], "bytes decide the format, the name that it is an image")
    #expect(result.skippedCount == 3)
    #expect(
      result.notImages == [
        .init(path: "empty.png", reason: .empty), .init(path: "notes.jpg", reason: .notAnImage),
      ])
  }

  @Test func theToolsOwnFilesAndHiddenOnesAreLeftOutUncounted() throws {
    let folder = try TemporaryFolder()
    try folder.images(
      "keep.png", ".hidden.png", ".cleangallery-cache/x.png", "sub/.secret/y.png",
      "Themes/mine/assets/bg.png",
      "Output/photos/a.png", "deep/site/photos/b.png", "sub/Themes/c.png")
    try folder.write("Output/.cleangallery-files", "record")
    try folder.write("deep/site/.cleangallery-files", "record")
    try folder.write("gallery.json", "{}")
    try folder.write(".gallery.lock", "")

    let result = ImageFolderScanner.scan(folder: folder.realPath)

    #expect(result.images == ["keep.png", "sub/Themes/c.png"], "only the top-level Themes/ is the gallery's")
    #expect(result.skippedCount == 0)
  }

  @Test func symlinksOutOfTheFolderAreSkippedAndOnesInsideAreFollowed() throws {
    let outside = try TemporaryFolder()
    try outside.images("elsewhere.png")
    let folder = try TemporaryFolder()
    try folder.images("real.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/away.png", withDestinationPath: outside.path + "/elsewhere.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/alias.png", withDestinationPath: "real.png")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: ".")

    let result = ImageFolderScanner.scan(folder: folder.realPath)

    #expect(result.images == ["alias.png", "real.png"])
    #expect(result.notImages == [.init(path: "away.png", reason: .outsideFolder)])
  }

  @Test func namesAManifestCannotHoldAreSkipped() throws {
    let folder = try TemporaryFolder()
    try folder.images("what?.png", "ok.png")

    let result = ImageFolderScanner.scan(folder: folder.realPath)

    #expect(result.images == ["ok.png"])
    #expect(result.notImages == [.init(path: "what?.png", reason: .unusableName)])
  }

  @Test func theNoticeListsTenThenCountsTheRest() throws {
    let skipped = (1...12).map { ImageFolderScanner.Skipped(path: "f\($0).jpg", reason: .empty) }

    let notice = try #require(ImageFolderScanner.notice(for: skipped))

    let lines = notice.split(separator: "\n")
    #expect(lines.first == "note: 12 files named like an image were left out:")
    #expect(lines.count == 12)
    #expect(lines.last == "  … and 2 more")
    #expect(ImageFolderScanner.notice(for: []) == nil)
  }
}
