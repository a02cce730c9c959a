import Foundation

/// Derivatives already made, by key (the original's digest and the spec that shaped them), in
/// `.cleangallery-cache/derivatives/`: `<key>-thumbnail.<ext>`, `<key>-large.<ext>`, and
/// `<key>.info` with their pixel sizes, written last so an entry with an info file is complete. A
/// sanitised SVG is `<key>-safe.svg` with `<key>.svginfo` (its size, `-` when unknown).
struct DerivativeCache: Sendable {
  struct Image: Equatable, Sendable {
    /// Absolute path of the cached file.
    var path: String
    var width: Int
    var height: Int
    var fileExtension: String
  }

  struct Entry: Equatable, Sendable {
    var thumbnail: Image
    var large: Image
  }

  let folder: String

  init(galleryFolder: String) {
    folder = GalleryCache.folder(in: galleryFolder) + "/derivatives"
  }

  static func name(_ key: UInt64) -> String {
    let hex = String(key, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The entry for a key, when it is complete on disk.
  func entry(_ key: UInt64) -> Entry? {
    let base = folder + "/" + Self.name(key)
    guard let bytes = FileSystem.readFile(base + ".info") else { return nil }
    let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    let sizes = fields.dropFirst().compactMap { Int($0) }
    guard fields.count == 5, sizes.count == 4 else { return nil }
    let entry = Self.entry(base: base, fileExtension: String(fields[0]), sizes: sizes)
    guard FileSystem.isRegularFile(entry.thumbnail.path), FileSystem.isRegularFile(entry.large.path) else {
      return nil
    }
    return entry
  }

  func store(_ derivatives: Derivatives, key: UInt64) throws(GalleryError) -> Entry {
    try FileSystem.makeDirectories(folder)
    let base = folder + "/" + Self.name(key)
    let ext = derivatives.large.fileExtension
    let t = derivatives.thumbnail
    let l = derivatives.large
    let entry = Self.entry(base: base, fileExtension: ext, sizes: [t.width, t.height, l.width, l.height])
    try GalleryCache.write(entry.thumbnail.path, t.bytes)
    try GalleryCache.write(entry.large.path, l.bytes)
    // Written last: an entry whose info file exists is complete.
    try GalleryCache.write(
      base + ".info", Array("\(ext) \(t.width) \(t.height) \(l.width) \(l.height)\n".utf8))
    return entry
  }

  /// An SVG made safe to publish (see `SVGSanitizer`).
  struct SafeSVG: Equatable, Sendable {
    var path: String
    var width: Int?
    var height: Int?
  }

  func svgEntry(_ key: UInt64) -> SafeSVG? {
    let base = folder + "/" + Self.name(key)
    guard let bytes = FileSystem.readFile(base + ".svginfo") else { return nil }
    let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard fields.count == 2, FileSystem.isRegularFile(base + "-safe.svg") else { return nil }
    return SafeSVG(path: base + "-safe.svg", width: Int(fields[0]), height: Int(fields[1]))
  }

  func storeSVG(_ bytes: [UInt8], width: Int?, height: Int?, key: UInt64) throws(GalleryError) -> SafeSVG {
    try FileSystem.makeDirectories(folder)
    let base = folder + "/" + Self.name(key)
    try GalleryCache.write(base + "-safe.svg", bytes)
    let size = "\(width.map(String.init) ?? "-") \(height.map(String.init) ?? "-")\n"
    try GalleryCache.write(base + ".svginfo", Array(size.utf8))
    return SafeSVG(path: base + "-safe.svg", width: width, height: height)
  }

  /// Where an entry's two files are: `sizes` is thumbnail width and height, then large width and height.
  private static func entry(base: String, fileExtension ext: String, sizes: [Int]) -> Entry {
    Entry(
      thumbnail: Image(
        path: base + "-thumbnail." + ext, width: sizes[0], height: sizes[1], fileExtension: ext),
      large: Image(path: base + "-large." + ext, width: sizes[2], height: sizes[3], fileExtension: ext))
  }

  /// Removes entries no photo of the gallery uses any more (an old size, a photo deleted or edited),
  /// so the cache holds one gallery's worth of images, not every version ever made.
  func removeAll(except used: Set<UInt64>) {
    let keep = Set(used.map(Self.name))
    for file in FileSystem.files(in: folder, includeHidden: true) {
      let name = String(file.prefix(16))
      if !keep.contains(name) { unlink(folder + "/" + file) }
    }
  }
}
