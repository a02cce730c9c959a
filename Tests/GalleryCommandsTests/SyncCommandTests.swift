import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryCore
@testable import GalleryImport
@testable import GalleryModel

@Suite struct SyncCommandTests {
  /// A gallery whose person reordered it and wrote texts, links and settings by hand.
  private let edited = #"""
    {
      "title": "Trip",
      "description": "By hand",
      "pageSize": 5,
      "theme": "default",
      "photos": [
        { "id": "Zebra", "image": "z.png", "title": "Zebra at dawn", "description": "Long", "link": "https://example.com/z", "alt": "A zebra" },
        { "id": "web", "image": "https://example.com/web.jpg" },
        { "id": "old", "image": "x/old.png" },
        { "id": "a", "image": "a.png", "title": "Kept" },
        { "id": "beach", "image": "beach.png" }
      ]
    }
    """#

  private func gallery(_ folder: TemporaryFolder) throws -> Gallery {
    try ManifestStore(folder: folder.path).fetchGallery()
  }

  @Test func syncKeepsTheOrderAndTextsAppendsNewFilesAndRemovesMissingOnes() throws {
    // Given the manifest above; x/old.png and beach.png are gone, two new files came
    let folder = try TemporaryFolder()
    try folder.write("gallery.json", edited)
    try folder.images("z.png", "a.png", "new/IMG_10.png", "new/IMG_9.png")
    let dating = FolderFixtures.FixedDating(dates: ["IMG_10.png": "2020-01-01T00:00:00"])
    // When
    let outcome = try SyncCommand.sync(.init(folder: folder.path), dating: dating, console: .silent)
    // Then
    let synced = try gallery(folder)
    #expect(synced.photos.map(\.id) == ["Zebra", "web", "a"])
    #expect(synced.albums.map(\.id) == ["new"], "the new subfolder is a new album")
    #expect(synced.albums[0].photos.map(\.id) == ["img-10", "img-9"])
    #expect(synced.title == "Trip")
    #expect(synced.description == "By hand")
    #expect(synced.pageSize == 5)
    #expect(synced.theme == "default")
    #expect(
      synced.photos[0]
        == Photo(
          id: "Zebra", image: .file("z.png"), title: "Zebra at dawn", description: "Long",
          link: .remote("https://example.com/z"), alt: "A zebra"))
    #expect(synced.photos[2].title == "Kept")
    #expect(synced.albums[0].photos[0].title == "IMG 10")
    #expect(outcome.changes.removed.map(\.id) == ["old", "beach"])
    #expect(
      outcome.message
        == "Synced \(folder.path)/gallery.json: 2 added, 2 removed (old: x/old.png, beach: beach.png), "
        + "5 photos in 1 album; 1 album added (new)"
    )
  }

  @Test func newIDsAvoidExistingOnesIgnoringCaseIncludingRemovedOnes() throws {
    let folder = try TemporaryFolder()
    try folder.write("gallery.json", edited)
    // (in another folder: `Beach.PNG` beside the gone `beach.png` would be the same file renamed)
    try folder.images("z.png", "a.png", "zebra.png", "new/Beach.PNG")

    let outcome = try SyncCommand.sync(
      .init(folder: folder.path), dating: FolderFixtures.noDates, console: .silent)

    #expect(outcome.changes.added.map(\.id) == ["beach-2", "zebra-2"])
  }

  @Test func aSyncWithNothingToDoLeavesTheFileUntouched() throws {
    // Given a manifest in a layout of its own
    let folder = try TemporaryFolder()
    let text = #"{"title":"T","photos":[{"id":"a","image":"a.png"}]}"#
    try folder.write("gallery.json", text)
    try folder.images("a.png")
    let before = try FileManager.default.attributesOfItem(atPath: folder.path + "/gallery.json")
    // When
    let outcome = try SyncCommand.sync(
      .init(folder: folder.path), dating: FolderFixtures.noDates, console: .silent)
    // Then
    #expect(!outcome.wrote)
    #expect(folder.read("gallery.json") == text)
    let after = try FileManager.default.attributesOfItem(atPath: folder.path + "/gallery.json")
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int, "not replaced by a rename")
    #expect(
      outcome.message
        == "\(folder.path)/gallery.json is up to date with its folder (1 photo); nothing written")
  }

  @Test func aBrokenManifestStopsTheSyncAndStaysAsItIs() throws {
    let folder = try TemporaryFolder()
    let text = #"{"title": "T", "photos": [{"id": "a", "imag": "a.png"}]}"#
    try folder.write("gallery.json", text)
    try folder.images("b.png")

    #expect {
      _ = try SyncCommand.sync(.init(folder: folder.path), dating: FolderFixtures.noDates, console: .silent)
    } throws: { error in
      (error as? GalleryError)?.exitCode == 65 && "\(error)".contains("imag")
    }
    #expect(folder.read("gallery.json") == text)
  }

  @Test func removedPhotosBeyondTenAreCounted() {
    let photos = (1...12).map { Photo(id: "p\($0)", image: .file("p\($0).png")) }
    let changes = FolderSync.Changes(gallery: Gallery(title: "T"), added: [], removed: photos)

    let summary = FolderSync.summary(changes, file: "gallery.json")

    #expect(summary.hasPrefix("Synced gallery.json: 0 added, 12 removed (p1: p1.png, "))
    #expect(summary.hasSuffix("p10: p10.png, and 2 more), 0 photos"))
  }
}
