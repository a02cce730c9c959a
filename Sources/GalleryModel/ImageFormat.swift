/// The image formats a gallery can hold. A file is taken for what its bytes say, not its name: a
/// `.jpg` that is really a PNG is a PNG, and a `.jpg` holding text is no image at all.
package enum ImageFormat: String, Sendable, CaseIterable {
  case jpeg, png, gif, webp, tiff, heif, svg

  /// The media type a `type` attribute or a feed's enclosure names.
  package var mediaType: String {
    switch self {
    case .jpeg: return "image/jpeg"
    case .png: return "image/png"
    case .gif: return "image/gif"
    case .webp: return "image/webp"
    case .tiff: return "image/tiff"
    case .heif: return "image/heif"
    case .svg: return "image/svg+xml"
    }
  }

  /// The media type of an image file or URL by its name (the made sizes are JPEG, PNG or WebP; a
  /// remote URL without an image extension is taken for a JPEG).
  package static func mediaType(ofFile path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return (fromExtension(name) ?? .jpeg).mediaType
  }

  /// The format a file name promises (case-insensitive), or nil for names that are not images.
  package static func fromExtension(_ path: String) -> ImageFormat? {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...].lowercased() {
    case "jpg", "jpeg", "jpe": return .jpeg
    case "png": return .png
    case "gif": return .gif
    case "webp": return .webp
    case "tif", "tiff": return .tiff
    case "heic", "heif", "avif": return .heif
    case "svg": return .svg
    default: return nil
    }
  }

  /// The extensions `fromExtension` knows, for messages.
  package static let extensionList = ".jpg, .jpeg, .png, .gif, .webp, .tif, .tiff, .heic, .heif, .avif, .svg"

  /// The ISO base media file brands of HEIF images (phones' HEIC photos, AVIF), after `ftyp`.
  static let heifBrands: Set<String> = [
    "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "avif", "avis",
  ]

  /// How many leading bytes `sniff` looks at; callers can read just this much of a file.
  package static let sniffLength = 1024

  /// The format the leading bytes show, or nil when they are not one of ours.
  package static func sniff(_ prefix: [UInt8]) -> ImageFormat? {
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      prefix.count >= offset + magic.count && Array(prefix[offset..<offset + magic.count]) == magic
    }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
    if starts(Array("ftyp".utf8), at: 4), prefix.count >= 12,
      heifBrands.contains(String(decoding: prefix[8..<12], as: UTF8.self))
    {
      return .heif
    }
    if looksLikeSVG(prefix) { return .svg }
    return nil
  }

  /// Raster formats are decoded and resized; SVG is copied as it is.
  package var isRaster: Bool { self != .svg }

  /// SVG is text: an optional BOM, XML declaration, comments or doctype, then an `<svg` element.
  private static func looksLikeSVG(_ prefix: [UInt8]) -> Bool {
    let head = prefix.prefix(sniffLength)
    guard head.allSatisfy({ $0 != 0 }) else { return false }
    let text = String(decoding: head, as: UTF8.self)
    guard let svg = text.range(of: "<svg") else { return false }
    let before = text[..<svg.lowerBound]
    // Whatever precedes the element must be markup prologue, not content of another document.
    return !before.contains("<html") && !before.contains("<HTML")
      && before.trimmingPrefix("\u{FEFF}").drop(while: { $0.isWhitespace }).first.map { $0 == "<" } ?? true
  }
}
