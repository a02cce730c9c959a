import GalleryCore
import GalleryModel

#if canImport(Glibc)
  import Glibc
#endif

/// A photo's deep-zoom tiles in the cache: made by libvips' `dzsave` in a private work folder, then a
/// folder of their own beside the other entries (`<key>-tiles-<random>`), listed with each tile's
/// digest in the entry's sealed info file, read back and checked like every derivative, and removed
/// with their entry.
extension DerivativeCache {
  /// Why tiles could not be made: the image (libvips refused it) or the cache (a full disk).
  package enum TilesFailure: Error {
    case image(ImageProblem)
    case write(GalleryError)
  }

  /// Makes the tiles of `bytes` for the entry `key`, in a work folder of its own that only this user
  /// can enter (`<name>.work`, mode 0700): a cache others may write cannot swap a tile, or the folder
  /// holding them, between dzsave's writing and the reading that records each tile's digest. dzsave
  /// writes `t_files/` and `t.dzi` there; the levels no larger than the largest size, the `.dzi` and
  /// dzsave's `vips-properties.xml` (it holds the time it was made) are removed, every kept tile is read
  /// back for its digest (an HDR photo's with its gain map joined first, `GainMapTiles`), and `t_files`
  /// is renamed out to `<name>` beside the other entries. On any
  /// failure what was made is removed.
  package func makeTiles(
    _ bytes: [UInt8], key: UInt64, spec: DerivativeSpec, hasProfile: Bool, opaque: Bool
  ) throws(TilesFailure) -> ZoomTiles {
    do { try FileSystem.makeDirectories(folder) } catch { throw .write(error) }
    let random = Hexadecimal.padded(UInt64.random(in: 0...UInt64.max), width: 16)
    let name = Self.name(key) + "-tiles-" + random
    let final = folder + "/" + name
    let work = final + ".work"
    guard mkdir(work, 0o700) == 0 else {
      throw .write(.cannotWrite(path: work, message: FileSystem.lastError()))
    }
    let made = work + "/t_files"
    func discard() {
      try? FileSystem.removeTree(work)
    }
    let size: (width: Int, height: Int)
    do {
      size = try LibVips.zoomTiles(
        bytes, base: work + "/t", tileSize: DerivativeSpec.tileSize, quality: spec.quality,
        hasProfile: hasProfile, encoding: opaque ? .jpeg : .png)
    } catch {
      discard()
      throw .image(error)
    }
    // A test kills the process here: dzsave's work folder left, no entry, for the next build to prune
    // and make again.
    FailurePoint.reach("derivatives:tiles")
    _ = FileSystem.removeFile(work + "/t.dzi")
    _ = FileSystem.removeFile(made + "/vips-properties.xml")
    let top = ZoomTiles.topLevel(width: size.width, height: size.height)
    let first = ZoomTiles.firstLevel(
      width: size.width, height: size.height, topLevel: top, largest: spec.largest)
    var tiles = ZoomTiles(
      folderName: name, folder: final, width: size.width, height: size.height,
      fileExtension: opaque ? "jpg" : "png", topLevel: top, firstLevel: first, tiles: [])
    for level in 0..<first {
      try? FileSystem.removeTree(made + "/\(level)")
    }
    for level in first...top {
      let grid = tiles.grid(ofLevel: level)
      for row in 0..<grid.rows {
        for column in 0..<grid.columns {
          tiles.tiles.append(ZoomTiles.Tile(level: level, column: column, row: row, byteCount: 0, digest: []))
        }
      }
    }
    // An HDR photo's tiles carry its gain map too, joined before the digests are taken.
    do {
      _ = try GainMapTiles.join(original: bytes, spec: spec, tiles: tiles, made: made, work: work)
    } catch {
      discard()
      throw .write(error)
    }
    for index in tiles.tiles.indices {
      let relative = tiles.relativePath(tiles.tiles[index])
      guard let read = FileSystem.readFile(made + "/" + relative) else {
        discard()
        throw .image(.cannotEncode("libvips' dzsave did not write the tile \(relative)"))
      }
      tiles.tiles[index].byteCount = read.count
      tiles.tiles[index].digest = SecureDigest.sha256(read)
    }
    guard FileSystem.rename(made, to: final) else {
      let error = GalleryError.cannotWrite(path: final, message: FileSystem.lastError())
      discard()
      throw .write(error)
    }
    _ = FileSystem.removeEmptyFolder(work)
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

  /// Whether `name` is a tile folder of this cache, `<16 hex>-tiles-<16 hex>` (its key is its first 16
  /// characters), or, with `work`, the same with `.work`: where a build killed while it made tiles left
  /// dzsave's output.
  static func isTileFolder(_ name: String, work: Bool = false) -> Bool {
    let bytes = Array(name.utf8)
    let end = work ? bytes.count - 5 : bytes.count
    guard end == 39, !work || String(decoding: bytes[39...], as: UTF8.self) == ".work" else { return false }
    let hex = bytes[0..<16] + bytes[23..<39]
    return hex.allSatisfy(isLowerHex) && String(decoding: bytes[16..<23], as: UTF8.self) == "-tiles-"
  }

  /// Removes the tile folders no kept entry lists (`keep`: folder names), and the work folders a killed
  /// build left (untouched for an hour). Only what dzsave writes is removed: `<level>/<column>_<row>.<jpg|png>` in
  /// folders of digits, `vips-properties.xml` (and in a work folder `t.dzi` and `t_files`, and an HDR
  /// photo's `gain.dzi` and `gain_files`, `GainMapTiles`); then the
  /// emptied folders. Each folder is opened beneath the cache with no link on the way, and files are
  /// removed relative to it, so a link put in place of a tile folder loses nobody anything; a folder
  /// holding anything else keeps it, and stays.
  func removeTileFolders(except keep: Set<String>) {
    guard let entries = FileSystem.entries(of: folder) else { return }
    for entry in entries where entry.kind == .folder {
      let name = String(decoding: entry.nameBytes, as: UTF8.self)
      if Self.isTileFolder(name), !keep.contains(name) {
        removePyramid(name)
      } else if Self.isTileFolder(name, work: true), isAbandoned(name) {
        if let holder = FileSystem.openFolder(name, beneath: folder) {
          FileSystem.removeFiles(inOpened: holder) { $0 == "t.dzi" || $0 == "gain.dzi" }
          close(holder)
        }
        removePyramid(name + "/t_files")
        removePyramid(name + "/gain_files")
        removeFolder(name)
      }
    }
  }

  /// Whether the work folder `name` was left an hour ago or more: one younger may be another process's
  /// (a shard's `gallery images`) at work in it.
  private func isAbandoned(_ name: String) -> Bool {
    guard let status = FileSystem.status(folder + "/" + name, followingLinks: false) else { return false }
    return status.modified.seconds + 3_600 <= Int(time(nil))
  }

  /// Removes dzsave's files from the pyramid folder `path` (relative to the cache's derivatives), then
  /// the folder if that emptied it.
  private func removePyramid(_ path: String) {
    guard let holder = FileSystem.openFolder(path, beneath: folder) else { return }
    FileSystem.removeFiles(inOpened: holder) { $0 == "vips-properties.xml" }
    for level in FileSystem.entryNames(of: holder) where !level.isEmpty && level.utf8.allSatisfy(Self.isDigit)
    {
      guard let levelFolder = FileSystem.openFolder(path + "/" + level, beneath: folder) else { continue }
      FileSystem.removeFiles(inOpened: levelFolder, where: Self.isTileName)
      close(levelFolder)
      unlinkat(holder, level, AT_REMOVEDIR)
    }
    close(holder)
    removeFolder(path)
  }

  /// Removes the folder `path` (relative) if it is empty.
  private func removeFolder(_ path: String) {
    guard let parent = FileSystem.openFolder(FileSystem.parentPath(of: path), beneath: folder) else { return }
    unlinkat(parent, FileSystem.lastComponent(of: path), AT_REMOVEDIR)
    close(parent)
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
