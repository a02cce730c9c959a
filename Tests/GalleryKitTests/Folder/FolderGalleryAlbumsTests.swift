import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImport
@testable import GalleryModel

/// `gallery init DIR` on a folder tree: one album per subfolder holding images, nested as the folders.
@Suite struct FolderGalleryAlbumsTests {
  /// A tree with photos at the top and at depths 1, 2 and 3, folders without images, a hidden folder,
  /// a name to make readable and two folders whose ids would clash.
  private func tree() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.images(
      "trips/top.png",
      "trips/2019_kyoto-trip/a.png", "trips/2019_kyoto-trip/z.png",
      "trips/2019_kyoto-trip/day 10/d.png", "trips/2019_kyoto-trip/day 2/b.png",
      "trips/2019_kyoto-trip/day 2/evening/c.png",
      "trips/a-b/x.png", "trips/a b/x.png",
      "trips/.hidden/e.png", "trips/Themes/t.png")
    for empty in ["trips/empty", "trips/only-empty/inner"] {
      try FileManager.default.createDirectory(
        atPath: workspace.path + "/" + empty, withIntermediateDirectories: true)
    }
    return workspace
  }

  private func photo(_ id: String, _ image: String, _ title: String) -> Photo {
    Photo(id: id, image: .file(image), title: title)
  }

  @Test func initMakesOneAlbumPerFolderWithImagesNestedAsTheFolders() throws {
    // Given z.png dated, so it comes before the undated a.png in its album
    let workspace = try tree()
    let dating = FolderFixtures.FixedDating(dates: ["z.png": "2019-11-01T09:00:00"])
    // When
    let outcome = try InitCommand.initialize(
      .init(folder: workspace.path + "/trips"), dating: dating, console: .silent)
    // Then
    let evening = Album(
      id: "2019-kyoto-trip-day-2-evening", title: "Evening",
      photos: [photo("c", "2019_kyoto-trip/day 2/evening/c.png", "C")])
    let kyoto = Album(
      id: "2019-kyoto-trip", title: "2019 kyoto trip",
      photos: [photo("z", "2019_kyoto-trip/z.png", "Z"), photo("a", "2019_kyoto-trip/a.png", "A")],
      albums: [
        Album(
          id: "2019-kyoto-trip-day-2", title: "Day 2",
          photos: [photo("b", "2019_kyoto-trip/day 2/b.png", "B")], albums: [evening]),
        Album(
          id: "2019-kyoto-trip-day-10", title: "Day 10",
          photos: [photo("d", "2019_kyoto-trip/day 10/d.png", "D")]),
      ])
    let expected = Gallery(
      title: "Trips", photos: [photo("top", "top.png", "Top")],
      albums: [
        kyoto,
        Album(id: "a-b", title: "A b", photos: [photo("x", "a b/x.png", "X")]),
        Album(id: "a-b-2", title: "A b", photos: [photo("x-2", "a-b/x.png", "X")]),
      ])
    #expect(outcome.gallery == expected)
    #expect(try ManifestStore(folder: workspace.path + "/trips").fetchGallery() == expected)
    #expect(outcome.message == "Wrote \(workspace.path)/trips/gallery.json: 8 photos in 6 albums")
  }

  @Test func theManifestOfATreeReadsBackEqual() throws {
    let workspace = try tree()
    let gallery = FolderGallery.makeGallery(
      title: "T", images: ImageFolderScanner.scan(folder: workspace.realPath + "/trips").images,
      in: workspace.realPath + "/trips", dating: FolderFixtures.noDates)

    let decoded = try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "gallery.json").gallery

    #expect(decoded == gallery)
    #expect(gallery.photoCount == 8)
  }

  @Test func aFlatFolderMakesNoAlbums() throws {
    let workspace = try TemporaryFolder()
    try workspace.images("b.png", "a.png")

    let outcome = try InitCommand.initialize(
      .init(folder: workspace.path), dating: FolderFixtures.noDates, console: .silent)

    #expect(outcome.gallery.albums.isEmpty)
    #expect(
      String(decoding: ManifestEncoder.encode(outcome.gallery), as: UTF8.self).contains("albums") == false)
    #expect(outcome.message == "Wrote \(workspace.path)/gallery.json: 2 photos")
  }

  @Test func foldersDeeperThanAlbumsMayNestShareTheDeepestAlbum() throws {
    let deep = Array(repeating: "d", count: ManifestDecoder.deepestAlbum + 2).joined(separator: "/")
    let gallery = FolderGallery.makeGallery(
      title: "T", images: [deep + "/a.png", "top.png"], in: "/nowhere", dating: FolderFixtures.noDates)

    var depth = 0
    var albums = gallery.albums
    while let first = albums.first {
      depth += 1
      albums = first.albums
    }
    #expect(depth == ManifestDecoder.deepestAlbum)
    #expect(try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "g").gallery == gallery)
  }

  @Test(arguments: [
    ("2019_kyoto-trip", "2019 kyoto trip"), ("2019/Été-à-Paris", "Été à Paris"), ("2019/___", "___"),
    ("-", "-"), ("  ", FolderAlbums.fallbackTitle),
    // The manifest refuses control characters and noncharacters: they are dropped
    ("2019/red\n\u{1B}[31mtrip\u{7}", "Red [31mtrip"), ("a/\u{1B}\u{FFFE}", FolderAlbums.fallbackTitle),
    ("a/_\u{9B}_", "__"),
  ])
  func albumTitlesAreTheFolderNameMadeReadable(folder: String, title: String) throws {
    #expect(FolderAlbums.title(forFolder: folder) == title)
    // And the manifest takes them
    let album = FolderAlbums.album(forFolder: folder, id: "a")
    let gallery = Gallery(title: FolderGallery.defaultTitle(ofFolder: folder), albums: [album])
    #expect(try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "g").gallery == gallery)
  }
}
