import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel

/// Zooming past the largest size: one file of the original's pixels for a photo a little larger, a
/// DeepZoom pyramid (libvips' dzsave) for a large one, sealed in the cache like every derivative.
@Suite("Zoom sources: a full-size file or deep-zoom tiles")
struct ZoomTilesTests {
  /// The ladder tops at 160 px; tiles from 200,000 pixels, so small pictures stand for large ones.
  static func spec(
    zoom: ImageSettings.Zoom = .original, tilePixels: Int = 200_000, largest: Int = 160
  ) -> DerivativeSpec {
    var settings = ImageSettings(thumbnailSize: 40, imageSize: largest)
    settings.zoom = zoom
    var spec = DerivativeSpec(settings)
    spec.tilePixels = tilePixels
    return spec
  }

  // MARK: The pyramid's arithmetic

  @Test(
    "levels halve, rounding up, from the original down to one tile; only those over the largest size are kept"
  )
  func levels() {
    #expect(ZoomTiles.topLevel(width: 20_000, height: 5_000) == 6)
    #expect(ZoomTiles.firstLevel(width: 20_000, height: 5_000, topLevel: 6, largest: 2560) == 4)
    #expect(ZoomTiles.topLevel(width: 5640, height: 3172) == 4)
    #expect(ZoomTiles.firstLevel(width: 5640, height: 3172, topLevel: 4, largest: 2560) == 3)
    #expect(ZoomTiles.topLevel(width: 512, height: 300) == 0)
    #expect(
      ZoomTiles.firstLevel(width: 5000, height: 10, topLevel: 4, largest: 6000) == 4, "the top at least")
    let tiles = ZoomTiles(
      folderName: "", folder: "", width: 5640, height: 3172, fileExtension: "jpg", topLevel: 4, firstLevel: 3,
      tiles: [])
    #expect(tiles.size(ofLevel: 4) == (5640, 3172))
    #expect(tiles.size(ofLevel: 2) == (1410, 793))
    #expect(tiles.size(ofLevel: 1) == (705, 397))
    #expect(tiles.grid(ofLevel: 3) == (6, 4))
    #expect(tiles.grid(ofLevel: 4) == (12, 7))
  }

  @Test(
    "a photo larger than the largest size gets a zoom source: none with \"zoom\": \"sizes\" or when it is no larger"
  )
  func whichSource() {
    #expect(Self.spec().zoomSource(width: 400, height: 300) == .file)
    #expect(Self.spec().zoomSource(width: 600, height: 400) == .tiles)
    #expect(Self.spec().zoomSource(width: 160, height: 100) == nil, "no larger than the largest size")
    #expect(Self.spec(zoom: .sizes).zoomSource(width: 600, height: 400) == nil)
    #expect(DerivativeSpec.defaultTilePixels == 12_000_000)
    #expect(
      Self.spec().fingerprint != Self.spec(zoom: .sizes).fingerprint,
      "the zoom shapes what is made, so it keys the cache")
  }

  // MARK: Making them

  @Test("a photo a little larger than the largest size gets one file of its own pixels, upright")
  func fullSizeFile() throws {
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 300, height: 400), named: .jpeg, spec: Self.spec())
    let zoom = try #require(made.zoom)
    #expect((zoom.width, zoom.height) == (300, 400))
    #expect(LibVips.header(of: zoom.bytes) == .init(width: 300, height: 400, hasAlpha: false))
    #expect(PublishedMetadata.found(in: zoom.bytes) == nil, "no metadata, as every derivative")
    #expect(made.tiles == nil)
    let turned = try DerivativeMaker.make(
      try LibVips.testPicture(width: 400, height: 300, orientation: 6), named: .jpeg, spec: Self.spec())
    #expect((turned.zoom?.width, turned.zoom?.height) == (300, 400), "turned upright by its EXIF orientation")
    let sizesOnly = try DerivativeMaker.make(
      try LibVips.testPicture(width: 300, height: 400), named: .jpeg, spec: Self.spec(zoom: .sizes))
    #expect(sizesOnly.zoom == nil && sizesOnly.tiles == nil)
  }

  @Test(
    "every tile of a lossless original is its pixels exactly, and each level the one above averaged 2 × 2")
  func pyramidPixels() throws {
    let folder = try TemporaryFolder()
    let cache = Self.cache(folder)
    // A PNG with transparency: its tiles are PNGs, so no encoder error hides a wrong pixel.
    let original = try LibVips.testPicture(width: 1100, height: 700, alpha: true)
    let made = try DerivativeMaker.make(original, named: .png, spec: Self.spec())
    let request = try #require(made.tiles)
    #expect(request == .init(hasProfile: false, isOpaque: false))
    let tiles = try cache.makeTiles(original, key: 9, spec: Self.spec(), hasProfile: false, opaque: false)
    #expect((tiles.width, tiles.height, tiles.topLevel, tiles.firstLevel) == (1100, 700, 2, 0))
    #expect(tiles.fileExtension == "png")
    #expect(tiles.isComplete)
    let whole = try LibVips.pixels(of: LibVips.decode(original, fittingIn: 1100, hasProfile: false))
    #expect(try Self.stitch(tiles, level: 2) == whole.bytes, "the top level is the original")
    // Each level below is the one above with each 2 × 2 block averaged (an odd edge's last pixel alone).
    for level in [1, 0] {
      let above = try Self.stitch(tiles, level: level + 1)
      let (width, height) = tiles.size(ofLevel: level + 1)
      let expected = Self.halved(above, width: width, height: height, bands: 4)
      let got = try Self.stitch(tiles, level: level)
      #expect(got.count == expected.count)
      let worst = zip(got, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 2, "level \(level): off by \(worst) levels")
    }
    #expect(!FileSystem.exists(tiles.folder + ".work"), "nor its work folder (with dzsave's description)")
    #expect(
      !FileSystem.exists(tiles.folder + "/vips-properties.xml"), "nor its properties, which hold a date")
  }

  @Test(
    "a photo stored sideways gives upright tiles, without metadata, and only the levels over the largest size"
  )
  func turnedTiles() throws {
    let folder = try TemporaryFolder()
    let cache = Self.cache(folder)
    let original = try LibVips.testPicture(width: 1200, height: 500, orientation: 6)
    let spec = Self.spec(largest: 400)
    let tiles = try cache.makeTiles(original, key: 3, spec: spec, hasProfile: false, opaque: true)
    #expect((tiles.width, tiles.height) == (500, 1200), "turned upright")
    #expect((tiles.topLevel, tiles.firstLevel) == (2, 1), "600 px is over the largest size (400), 300 px not")
    let upright = try LibVips.pixels(of: LibVips.decode(original, fittingIn: 1200, hasProfile: false)).bytes
    let top = try Self.stitch(tiles, level: 2)
    #expect(top.count == upright.count)
    // JPEG twice over noise: close, where a wrong turn would be as far as two noises are (about 85).
    let mean =
      Double(zip(top, upright).map { abs(Int($0) - Int($1)) }.reduce(0, +)) / Double(max(top.count, 1))
    #expect(mean < 12, "mean difference \(mean)")
    for tile in tiles.tiles {
      let bytes = try #require(FileSystem.readFile(tiles.path(tile)))
      #expect(PublishedMetadata.found(in: bytes) == nil, "tile \(tiles.relativePath(tile))")
    }
    #expect(!FileSystem.exists(tiles.folder + "/0"), "the level the sizes cover is removed")
  }

  @Test("a CMYK original without a profile gives tiles in sRGB, as its sizes are")
  func cmykTiles() throws {
    let folder = try TemporaryFolder()
    let original = try LibVips.testPicture(width: 900, height: 600, cmyk: true)
    #expect(Self.jpegComponents(original) == 4, "the fixture is CMYK")
    let tiles = try Self.cache(folder).makeTiles(
      original, key: 2, spec: Self.spec(), hasProfile: false, opaque: true)
    for tile in tiles.tiles {
      let bytes = try #require(FileSystem.readFile(tiles.path(tile)))
      #expect(Self.jpegComponents(bytes) == 3, "tile \(tiles.relativePath(tile))")
    }
  }

  @Test("the same original gives the same tiles, byte for byte")
  func deterministic() throws {
    let folder = try TemporaryFolder()
    let cache = Self.cache(folder)
    let original = try LibVips.testPicture(width: 900, height: 600)
    let first = try cache.makeTiles(original, key: 1, spec: Self.spec(), hasProfile: false, opaque: true)
    let second = try cache.makeTiles(original, key: 1, spec: Self.spec(), hasProfile: false, opaque: true)
    #expect(first.folderName != second.folderName, "each pyramid in a folder of its own")
    #expect(first.tiles == second.tiles)
  }

  // MARK: In the cache

  @Test("tiles are sealed with their entry, checked when read, and a changed tile makes the entry a miss")
  func sealed() throws {
    let folder = try TemporaryFolder()
    let cache = Self.cache(folder)
    let original = try LibVips.testPicture(width: 900, height: 600)
    let made = try DerivativeMaker.make(original, named: .jpeg, spec: Self.spec())
    let tiles = try cache.makeTiles(original, key: 5, spec: Self.spec(), hasProfile: false, opaque: true)
    let stored = try cache.store(made, tiles: tiles, key: 5)
    #expect(Self.cache(folder).entry(5) == stored)
    #expect(stored.tiles == tiles)
    let tile = try #require(tiles.tiles.last)
    try FileSystem.writeFile(tiles.path(tile), try LibVips.testPicture(width: 8, height: 8))
    let again = Self.cache(folder)
    #expect(again.entry(5) == nil)
    #expect(again.trust.refusals.lines.first?.contains("its bytes are not the ones the tool made") == true)
  }

  @Test("a full-size file is sealed with its entry too")
  func sealedFile() throws {
    let folder = try TemporaryFolder()
    let cache = Self.cache(folder)
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 400, height: 300), named: .jpeg, spec: Self.spec())
    let stored = try cache.store(made, key: 6)
    #expect(stored.zoom?.path.hasSuffix("-zoom.jpg") == true)
    #expect(Self.cache(folder).entry(6) == stored)
    try FileSystem.writeFile(try #require(stored.zoom?.path), Array("swapped".utf8))
    #expect(Self.cache(folder).entry(6) == nil)
  }

  @Test("unused tile folders are pruned, but nothing the tool did not write, and no link is followed")
  func pruned() throws {
    let folder = try TemporaryFolder()
    let cache = Self.cache(folder)
    let original = try LibVips.testPicture(width: 900, height: 600)
    let kept = try cache.makeTiles(original, key: 1, spec: Self.spec(), hasProfile: false, opaque: true)
    let dropped = try cache.makeTiles(original, key: 2, spec: Self.spec(), hasProfile: false, opaque: true)
    let mixed = try cache.makeTiles(original, key: 3, spec: Self.spec(), hasProfile: false, opaque: true)
    try FileSystem.writeFile(mixed.folder + "/1/notes.txt", Array("mine".utf8))
    // Someone's folder, linked in under a tile folder's name, holding a file named like a tile.
    try folder.write("someone/1/0_0.jpg", "a photo of theirs")
    let link = cache.folder + "/" + DerivativeCache.name(4) + "-tiles-" + String(repeating: "a", count: 16)
    #expect(symlink(folder.path + "/someone", link) == 0)
    cache.removeAll(except: [1], tileFolders: [kept.folderName])
    #expect(FileSystem.exists(kept.path(kept.tiles[0])))
    #expect(!FileSystem.exists(dropped.folder))
    #expect(FileSystem.exists(mixed.folder + "/1/notes.txt"), "a file the tool did not write stays")
    #expect(!FileSystem.exists(mixed.path(mixed.tiles[0])), "the tool's own tiles beside it go")
    #expect(folder.read("someone/1/0_0.jpg") == "a photo of theirs")
  }

  @Test("tile folder and tile names: only the tool's own shapes")
  func names() {
    let key = String(repeating: "0", count: 16)
    let random = String(repeating: "f", count: 16)
    #expect(DerivativeCache.isTileFolder(key + "-tiles-" + random))
    #expect(DerivativeCache.isTileFolder(key + "-tiles-" + random + ".work", work: true))
    #expect(!DerivativeCache.isTileFolder(key + "-tiles-" + random + ".work"))
    #expect(!DerivativeCache.isTileFolder(key + "-tiles-" + random, work: true))
    #expect(!DerivativeCache.isTileFolder(key + "-tiles-" + random + "x"))
    #expect(!DerivativeCache.isTileFolder(key + "-tiles-" + random.uppercased()))
    #expect(!DerivativeCache.isTileFolder("photos"))
    #expect(DerivativeCache.isTileName("12_3.jpg") && DerivativeCache.isTileName("0_0.png"))
    for name in ["12_3.jpeg", "_3.jpg", "1_2_3.jpg", "a_1.jpg", "1_1.jpg.txt", "notes.txt"] {
      #expect(!DerivativeCache.isTileName(name), "\(name)")
    }
  }

  @Test("a sealed tile list that is not a whole pyramid is no entry")
  func incompleteList() throws {
    let digest = [UInt8](repeating: 1, count: 32)
    let hex = SecureDigest.hex(digest)
    let name = String(repeating: "0", count: 16) + "-tiles-" + String(repeating: "1", count: 16)
    let head = "tiles \(name) 600 400 jpg 1 1 2"
    #expect(
      DerivativeCache.parseTiles([head, "1 0 0 10 \(hex)", "1 1 0 10 \(hex)"].map(Self.words), folder: "/c")
        != nil)
    #expect(
      DerivativeCache.parseTiles([head, "1 0 0 10 \(hex)", "1 0 0 10 \(hex)"].map(Self.words), folder: "/c")
        == nil)
    #expect(DerivativeCache.parseTiles([head, "1 0 0 10 \(hex)"].map(Self.words), folder: "/c") == nil)
    // A vast original claimed: counted, not walked.
    let vast = "tiles \(name) 1000000000 1000000000 jpg 21 21 1"
    #expect(DerivativeCache.parseTiles([vast, "21 0 0 10 \(hex)"].map(Self.words), folder: "/c") == nil)
    let negative = "tiles \(name) 600 400 jpg -1 -2 0"
    #expect(DerivativeCache.parseTiles([negative].map(Self.words), folder: "/c") == nil)
    let outside = "tiles ../x 600 400 jpg 1 1 2"
    #expect(
      DerivativeCache.parseTiles(
        [outside, "1 0 0 10 \(hex)", "1 1 0 10 \(hex)"].map(Self.words), folder: "/c") == nil)
  }

  // MARK: Helpers

  /// The number of colour components a JPEG's frame header declares (3 for RGB, 4 for CMYK).
  static func jpegComponents(_ bytes: [UInt8]) -> Int? {
    var at = 2
    while at + 9 < bytes.count, bytes[at] == 0xFF {
      let marker = bytes[at + 1]
      if (0xC0...0xC2).contains(marker) { return Int(bytes[at + 9]) }
      at += 2 + Int(bytes[at + 2]) << 8 + Int(bytes[at + 3])
    }
    return nil
  }

  static func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

  static func cache(_ folder: TemporaryFolder) -> DerivativeCache {
    DerivativeCache(
      cache: CacheFolder(path: folder.path + "/c", source: .option),
      trust: CacheTrust(key: CacheKey(secret: [UInt8](repeating: 7, count: 32))))
  }

  /// A level's tiles decoded and put back together, row by row.
  static func stitch(_ tiles: ZoomTiles, level: Int) throws -> [UInt8] {
    let (width, height) = tiles.size(ofLevel: level)
    var bands = 0
    var out: [UInt8] = []
    for tile in tiles.tiles where tile.level == level {
      let bytes = try #require(FileSystem.readFile(tiles.path(tile)))
      let image = try LibVips.decode(bytes, fittingIn: DerivativeSpec.tileSize, hasProfile: false)
      let pixels = try LibVips.pixels(of: image)
      if out.isEmpty {
        bands = pixels.bands
        out = [UInt8](repeating: 0, count: width * height * bands)
      }
      let x0 = tile.column * DerivativeSpec.tileSize
      let y0 = tile.row * DerivativeSpec.tileSize
      for y in 0..<image.height {
        let from = y * image.width * bands
        let to = ((y0 + y) * width + x0) * bands
        out.replaceSubrange(
          to..<(to + image.width * bands), with: pixels.bytes[from..<(from + image.width * bands)])
      }
    }
    return out
  }

  /// Each 2 × 2 block averaged as libvips does with transparency: the colours weighted by their alpha
  /// (premultiplied, averaged, divided again); an odd last column or row averaged with itself.
  static func halved(_ pixels: [UInt8], width: Int, height: Int, bands: Int) -> [UInt8] {
    let (w, h) = ((width + 1) / 2, (height + 1) / 2)
    var out = [UInt8](repeating: 0, count: w * h * bands)
    for y in 0..<h {
      for x in 0..<w {
        var sums = [Double](repeating: 0, count: bands)
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
          let at = (min(2 * y + dy, height - 1) * width + min(2 * x + dx, width - 1)) * bands
          let alpha = Double(pixels[at + bands - 1]) / 255
          for b in 0..<bands - 1 { sums[b] += Double(pixels[at + b]) * alpha }
          sums[bands - 1] += Double(pixels[at + bands - 1])
        }
        let alpha = sums[bands - 1] / 4
        for b in 0..<bands - 1 {
          let value = alpha > 0 ? sums[b] / 4 * 255 / alpha : 0
          out[(y * w + x) * bands + b] = UInt8(max(0, min(255, value.rounded())))
        }
        out[(y * w + x) * bands + bands - 1] = UInt8(alpha.rounded())
      }
    }
    return out
  }
}
