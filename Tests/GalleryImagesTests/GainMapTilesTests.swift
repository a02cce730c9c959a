import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel

/// An HDR photo's deep-zoom tiles (issue 48): each tile carries the part of the gain map it covers, at
/// the map's own share of the tile's pixels, turned as the photo is; with `"hdr": "drop"` (or WebP
/// sizes) the tiles are SDR.
@Suite struct GainMapTilesTests {
  private func spec(_ hdr: ImageSettings.HDR = .keep) -> DerivativeSpec {
    var spec = ZoomTilesTests.spec()
    spec.keepsHDR = hdr == .keep
    return spec
  }

  private func original(mapWidth: Int, mapHeight: Int, orientation: Int? = nil) throws -> [UInt8] {
    GainMapFixtures.assemble(
      primary: try LibVips.testPicture(width: 1200, height: 900, orientation: orientation),
      gainMap: try LibVips.testPicture(width: mapWidth, height: mapHeight))
  }

  /// The tiles, the cache holding them, and its folder (removed when the last reference goes).
  private func tiles(
    _ bytes: [UInt8], spec: DerivativeSpec
  ) throws -> (ZoomTiles, DerivativeCache, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let cache = DerivativeCache(galleryFolder: folder.path)
    return (try cache.makeTiles(bytes, key: 9, spec: spec, hasProfile: false, opaque: true), cache, folder)
  }

  @Test(arguments: [(300, 225, 4), (1200, 900, 1), (600, 450, 2)])
  func everyTileCarriesItsPartOfTheGainMap(mapWidth: Int, mapHeight: Int, share: Int) throws {
    let (tiles, cache, folder) = try tiles(
      try original(mapWidth: mapWidth, mapHeight: mapHeight), spec: spec())
    #expect(!tiles.tiles.isEmpty)
    for tile in tiles.tiles {
      let bytes = try #require(FileSystem.readFile(tiles.path(tile)))
      guard case .found(let file) = GainMapJPEG.read(bytes) else {
        Issue.record("tile \(tiles.relativePath(tile)) has no gain map")
        continue
      }
      #expect(abs(file.gainMapSize.width * share - file.primarySize.width) <= share, "\(file)")
      #expect(abs(file.gainMapSize.height * share - file.primarySize.height) <= share, "\(file)")
      #expect(PublishedMetadata.found(in: bytes) == nil)
      #expect(SecureDigest.sha256(bytes) == tile.digest, "the digest is the joined tile's")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
    #expect(left == [tiles.folderName], "no work folder, no map pyramid is left: \(left)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: tiles.folder).allSatisfy { Int($0) != nil })
    withExtendedLifetime(folder) {}
  }

  @Test func aSidewaysPhotosMapTilesAreTurnedWithIt() throws {
    let (tiles, _, folder) = try tiles(
      try original(mapWidth: 300, mapHeight: 225, orientation: 6), spec: spec())
    defer { withExtendedLifetime(folder) {} }
    #expect((tiles.width, tiles.height) == (900, 1200))
    let top = try #require(tiles.tiles.last)
    guard case .found(let file) = GainMapJPEG.read(try #require(FileSystem.readFile(tiles.path(top)))) else {
      Issue.record("no gain map")
      return
    }
    #expect(file.primarySize.width < file.primarySize.height || file.primarySize.width <= 512)
    #expect(
      (file.gainMapSize.width > file.gainMapSize.height) == (file.primarySize.width > file.primarySize.height)
    )
  }

  @Test func droppedOrWebPTilesAreSDR() throws {
    var webp = spec()
    webp.format = .webp
    for spec in [spec(.drop), webp] {
      let (tiles, _, folder) = try tiles(try original(mapWidth: 300, mapHeight: 225), spec: spec)
      defer { withExtendedLifetime(folder) {} }
      for tile in tiles.tiles {
        #expect(GainMapJPEG.read(try #require(FileSystem.readFile(tiles.path(tile)))) == .none)
      }
    }
  }
}
