import Foundation
import GalleryTestSupport
import Synchronization
import Testing

@testable import GalleryCommands
@testable import GalleryCore
@testable import GalleryModel

@Suite struct InitCommandTests {
  @Test func initWritesAManifestTheDecoderAcceptsWithReadableNames() throws {
    // Given
    let folder = try TemporaryFolder()
    try folder.images("my_trip/Été à Paris.png", "my_trip/IMG_2034.PNG", "my_trip/sub/IMG_2034.png")
    try folder.write("my_trip/notes.txt", "x")
    // When
    let outcome = try InitCommand.initialize(
      .init(folder: folder.path + "/my_trip"), dating: FolderFixtures.noDates, console: .silent)
    // Then
    let gallery = try ManifestStore(folder: folder.path + "/my_trip").fetchGallery()
    #expect(gallery == outcome.gallery)
    #expect(gallery.title == "My trip")
    #expect(gallery.photos.map(\.id) == ["img-2034", "ete-a-paris"])
    #expect(gallery.photos.map(\.image) == [.file("IMG_2034.PNG"), .file("Été à Paris.png")])
    #expect(
      gallery.albums == [
        Album(
          id: "sub", title: "Sub",
          photos: [Photo(id: "img-2034-2", image: .file("sub/IMG_2034.png"), title: "IMG 2034")])
      ], "the subfolder's photo is in its album, its id unique in the whole gallery")
    #expect(
      outcome.message
        == "Wrote \(folder.path)/my_trip/gallery.json: 3 photos in 1 album (1 other file skipped)")
  }

  /// XMP sidecars are read with their photos (issue 14): they are not files init left out.
  @Test func xmpSidecarsAreCountedAsSidecarsNotAsSkippedFiles() throws {
    let folder = try TemporaryFolder()
    try folder.images("trip/a.png", "trip/b.png")
    try folder.write("trip/a.png.xmp", "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"/>")
    try folder.write("trip/b.XMP", "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"/>")
    try folder.write("trip/notes.txt", "x")
    let outcome = try InitCommand.initialize(
      .init(folder: folder.path + "/trip"), dating: FolderFixtures.noDates, console: .silent)
    #expect(
      outcome.message
        == "Wrote \(folder.path)/trip/gallery.json: 2 photos (2 XMP sidecars; 1 other file skipped)")
    #expect(outcome.scan.skippedCount == 1)
    #expect(outcome.scan.sidecarCount == 2)
  }

  @Test func initRefusesAnExistingManifestUnlessForced() throws {
    let folder = try TemporaryFolder()
    try folder.images("a.png")
    try folder.write("gallery.json", "not even JSON")

    #expect {
      _ = try InitCommand.initialize(
        .init(folder: folder.path), dating: FolderFixtures.noDates, console: .silent)
    } throws: { error in
      (error as? GalleryError)?.exitCode == 73 && "\(error)".contains("--force")
        && "\(error)".contains("gallery sync")
    }
    #expect(folder.read("gallery.json") == "not even JSON")

    _ = try InitCommand.initialize(
      .init(folder: folder.path, title: "Mine", force: true), dating: FolderFixtures.noDates, console: .silent
    )
    #expect(try ManifestStore(folder: folder.path).fetchGallery().title == "Mine")
  }

  @Test func aMissingFolderIsMissingInput() {
    #expect(throws: GalleryError.missingInput(path: "/nonexistent/cg", what: "gallery folder")) {
      _ = try InitCommand.initialize(
        .init(folder: "/nonexistent/cg"), dating: FolderFixtures.noDates, console: .silent)
    }
  }

  @Test func imageNamedFilesThatAreNotImagesAreNoticed() throws {
    let folder = try TemporaryFolder()
    try folder.write("broken.jpg", "text")
    let notices = Notices()

    _ = try InitCommand.initialize(
      .init(folder: folder.path), dating: FolderFixtures.noDates,
      console: .init(info: { _ in }, warn: { notices.append($0) }))

    #expect(notices.lines.contains { $0.contains("broken.jpg (its bytes are not") })
  }
}

/// Collects console lines from a `@Sendable` closure.
final class Notices: Sendable {
  private let collected = Mutex<[String]>([])

  var lines: [String] { collected.withLock { $0 } }

  func append(_ line: String) { collected.withLock { $0.append(line) } }
}
