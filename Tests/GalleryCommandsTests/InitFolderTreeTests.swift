import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryModel

/// `gallery init DIR` on a folder tree: one album per subfolder holding images, nested as the folders
/// (how the folders become albums: `FolderGalleryAlbumsTests` in GalleryImportTests).
@Suite struct InitFolderTreeTests {
  private func photo(_ id: String, _ image: String, _ title: String) -> Photo {
    Photo(id: id, image: .file(image), title: title)
  }

  @Test func initMakesOneAlbumPerFolderWithImagesNestedAsTheFolders() throws {
    // Given z.png dated, so it comes before the undated a.png in its album
    let workspace = try FolderFixtures.albumTree()
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
}
