import Foundation
import GalleryCore
import GalleryModel

/// Derivatives already made, by key (the original's digest and the spec that shaped them), in
/// `.cleangallery-cache/derivatives/`: `<key>-<size>.<ext>` for each size, and `<key>.info` listing
/// them with their pixel sizes and the average colour, written last so an entry with an info file is
/// complete.
package struct DerivativeCache: Sendable {
  package struct Image: Equatable, Sendable {
    /// Absolute path of the cached file.
    package var path: String
    /// The size in the spec it was made for.
    package var size: Int
    package var width: Int
    package var height: Int
    package var fileExtension: String
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

  package init(galleryFolder: String) {
    self.init(cache: .standard(for: galleryFolder))
  }

  package init(cache: CacheFolder) {
    folder = cache.path + "/derivatives"
  }

  package static func name(_ key: UInt64) -> String {
    Hexadecimal.padded(key, width: 16)
  }

  /// The entry for a key, when it is complete on disk. Info lines: `<ext> <color or -> <count>`, then
  /// `<size> <width> <height>` per image, then `original <width> <height>` (absent in entries made
  /// before it was recorded, which stay good).
  package func entry(_ key: UInt64) -> Entry? {
    let base = folder + "/" + Self.name(key)
    guard let bytes = FileSystem.readFile(base + ".info", limit: 4096) else { return nil }
    let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    guard fields.count >= 3, let count = Int(fields[2]), (1...ImageSettings.mostSizes).contains(count),
      ["jpg", "png", "webp"].contains(fields[0])
    else { return nil }
    var original: (width: Int, height: Int)?
    if fields.count == 3 + 3 * count + 3 {
      guard fields[3 + 3 * count] == "original", let width = Int(fields[4 + 3 * count]),
        let height = Int(fields[5 + 3 * count]), width > 0, height > 0
      else { return nil }
      original = (width, height)
    } else if fields.count != 3 + 3 * count {
      return nil
    }
    let numbers = fields.dropFirst(3).prefix(3 * count).compactMap { Int($0) }
    guard numbers.count == 3 * count else { return nil }
    let color = fields[1] == "-" ? nil : fields[1]
    guard color.map(Self.isColor) ?? true else { return nil }
    var images: [Image] = []
    for index in 0..<count {
      let size = numbers[3 * index]
      let image = Image(
        path: "\(base)-\(size).\(fields[0])", size: size, width: numbers[3 * index + 1],
        height: numbers[3 * index + 2], fileExtension: fields[0])
      // Only the tool's own files, not links: anything else found under an entry's name is a miss, and
      // the entry is made again over it.
      guard FileSystem.isPlainFile(image.path) else { return nil }
      images.append(image)
    }
    return Entry(
      images: images, averageColor: color, originalWidth: original?.width, originalHeight: original?.height)
  }

  package func store(_ derivatives: Derivatives, key: UInt64) throws(GalleryError) -> Entry {
    try FileSystem.makeDirectories(folder)
    let base = folder + "/" + Self.name(key)
    var images: [Image] = []
    var info = ""
    for made in derivatives.images {
      let image = Image(
        path: "\(base)-\(made.size).\(made.fileExtension)", size: made.size, width: made.width,
        height: made.height, fileExtension: made.fileExtension)
      try GalleryCache.write(image.path, made.bytes)
      images.append(image)
      info += "\(made.size) \(made.width) \(made.height)\n"
    }
    if let width = derivatives.originalWidth, let height = derivatives.originalHeight {
      info += "original \(width) \(height)\n"
    }
    let ext = derivatives.images.first?.fileExtension ?? "jpg"
    // A test kills the process here: images in place, no info file, so no entry a later run trusts.
    FailurePoint.reach("derivatives:info")
    // Written last: an entry whose info file exists is complete.
    try GalleryCache.write(
      base + ".info", Array("\(ext) \(derivatives.averageColor ?? "-") \(images.count)\n\(info)".utf8))
    return Entry(
      images: images, averageColor: derivatives.averageColor, originalWidth: derivatives.originalWidth,
      originalHeight: derivatives.originalHeight)
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
  /// folder, removed relative to the folder's descriptor. Nothing else there is touched, and nothing
  /// below it, so a cache that is (or was made) a link to someone's folder loses them nothing.
  package func removeAll(except used: Set<UInt64>) {
    let keep = Set(used.map(Self.name))
    FileSystem.removeFiles(in: folder) { name in
      let key = name.utf8.prefix(16)
      guard key.count == 16, key.allSatisfy(Self.isLowerHex), let next = name.utf8.dropFirst(16).first,
        next == UInt8(ascii: "-") || next == UInt8(ascii: "."), !keep.contains(String(name.prefix(16)))
      else { return false }
      return true
    }
  }

  /// A byte of a cache name's key: `0-9a-f` (shared with `ClipCache`'s pruning).
  static func isLowerHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
