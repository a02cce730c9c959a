/// A photo's deep-zoom pyramid as the cache keeps it: DeepZoom tiles of `DerivativeSpec.tileSize`
/// pixels without overlap, `<level>/<column>_<row>.<ext>` in a folder of the cache, made by libvips'
/// `dzsave` (`ZoomTilesMaker`). Level `topLevel` is the original's own pixels; each level below is the
/// one above halved, rounded up. Only the levels larger than the largest size are kept: below that the
/// page's own sizes are sharper than any tile a screen would need.
package struct ZoomTiles: Equatable, Sendable {
  package struct Tile: Equatable, Sendable {
    package var level: Int
    package var column: Int
    package var row: Int
    package var byteCount: Int
    /// The SHA-256 of the bytes the tool made.
    package var digest: [UInt8]
  }

  /// The folder's name in the cache's derivatives folder: `<key>-tiles-<16 random hex digits>`, new
  /// for each pyramid made, so a pyramid is never written into one a reader may be using.
  package var folderName: String
  /// Absolute path of that folder.
  package var folder: String
  /// The top level's size: the original's as drawn (after its EXIF rotation).
  package var width: Int
  package var height: Int
  /// "jpg" (or "png" for an original with transparency).
  package var fileExtension: String
  package var topLevel: Int
  package var firstLevel: Int
  /// Every tile of the kept levels, by level, then row, then column.
  package var tiles: [Tile]

  /// The path of a tile inside `folder` (and inside the site's tile folder).
  package func relativePath(_ tile: Tile) -> String {
    "\(tile.level)/\(tile.column)_\(tile.row).\(fileExtension)"
  }

  package func path(_ tile: Tile) -> String {
    folder + "/" + relativePath(tile)
  }

  /// The pixel size of `level`: the top level halved `topLevel - level` times, each time rounded up (as
  /// dzsave and the DeepZoom format do).
  package func size(ofLevel level: Int) -> (width: Int, height: Int) {
    var (width, height) = (self.width, self.height)
    for _ in stride(from: topLevel, to: level, by: -1) {
      width = (width + 1) / 2
      height = (height + 1) / 2
    }
    return (width, height)
  }

  /// How many columns and rows of tiles `level` has.
  package func grid(ofLevel level: Int) -> (columns: Int, rows: Int) {
    let size = size(ofLevel: level)
    let tile = DerivativeSpec.tileSize
    return ((size.width + tile - 1) / tile, (size.height + tile - 1) / tile)
  }

  /// The index of the top level of a `width` × `height` pyramid that stops at one tile: how many times
  /// its long edge halves (rounded up) before it fits one tile.
  package static func topLevel(width: Int, height: Int, tileSize: Int = DerivativeSpec.tileSize) -> Int {
    var longest = max(width, height)
    var level = 0
    while longest > tileSize {
      longest = (longest + 1) / 2
      level += 1
    }
    return level
  }

  /// The lowest level worth keeping: the first whose long edge is larger than `largest` (the largest
  /// size the page already has); the top level when none below it is.
  package static func firstLevel(width: Int, height: Int, topLevel: Int, largest: Int) -> Int {
    var level = topLevel
    var (w, h) = (width, height)
    while level > 0 {
      let (below, belowHeight) = ((w + 1) / 2, (h + 1) / 2)
      guard max(below, belowHeight) > largest else { break }
      (w, h) = (below, belowHeight)
      level -= 1
    }
    return level
  }

  /// Whether the tiles are exactly the kept levels' grids, each tile once, in order: what a sealed
  /// entry must list before any of its files is read. Counted before anything is walked, so an entry
  /// claiming a vast original costs nothing.
  package var isComplete: Bool {
    guard width > 0, height > 0, width <= Self.longestEdge, height <= Self.longestEdge, firstLevel >= 0,
      firstLevel <= topLevel, topLevel == Self.topLevel(width: width, height: height)
    else { return false }
    var count = 0
    for level in firstLevel...topLevel {
      let grid = grid(ofLevel: level)
      count += grid.columns * grid.rows
    }
    guard count == tiles.count else { return false }
    var index = 0
    for level in firstLevel...topLevel {
      let grid = grid(ofLevel: level)
      for row in 0..<grid.rows {
        for column in 0..<grid.columns {
          let tile = tiles[index]
          guard tile.level == level, tile.column == column, tile.row == row else { return false }
          index += 1
        }
      }
    }
    return true
  }

  /// The longest edge an original can have: `maxPixels` allows a billion pixels, one row of them at most.
  static let longestEdge = 1_000_000_000
}
