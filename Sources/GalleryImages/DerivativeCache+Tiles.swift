import GalleryCore
import GalleryModel

#if canImport(Glibc)
  import Glibc
#endif

/// A photo's deep-zoom tiles in the cache: made by libvips' `dzsave` straight into a new folder of the
/// derivatives folder (`<key>-tiles-<random>`), listed with each tile's digest in the entry's sealed
/// info file, read back and checked like every derivative, and removed with their entry.
extension DerivativeCache {
  /// Why tiles could not be made: the image (libvips refused it) or the cache (a full disk).
  package enum TilesFailure: Error {
    case image(ImageProblem)
    case write(GalleryError)
  }

  /// Makes the tiles of `bytes` for the entry `key`. dzsave writes `<name>_files/` and `<name>.dzi`;
  /// the levels no larger than the largest size, the `.dzi` and dzsave's `vips-properties.xml` (it
  /// holds the time it was made) are removed, every kept tile is read back for its digest, and the
  /// folder is renamed to `<name>`. On any failure what was made is removed.
  package func makeTiles(
    _ bytes: [UInt8], key: UInt64, spec: DerivativeSpec, hasProfile: Bool, opaque: Bool
  ) throws(TilesFailure) -> ZoomTiles {
    do { try FileSystem.makeDirectories(folder) } catch { throw .write(error) }
    let random = Hexadecimal.padded(UInt64.random(in: 0...UInt64.max), width: 16)
    let name = Self.name(key) + "-tiles-" + random
    let base = folder + "/" + name
    let made = base + "_files"
    func discard() {
      try? FileSystem.removeTree(made)
      _ = FileSystem.removeFile(base + ".dzi")
    }
    let size: (width: Int, height: Int)
    do {
      size = try LibVips.zoomTiles(
        bytes, base: base, tileSize: DerivativeSpec.tileSize, quality: spec.quality, hasProfile: hasProfile,
        png: !opaque)
    } catch {
      discard()
      throw .image(error)
    }
    // A test kills the process here: dzsave's folder and description left, no entry, for the next
    // build to prune and make again.
    FailurePoint.reach("derivatives:tiles")
    _ = FileSystem.removeFile(base + ".dzi")
    _ = FileSystem.removeFile(made + "/vips-properties.xml")
    let top = ZoomTiles.topLevel(width: size.width, height: size.height)
    let first = ZoomTiles.firstLevel(
      width: size.width, height: size.height, topLevel: top, largest: spec.largest)
    var tiles = ZoomTiles(
      folderName: name, folder: base, width: size.width, height: size.height,
      fileExtension: opaque ? "jpg" : "png", topLevel: top, firstLevel: first, tiles: [])
    for level in 0..<first {
      try? FileSystem.removeTree(made + "/\(level)")
    }
    for level in first...top {
      let grid = tiles.grid(ofLevel: level)
      for row in 0..<grid.rows {
        for column in 0..<grid.columns {
          var tile = ZoomTiles.Tile(level: level, column: column, row: row, byteCount: 0, digest: [])
          guard let read = FileSystem.readFile(made + "/" + tiles.relativePath(tile)) else {
            discard()
            throw .image(.cannotEncode("libvips' dzsave did not write the tile \(tiles.relativePath(tile))"))
          }
          tile.byteCount = read.count
          tile.digest = SecureDigest.sha256(read)
          tiles.tiles.append(tile)
        }
      }
    }
    guard FileSystem.rename(made, to: base) else {
      let error = GalleryError.cannotWrite(path: base, message: FileSystem.lastError())
      discard()
      throw .write(error)
    }
    return tiles
  }

  /// Whether every tile of `tiles` is the tool's own file with the digest its entry records; a refusal
  /// is noted in `trust.refusals`.
  func holds(_ tiles: ZoomTiles) -> Bool {
    guard tiles.isComplete else {
      trust.refusals.note(tiles.folder, "its sealed tile list is not a whole pyramid")
      return false
    }
    for tile in tiles.tiles {
      switch FileSystem.read(tiles.path(tile), inside: realFolder) {
      case .success(let read):
        guard SecureDigest.areEqual(SecureDigest.sha256(read), tile.digest) else {
          trust.refusals.note(tiles.path(tile), "its bytes are not the ones the tool made and sealed")
          return false
        }
      case .failure(let refusal):
        trust.refusals.note(tiles.path(tile), refusal.message)
        return false
      }
    }
    return true
  }

  /// Whether `name` is a tile folder of this cache: `<16 hex>-tiles-<16 hex>`, or the same with dzsave's
  /// `_files` (left by a build killed while it made tiles). Its key is its first 16 characters.
  static func isTileFolder(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard bytes.count == 39 || bytes.count == 45 else { return false }
    let hex = bytes[0..<16] + bytes[23..<39]
    return hex.allSatisfy(isLowerHex) && String(decoding: bytes[16..<23], as: UTF8.self) == "-tiles-"
      && (bytes.count == 39 || String(decoding: bytes[39...], as: UTF8.self) == "_files")
  }

  /// Removes the tile folders no kept entry lists (`keep`: folder names). Only what dzsave writes is
  /// removed: `<level>/<column>_<row>.<jpg|png>` in folders of digits, `vips-properties.xml`; then the
  /// emptied folders. Each folder is opened beneath the cache with no link on the way, and files are
  /// removed relative to it, so a link put in place of a tile folder loses nobody anything; a folder
  /// holding anything else keeps it, and stays.
  func removeTileFolders(except keep: Set<String>) {
    guard let entries = FileSystem.entries(of: folder) else { return }
    for entry in entries where entry.kind == .folder {
      let name = String(decoding: entry.nameBytes, as: UTF8.self)
      guard Self.isTileFolder(name), !keep.contains(name) else { continue }
      guard let holder = FileSystem.openFolder(name, beneath: folder) else { continue }
      defer { close(holder) }
      FileSystem.removeFiles(inOpened: holder) { $0 == "vips-properties.xml" }
      for level in FileSystem.entryNames(of: holder)
      where !level.isEmpty && level.utf8.allSatisfy(Self.isDigit) {
        guard let levelFolder = FileSystem.openFolder(name + "/" + level, beneath: folder) else { continue }
        FileSystem.removeFiles(inOpened: levelFolder, where: Self.isTileName)
        close(levelFolder)
        unlinkat(holder, level, AT_REMOVEDIR)
      }
      guard let root = FileSystem.openFolder(folder) else { continue }
      unlinkat(root, name, AT_REMOVEDIR)
      close(root)
    }
  }

  /// dzsave's `<tile folder>.dzi`, removed as soon as it is written: one left by a build killed in
  /// between goes with the next prune, whether or not its entry is in use.
  static func isTileDescription(_ name: String) -> Bool {
    name.hasSuffix(".dzi") && isTileFolder(String(name.dropLast(4)))
  }

  /// `<column>_<row>.jpg` or `.png`, in digits.
  static func isTileName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1] == "jpg" || parts[1] == "png" else { return false }
    let numbers = parts[0].split(separator: "_", omittingEmptySubsequences: false)
    return numbers.count == 2 && numbers.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
