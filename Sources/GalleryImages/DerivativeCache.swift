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
      let text = trust.sealedLines(ofInfo: info, entry: Self.name(key), kind: Self.sealKind)
    else { return nil }
    func refuse(_ path: String, _ reason: String) -> Entry? {
      trust.refusals.note(path, reason)
      return nil
    }
    guard let entry = Self.parse(text, base: base) else {
      return refuse(info, "its sealed lines are not an entry this version reads")
    }
    for image in entry.images {
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

  /// The entry an info text (without its seal line) describes, or nil.
  static func parse(_ text: [UInt8], base: String) -> Entry? {
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
    guard let head = lines.first, head.count == 3, let count = Int(head[2]),
      (1...ImageSettings.mostSizes).contains(count), ["jpg", "png", "webp"].contains(head[0]),
      lines.count == 1 + count || lines.count == 2 + count
    else { return nil }
    let color = head[1] == "-" ? nil : head[1]
    guard color.map(Self.isColor) ?? true else { return nil }
    var images: [Image] = []
    for line in lines[1...count] {
      guard line.count == 5, let size = Int(line[0]), let width = Int(line[1]), let height = Int(line[2]),
        let byteCount = Int(line[3]), byteCount >= 0, let digest = SecureDigest.bytes(hex: line[4][...]),
        digest.count == SecureDigest.byteCount
      else { return nil }
      images.append(
        Image(
          path: "\(base)-\(size).\(head[0])", size: size, width: width, height: height,
          fileExtension: head[0],
          digest: digest, byteCount: byteCount))
    }
    var entry = Entry(images: images, averageColor: color)
    if lines.count == 2 + count {
      let original = lines[count + 1]
      guard original.count == 3, original[0] == "original", let width = Int(original[1]),
        let height = Int(original[2]), width > 0, height > 0
      else { return nil }
      (entry.originalWidth, entry.originalHeight) = (width, height)
    }
    return entry
  }

  package func store(_ derivatives: Derivatives, key: UInt64) throws(GalleryError) -> Entry {
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
      images.append(image)
      info += "\(made.size) \(made.width) \(made.height) \(made.bytes.count) \(SecureDigest.hex(digest))\n"
    }
    if let width = derivatives.originalWidth, let height = derivatives.originalHeight {
      info += "original \(width) \(height)\n"
    }
    let ext = derivatives.images.first?.fileExtension ?? "jpg"
    let text = Array("\(ext) \(derivatives.averageColor ?? "-") \(images.count)\n\(info)".utf8)
    let entry = Entry(
      images: images, averageColor: derivatives.averageColor, originalWidth: derivatives.originalWidth,
      originalHeight: derivatives.originalHeight)
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
  package func removeAll(except used: Set<UInt64>) {
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
