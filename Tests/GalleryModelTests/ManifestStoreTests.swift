import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryModel

@Suite struct ManifestStoreTests {
  @Test func saveReplacesTheManifestAtomicallyKeepingItsPermissions() throws {
    // Given
    let folder = try TemporaryFolder()
    try folder.write("images/a.svg", "<svg/>")
    try folder.write("gallery.json", #"{"title": "T", "photos": [{"id": "a", "image": "images/a.svg"}]}"#)
    chmod(folder.path + "/gallery.json", 0o640)
    let sut = try ManifestStore(folder: folder.path)
    var gallery = try sut.fetchGallery()
    gallery.title = "Renamed"
    // When
    try sut.save(gallery)
    // Then
    #expect(try sut.fetchGallery() == gallery)
    var info = stat()
    stat(folder.path + "/gallery.json", &info)
    #expect(info.st_mode & 0o777 == 0o640)
    #expect(folder.files() == ["gallery.json", "images/a.svg"], "no temporary file is left")
  }

  @Test func aLinkPlantedUnderTheTemporaryNameIsNotWrittenThrough() throws {
    // Given a link where the save's temporary file goes, leading to someone's file
    let folder = try TemporaryFolder()
    try folder.write("images/a.svg", "<svg/>")
    try folder.write("victim.txt", "precious")
    try folder.write("g/gallery.json", #"{"title": "T", "photos": []}"#)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/g/.gallery.json.tmp-\(getpid())",
      withDestinationPath: folder.path + "/victim.txt")
    let sut = try ManifestStore(folder: folder.path + "/g")
    // When
    try sut.save(Gallery(title: "Saved"))
    // Then
    #expect(folder.read("victim.txt") == "precious")
    #expect(!FileSystem.isSymbolicLink(folder.path + "/g/gallery.json"))
    #expect(try sut.fetchGallery().title == "Saved")
  }

  /// Regression: album photos' files were not checked (only the root's), so an album's image could be
  /// a symbolic link out of the gallery folder and be published.
  @Test func anAlbumPhotosFileIsCheckedLikeAnyOtherAndTheErrorNamesItsPath() throws {
    let folder = try TemporaryFolder()
    try folder.write("secret.jpg", "not yours")
    try folder.write("g/a.svg", "<svg/>")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/g/link.jpg", withDestinationPath: folder.path + "/secret.jpg")
    try folder.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "a", "image": "a.svg"}], "albums": [{"id": "x", "title": "X", "#
        + #""albums": [{"id": "y", "title": "Y", "photos": [{"id": "b", "image": "link.jpg"}]}]}]}"#)
    let sut = try ManifestStore(folder: folder.path + "/g")
    do {
      _ = try sut.fetchGallery()
      Issue.record("a link out of the gallery was accepted")
    } catch {
      #expect(error.description.contains("albums[0].albums[0].photos[0].image"), "\(error.description)")
      #expect(error.description.contains("leads outside the gallery folder"), "\(error.description)")
      #expect(error.description.contains("gallery.json:1:"), "\(error.description)")
    }
  }

  @Test func aSecondLockWaitsSaysSoAndGivesUp() throws {
    let folder = try TemporaryFolder()
    let first = try GalleryLock(folder: folder.path, timeout: 1, onWait: { _ in })
    var notices: [String] = []
    #expect(throws: GalleryError.locked(path: folder.path + "/.gallery.lock", seconds: 1.2)) {
      _ = try GalleryLock(folder: folder.path, timeout: 1.2, onWait: { notices.append($0) })
    }
    #expect(notices.count == 1)
    #expect(notices.first?.contains("waiting for another gallery command") == true)
    withExtendedLifetime(first) {}
  }

  @Test func theLockIsFreeOnceItsHolderIsGone() throws {
    let folder = try TemporaryFolder()
    do {
      let held = try GalleryLock(folder: folder.path, timeout: 0, onWait: { _ in })
      withExtendedLifetime(held) {}
    }
    _ = try GalleryLock(folder: folder.path, timeout: 0, onWait: { _ in })
  }
}
