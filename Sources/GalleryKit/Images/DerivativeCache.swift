import Foundation

/// Derivatives already made, by key (the original's digest and the spec that shaped them), in
/// `.cleangallery-cache/derivatives/`: `<key>-thumbnail.<ext>`, `<key>-large.<ext>`, and
/// `<key>.info` with their pixel sizes, written last so an entry with an info file is complete.
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
    guard let bytes = FileSystem.readFile(base + ".info", limit: 4096) else { return nil }
    let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    let sizes = fields.dropFirst().compactMap { Int($0) }
    guard fields.count == 5, sizes.count == 4 else { return nil }
    let entry = Self.entry(base: base, fileExtension: String(fields[0]), sizes: sizes)
    // Only the tool's own files, not links: anything else found under an entry's name is a miss, and
    // the entry is made again over it.
    guard FileSystem.isPlainFile(entry.thumbnail.path), FileSystem.isPlainFile(entry.large.path) else {
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

  /// Where an entry's two files are: `sizes` is thumbnail width and height, then large width and height.
  private static func entry(base: String, fileExtension ext: String, sizes: [Int]) -> Entry {
    Entry(
      thumbnail: Image(
        path: base + "-thumbnail." + ext, width: sizes[0], height: sizes[1], fileExtension: ext),
      large: Image(path: base + "-large." + ext, width: sizes[2], height: sizes[3], fileExtension: ext))
  }

  /// The cache folder as the kernel resolves it (it may be a link to another disk): derivatives are
  /// read from inside it only.
  var realFolder: String { FileSystem.realPath(folder) ?? folder }

  /// Removes entries no photo of the gallery uses any more (an old size, a photo deleted or edited),
  /// so the cache holds one gallery's worth of images, not every version ever made.
  ///
  /// Only the cache's own files go: names of 16 hex digits followed by `-` or `.`, directly in the
  /// folder, removed relative to the folder's descriptor. Nothing else there is touched, and nothing
  /// below it, so a cache that is (or was made) a link to someone's folder loses them nothing.
  func removeAll(except used: Set<UInt64>) {
    let keep = Set(used.map(Self.name))
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0, let directory = fdopendir(fd) else {
      if fd >= 0 { close(fd) }
      return
    }
    defer { closedir(directory) }
    var doomed: [String] = []
    while let entry = readdir(directory) {
      guard Int32(entry.pointee.d_type) == Int32(DT_REG) else { continue }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      let key = name.utf8.prefix(16)
      guard key.count == 16, key.allSatisfy(Self.isLowerHex), let next = name.utf8.dropFirst(16).first,
        next == UInt8(ascii: "-") || next == UInt8(ascii: "."), !keep.contains(String(name.prefix(16)))
      else { continue }
      doomed.append(name)
    }
    for name in doomed { unlinkat(dirfd(directory), name, 0) }
  }

  private static func isLowerHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
