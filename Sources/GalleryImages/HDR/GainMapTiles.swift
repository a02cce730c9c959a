import GalleryCore

/// An HDR original's deep-zoom tiles with gain maps (issue 48). Its gain map, turned as the photo is,
/// is brought to a power-of-two share of the photo's pixels (a quarter-resolution map stays a quarter, a
/// full-resolution one stays full) and cut by the same `dzsave` into tiles of that share of
/// `DerivativeSpec.tileSize`. Both pyramids stop at one tile, so they have the same levels and each
/// level the same grid (`ZoomTiles.topLevel` counts the same halvings): the map tile with the photo
/// tile's level, column and row covers the same part of the picture and is joined to it
/// (`GainMapJPEG.joined`), before the tiles' digests are taken.
enum GainMapTiles {
  /// The most times a tile's side is halved for its map (a 512 px tile's map is at least 32 px): a
  /// smaller map is not a gain map any camera writes, and its tiles stay SDR.
  static let mostHalvings = 4

  /// Joins map tiles to the JPEG tiles of `tiles` in `made` (dzsave's output), cutting the map in
  /// `work`; false when the photo has no usable gain map (its tiles stay SDR). Throws when a tile
  /// cannot be written: the pyramid is then not kept.
  static func join(
    original bytes: [UInt8], spec: DerivativeSpec, tiles: ZoomTiles, made: String, work: String
  ) throws(GalleryError) -> Bool {
    // WebP sizes are SDR (`DerivativeMaker.HDR`): tiles brighter than the photo they zoom into are not.
    guard spec.keepsHDR, spec.format == .jpeg, tiles.fileExtension == "jpg",
      case .found(let file) = GainMapJPEG.read(bytes),
      let sizes = GainMapSizes(file, original: bytes, spec: spec)
    else { return false }
    let longest = max(tiles.width, tiles.height)
    let mapLongest = max(sizes.map.width, sizes.map.height)
    // The fewest halvings that the map covers (a pixel short is its writer's rounding, not a smaller map).
    var halvings = 0
    while halvings < mostHalvings && shared(longest, halvings) > mapLongest + 1 { halvings += 1 }
    let target = shared(longest, halvings)
    guard target <= mapLongest + 1 else { return false }
    let base = work + "/gain"
    defer {
      try? FileSystem.removeTree(base + "_files")
      _ = FileSystem.removeFile(base + ".dzi")
    }
    do {
      let map = target < mapLongest ? try sizes.map.shrunk(toFit: target) : sizes.map
      // An intermediate only, read again by dzsave: at a quality that loses next to nothing.
      let encoded = try map.encoded(as: .gainMap, quality: 95, stripMetadata: true)
      _ = try LibVips.zoomTiles(
        encoded, base: base, tileSize: DerivativeSpec.tileSize >> halvings,
        quality: GainMapSizes.quality(for: spec),
        hasProfile: false, encoding: .gainMap)
    } catch {
      return false
    }
    for tile in tiles.tiles {
      let path = made + "/" + tiles.relativePath(tile)
      // A map tile dzsave did not make (an edge rounded the other way) leaves its photo tile SDR.
      guard let photo = FileSystem.readFile(path),
        let map = FileSystem.readFile(base + "_files/" + tiles.relativePath(tile)),
        let joined = file.joined(primary: photo, gainMap: map)
      else { continue }
      try FileSystem.writeByRenaming(path, joined)
    }
    return true
  }

  /// `length` halved `halvings` times, rounded up once.
  static func shared(_ length: Int, _ halvings: Int) -> Int {
    (length + (1 << halvings) - 1) >> halvings
  }
}
