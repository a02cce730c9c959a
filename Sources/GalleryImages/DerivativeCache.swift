import Foundation
import GalleryCore
import GalleryModel

/// Derivatives already made, by key (the original's digest and the spec that shaped them), in
/// `.cleangallery-cache/derivatives/`: `<key>-<size>.<ext>` for each size, and `<key>.<id>.info`
/// listing them, written last so an entry with an info file is complete. `<id>` is the gallery's key's
/// (`CacheKey.id`): two galleries that share a cache and a photo share its images (the same bytes) but
/// each seals its own info file, so neither makes the other's entry a miss.
///
/// A cache may be shared storage others write (`CacheFolder`), so nothing in it is believed as it is:
/// the info file records each file's size and SHA-256 and ends with the gallery's seal over all of it
/// (`CacheKey`), and an entry is used only when the seal holds and every file read back has the
/// recorded digest. Anything else under an entry's name (a file swapped for another image, a page, a
/// link, an entry of another gallery or of an older tool) is a miss, noted in `trust.refusals`, and
/// the entry is made again over it. The digests travel with the entry (`Image.digest`) so the site
/// writer checks the bytes it publishes once more: a file swapped after this check is refused then.
package struct DerivativeCache: Sendable {
  package struct Image: Equatable, Sendable {
    /// Absolute path of the cached file.
    package var path: String
    /// The size in the spec it was made for.
    package var size: Int
    package var width: Int
    package var height: Int
    package var fileExtension: String
    /// The SHA-256 of the bytes the tool made.
    package var digest: [UInt8] = []
    /// How many bytes the file holds (from the info file: a download's size, said without a `stat`).
    package var byteCount: Int? = nil
  }

  package struct Entry: Equatable, Sendable {
    /// Smallest first.
    package var images: [Image]
    package var averageColor: String?
    /// The original's pixel size as drawn; nil in an entry made before it was recorded.
    package var originalWidth: Int? = nil
    package var originalHeight: Int? = nil
    /// The original at its own pixels (`<key>-zoom.<ext>`), for an original a little larger than the
    /// largest size; nil otherwise.
    package var zoom: Image? = nil
    /// The deep-zoom tiles of a large original; nil otherwise.
    package var tiles: ZoomTiles? = nil
    /// Set for an original with a gain map: whether the sizes kept it.
    package var hdr: HDRRendition? = nil
    /// Why the original's announced gain map was not used (only on an entry just made: it is said once).
    package var hdrWarning: String? = nil
  }

  let folder: String
  package let trust: CacheTrust

  package init(galleryFolder: String) {
    self.init(cache: .standard(for: galleryFolder), trust: CacheTrust(galleryFolder: galleryFolder))
  }

  package init(cache: CacheFolder, trust: CacheTrust) {
    folder = cache.path + "/derivatives"
    self.trust = trust
  }

  package static func name(_ key: UInt64) -> String {
    Hexadecimal.padded(key, width: 16)
  }

  /// The most an info file holds: its sizes in well under 4 KB, and a line of about 100 bytes per tile.
  /// A gigapixel original (the most `maxPixels` allows) has about 5,100 tiles of 512 px: 1 MiB covers it.
  static let infoLimit = 1 << 20

  /// What the seal of an entry covers besides its info text: its kind and its name, so an entry's info
  /// copied under another entry's name does not hold there.
  static let sealKind = "derivatives"

  /// The entry for a key, when it is complete on disk and what the tool made. Info lines:
  /// `<ext> <color or -> <count>`, then `<size> <width> <height> <bytes> <sha256>` per image, then
  /// `original <width> <height>` when known, then `seal <hmac>` over all of them and the entry's name.
  /// An entry there but not believed is noted in `trust.refusals`; nil either way.
  package func entry(_ key: UInt64) -> Entry? {
    let base = folder + "/" + Self.name(key)
    guard let info = infoPath(base, create: false),
      let text = trust.sealedLines(
        ofInfo: info, entry: Self.name(key), kind: Self.sealKind, limit: Self.infoLimit)
    else { return nil }
    func refuse(_ path: String, _ reason: String) -> Entry? {
      trust.refusals.note(path, reason)
      return nil
    }
    guard let entry = Self.parse(text, base: base, folder: folder) else {
      return refuse(info, "its sealed lines are not an entry this version reads")
    }
    for image in entry.images + (entry.zoom.map { [$0] } ?? []) {
      // Only the tool's own files, not links: anything else found under an entry's name is a miss, and
      // the entry is made again over it.
      switch FileSystem.read(image.path, inside: realFolder) {
      case .success(let read):
        guard SecureDigest.areEqual(SecureDigest.sha256(read), image.digest) else {
          return refuse(image.path, "its bytes are not the ones the tool made and sealed")
        }
      case .failure(let refusal):
        return refuse(image.path, refusal.message)
      }
    }
    if let tiles = entry.tiles, !holds(tiles) { return nil }
    return entry
  }

  /// The info file of the entry at `base` for this gallery's key; nil without a key (and `create` false).
  func infoPath(_ base: String, create: Bool) -> String? {
    trust.key.id(create: create).map { base + "." + $0 + ".info" }
  }

  /// Where the last line, `seal <hex>`, starts and its hex; nil without one.
  static func sealLine(in bytes: [UInt8]) -> (start: Int, seal: Substring)? {
    guard bytes.last == 0x0A else { return nil }
    let body = bytes.dropLast()
    let start = body.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = String(decoding: body[start...], as: UTF8.self)
    guard line.hasPrefix("seal ") else { return nil }
    return (start, line.dropFirst(5)[...])
  }

  /// The entry an info text (without its seal line) describes, or nil. After the head and its images
  /// come, each at most once and in this order: `hdr kept|dropped`; `original <width> <height>`;
  /// `zoom <width> <height> <bytes> <sha256>`; `tiles <folder> <width> <height> <ext> <top> <first> <count>` followed by
  /// `<level> <column> <row> <bytes> <sha256>` per tile.
  static func parse(_ text: [UInt8], base: String, folder: String) -> Entry? {
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
    guard let head = lines.first, head.count == 3, let count = Int(head[2]),
      (1...ImageSettings.mostSizes).contains(count), ["jpg", "png", "webp"].contains(head[0]),
      lines.count >= 1 + count
    else { return nil }
    let color = head[1] == "-" ? nil : head[1]
    guard color.map(Self.isColor) ?? true else { return nil }
    var images: [Image] = []
    for line in lines[1...count] {
      guard let file = fileLine(line[...], numbers: 3) else { return nil }
      let (size, width, height) = (file.numbers[0], file.numbers[1], file.numbers[2])
      images.append(
        Image(
          path: "\(base)-\(size).\(head[0])", size: size, width: width, height: height,
          fileExtension: head[0],
          digest: file.digest, byteCount: file.byteCount))
    }
    var entry = Entry(images: images, averageColor: color)
    var rest = lines[(count + 1)...]
    if let hdr = rest.first, hdr.first == "hdr" {
      guard hdr.count == 2, let rendition = HDRRendition(rawValue: hdr[1]) else { return nil }
      entry.hdr = rendition
      rest = rest.dropFirst()
    }
    if let original = rest.first, original.first == "original" {
      guard original.count == 3, let width = Int(original[1]), let height = Int(original[2]), width > 0,
        height > 0
      else { return nil }
      (entry.originalWidth, entry.originalHeight) = (width, height)
      rest = rest.dropFirst()
    }
    if let zoom = rest.first, zoom.first == "zoom" {
      guard let file = fileLine(zoom.dropFirst(), numbers: 2), file.numbers.allSatisfy({ $0 > 0 }) else {
        return nil
      }
      let (width, height) = (file.numbers[0], file.numbers[1])
      entry.zoom = Image(
        path: base + "-zoom." + head[0], size: max(width, height), width: width, height: height,
        fileExtension: head[0], digest: file.digest, byteCount: file.byteCount)
      rest = rest.dropFirst()
    }
    if let tiles = rest.first, tiles.first == "tiles" {
      guard let parsed = parseTiles(Array(rest), folder: folder) else { return nil }
      entry.tiles = parsed
      rest = []
    }
    return rest.isEmpty ? entry : nil
  }

  /// The `tiles` line and its tile lines (all of `lines`), or nil.
  static func parseTiles(_ lines: [[String]], folder: String) -> ZoomTiles? {
    let head = lines[0]
    guard head.count == 8, isTileFolder(head[1]), let width = Int(head[2]),
      let height = Int(head[3]), width > 0, height > 0, ["jpg", "png"].contains(head[4]),
      let top = Int(head[5]), let first = Int(head[6]), let count = Int(head[7]), first >= 0, first <= top,
      count == lines.count - 1
    else { return nil }
    var tiles = ZoomTiles(
      folderName: head[1], folder: folder + "/" + head[1], width: width, height: height,
      fileExtension: head[4], topLevel: top, firstLevel: first, tiles: [])
    for line in lines.dropFirst() {
      guard let file = fileLine(line[...], numbers: 3) else { return nil }
      tiles.tiles.append(
        ZoomTiles.Tile(
          level: file.numbers[0], column: file.numbers[1], row: file.numbers[2], byteCount: file.byteCount,
          digest: file.digest))
    }
    return tiles.isComplete ? tiles : nil
  }

  /// One file of an entry as its info line gives it: `numbers` whole numbers (a size's size, width and
  /// height; a tile's level, column and row), then its bytes and its SHA-256; nil when the line is
  /// anything else.
  static func fileLine(
    _ fields: ArraySlice<String>, numbers: Int
  ) -> (numbers: [Int], byteCount: Int, digest: [UInt8])? {
    guard fields.count == numbers + 2 else { return nil }
    let values = fields.prefix(numbers).compactMap { Int($0) }
    guard values.count == numbers, let byteCount = Int(fields[fields.startIndex + numbers]), byteCount >= 0,
      let digest = SecureDigest.bytes(hex: fields[fields.startIndex + numbers + 1][...]),
      digest.count == SecureDigest.byteCount
    else { return nil }
    return (values, byteCount, digest)
  }

  /// The info line of one file: `fileLine`'s reverse.
  static func fileLine(_ numbers: [Int], byteCount: Int, digest: [UInt8]) -> String {
    (numbers + [byteCount]).map(String.init).joined(separator: " ") + " " + SecureDigest.hex(digest) + "\n"
  }

  /// Writes an entry's images and then its info file; `tiles` were made already (`makeTiles`).
  package func store(
    _ derivatives: Derivatives, tiles: ZoomTiles? = nil, key: UInt64
  ) throws(GalleryError)
    -> Entry
  {
    try FileSystem.makeDirectories(folder)
    let base = folder + "/" + Self.name(key)
    var images: [Image] = []
    var info = ""
    for made in derivatives.images {
      let digest = SecureDigest.sha256(made.bytes)
      let image = Image(
        path: "\(base)-\(made.size).\(made.fileExtension)", size: made.size, width: made.width,
        height: made.height, fileExtension: made.fileExtension, digest: digest, byteCount: made.bytes.count)
      try GalleryCache.write(image.path, made.bytes)
      FreshDerivatives.shared.keep(image.path, digest: digest, bytes: made.bytes)
      images.append(image)
      info += Self.fileLine(
        [made.size, made.width, made.height], byteCount: made.bytes.count, digest: digest)
    }
    if let hdr = derivatives.hdr { info += "hdr \(hdr.rawValue)\n" }
    if let width = derivatives.originalWidth, let height = derivatives.originalHeight {
      info += "original \(width) \(height)\n"
    }
    var zoom: Image?
    if let made = derivatives.zoom {
      let digest = SecureDigest.sha256(made.bytes)
      zoom = Image(
        path: "\(base)-zoom.\(made.fileExtension)", size: made.size, width: made.width, height: made.height,
        fileExtension: made.fileExtension, digest: digest, byteCount: made.bytes.count)
      try GalleryCache.write(base + "-zoom." + made.fileExtension, made.bytes)
      FreshDerivatives.shared.keep(base + "-zoom." + made.fileExtension, digest: digest, bytes: made.bytes)
      info += "zoom " + Self.fileLine([made.width, made.height], byteCount: made.bytes.count, digest: digest)
    }
    if let tiles {
      info +=
        "tiles \(tiles.folderName) \(tiles.width) \(tiles.height) \(tiles.fileExtension) \(tiles.topLevel) "
        + "\(tiles.firstLevel) \(tiles.tiles.count)\n"
      for tile in tiles.tiles {
        info += Self.fileLine(
          [tile.level, tile.column, tile.row], byteCount: tile.byteCount, digest: tile.digest)
      }
    }
    let ext = derivatives.images.first?.fileExtension ?? "jpg"
    let text = Array("\(ext) \(derivatives.averageColor ?? "-") \(images.count)\n\(info)".utf8)
    var entry = Entry(
      images: images, averageColor: derivatives.averageColor, originalWidth: derivatives.originalWidth,
      originalHeight: derivatives.originalHeight, zoom: zoom, tiles: tiles, hdr: derivatives.hdr)
    entry.hdrWarning = derivatives.hdrWarning
    // Without a key nothing can be sealed: the images are used by this build, and made again by the next.
    guard let info = infoPath(base, create: true),
      let seal = trust.key.seal(Self.sealKind, Array(Self.name(key).utf8) + [0x0A] + text)
    else { return entry }
    // A test kills the process here: images in place, no info file, so no entry a later run trusts.
    FailurePoint.reach("derivatives:info")
    // Written last: an entry whose info file exists is complete.
    try GalleryCache.write(info, text + Array("seal \(seal)\n".utf8))
    return entry
  }

  /// "#rrggbb" in lower case.
  static func isColor(_ text: String) -> Bool {
    text.utf8.count == 7 && text.hasPrefix("#") && text.utf8.dropFirst().allSatisfy(isLowerHex)
  }

  /// The cache folder as the kernel resolves it (it may be a link to another disk): derivatives are
  /// read from inside it only.
  package var realFolder: String { FileSystem.realPath(folder) ?? folder }

  /// Removes entries no photo of the gallery uses any more (an old size, a photo deleted or edited),
  /// so the cache holds one gallery's worth of images, not every version ever made.
  ///
  /// Only the cache's own files go: names of 16 hex digits followed by `-` or `.`, directly in the
  /// folder (and the unsealed info files of older versions, even of entries in use), removed relative
  /// to the folder's descriptor. Nothing else there is touched, and nothing below it, so a cache that
  /// is (or was made) a link to someone's folder loses them nothing.
  ///
  /// Tile folders go too unless `tileFolders` names them (see `removeTileFolders`).
  package func removeAll(except used: Set<UInt64>, tileFolders: Set<String> = []) {
    removeTileFolders(except: tileFolders)
    let keep = Set(used.map(Self.name))
    FileSystem.removeFiles(in: folder) { name in
      let key = name.utf8.prefix(16)
      guard key.count == 16, key.allSatisfy(Self.isLowerHex), let next = name.utf8.dropFirst(16).first,
        next == UInt8(ascii: "-") || next == UInt8(ascii: ".")
      else { return false }
      return !keep.contains(String(name.prefix(16))) || Self.isUnsealedInfo(name)
    }
  }

  /// `<key>.info`, an entry's info from before entries were sealed (now `<key>.<id>.info`): no build
  /// believes it any more.
  static func isUnsealedInfo(_ name: String) -> Bool {
    name.utf8.count == 21 && name.hasSuffix(".info")
  }

  /// A byte of a cache name's key: `0-9a-f` (shared with `ClipCache`'s pruning).
  static func isLowerHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
