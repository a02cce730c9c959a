/// Writes a `Gallery` back as `gallery.json` in one stable, readable format, so the same gallery always
/// gives the same bytes and a diff of two versions shows only what changed.
///
/// The format: two-space indentation; gallery keys in the order `title`, `description`, `pageSize`,
/// `theme`, the image settings (as `ManifestDecoder.galleryFields` lists them), `photos`; photo keys in the order `id`, `image`, `title`, `description`, `link`, `alt`;
/// absent optional fields are left out; text is UTF-8 as it is (only `"`, `\` and control characters
/// are escaped); one photo object per block; a final newline.
public enum ManifestEncoder {
  public static func encode(_ gallery: Gallery) -> [UInt8] {
    var out = "{\n"
    var fields: [String] = []
    fields.append("  \"title\": \(quoted(gallery.title))")
    if let description = gallery.description { fields.append("  \"description\": \(quoted(description))") }
    if let pageSize = gallery.pageSize { fields.append("  \"pageSize\": \(pageSize)") }
    if let theme = gallery.theme { fields.append("  \"theme\": \(quoted(theme))") }
    if let publish = gallery.publish { fields.append("  \"publish\": \(publish)") }
    let images = gallery.images
    let settings: [(String, String?)] = [
      ("thumbnailSize", images.thumbnailSize.map(String.init)),
      ("imageSize", images.imageSize.map(String.init)),
      ("imageSizes", images.imageSizes.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }),
      ("format", images.format.map { quoted($0.rawValue) }),
      ("quality", images.quality.map(String.init)),
      ("keepMetadata", images.keepMetadata.map(String.init)),
      ("copyOriginals", images.copyOriginals.map(String.init)),
      ("maxPixels", images.maxPixels.map(String.init)),
    ]
    for (name, value) in settings {
      if let value { fields.append("  \"\(name)\": \(value)") }
    }
    if gallery.photos.isEmpty {
      fields.append("  \"photos\": []")
    } else {
      fields.append("  \"photos\": [\n" + gallery.photos.map(encode).joined(separator: ",\n") + "\n  ]")
    }
    out += fields.joined(separator: ",\n")
    out += "\n}\n"
    return Array(out.utf8)
  }

  private static func encode(_ photo: Photo) -> String {
    var fields = [
      "      \"id\": \(quoted(photo.id))",
      "      \"image\": \(quoted(photo.image.manifestValue))",
    ]
    if let title = photo.title { fields.append("      \"title\": \(quoted(title))") }
    if let description = photo.description { fields.append("      \"description\": \(quoted(description))") }
    if let link = photo.link { fields.append("      \"link\": \(quoted(link.manifestValue))") }
    if let alt = photo.alt { fields.append("      \"alt\": \(quoted(alt))") }
    return "    {\n" + fields.joined(separator: ",\n") + "\n    }"
  }

  static func quoted(_ text: String) -> String {
    // Most strings need no escape at all: check the bytes once and quote them as they are.
    let needsEscape = text.utf8.contains {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2
    }
    guard needsEscape else { return "\"" + text + "\"" }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
