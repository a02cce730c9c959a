import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImport
@testable import GalleryModel

/// A gallery from a folder tree, as `gallery init DIR` makes it: one album per subfolder holding
/// images, nested as the folders (the command itself: `InitFolderTreeTests` in GalleryCommandsTests).
@Suite struct FolderGalleryAlbumsTests {
  @Test func theManifestOfATreeReadsBackEqual() throws {
    let workspace = try FolderFixtures.albumTree()
    let gallery = FolderGallery.makeGallery(
      title: "T", images: ImageFolderScanner.scan(folder: workspace.realPath + "/trips").images,
      in: workspace.realPath + "/trips", dating: FolderFixtures.noDates)

    let decoded = try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "gallery.json").gallery

    #expect(decoded == gallery)
    #expect(gallery.photoCount == 8)
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
    // In the script the folder was named in, whatever the pages' language
    ("2024/서울_야경", "서울 야경"), ("2024/رحلة_إلى-دبي", "رحلة إلى دبي"), ("旅行/京都_紅葉", "京都 紅葉"),
  ])
  func albumTitlesAreTheFolderNameMadeReadable(folder: String, title: String) throws {
    #expect(FolderAlbums.title(forFolder: folder) == title)
    // And the manifest takes them
    let album = FolderAlbums.album(forFolder: folder, id: "a")
    let gallery = Gallery(title: FolderGallery.defaultTitle(ofFolder: folder), albums: [album])
    #expect(try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "g").gallery == gallery)
  }
}
