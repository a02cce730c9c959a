/// Writes a `Gallery` back as `gallery.json` in one stable, readable format, so the same gallery always
/// gives the same bytes and a diff of two versions shows only what changed.
///
/// The format: two-space indentation; gallery keys in the order `title`, `description`, `pageSize`,
/// `theme`, `publish`, `baseURL`, `feedEntries`, `slideshowSeconds`, the image settings (as `ManifestDecoder.galleryFields` lists them), `photos`; photo keys in the order `id`, `image`, `title`, `description`, `link`, `alt`, `tags`;
/// absent optional fields are left out; text is UTF-8 as it is (only `"`, `\` and control characters
/// are escaped); one photo object per block; a final newline.
package enum ManifestEncoder {
  package static func encode(_ gallery: Gallery) -> [UInt8] {
    var fields: [String] = []
    fields.append("  \"title\": \(quoted(gallery.title))")
    if let description = gallery.description { fields.append("  \"description\": \(quoted(description))") }
    if let pageSize = gallery.pageSize { fields.append("  \"pageSize\": \(pageSize)") }
    if let theme = gallery.theme { fields.append("  \"theme\": \(quoted(theme))") }
    if let publish = gallery.publish { fields.append("  \"publish\": \(publish)") }
    if let baseURL = gallery.baseURL { fields.append("  \"baseURL\": \(quoted(baseURL.text))") }
    if let feedEntries = gallery.feedEntries { fields.append("  \"feedEntries\": \(feedEntries)") }
    if let seconds = gallery.slideshowSeconds { fields.append("  \"slideshowSeconds\": \(seconds)") }
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
    // The photos, the bulk of a manifest (a move saves 10,000 of them), are written as bytes.
    var out = Array(("{\n" + fields.joined(separator: ",\n") + ",\n").utf8)
    out.reserveCapacity(out.count + gallery.photos.count * 160)
    appendPhotos(gallery.photos, indent: 2, to: &out)
    if !gallery.albums.isEmpty {
      out += ",\n".utf8
      appendAlbums(gallery.albums, indent: 2, to: &out)
    }
    out += "\n}\n".utf8
    return out
  }

  /// `"photos": [ … ]` with its key at `indent` spaces, each photo object two deeper.
  private static func appendPhotos(_ photos: [Photo], indent: Int, to out: inout [UInt8]) {
    out += repeatElement(UInt8(ascii: " "), count: indent)
    guard !photos.isEmpty else {
      out += "\"photos\": []".utf8
      return
    }
    out += "\"photos\": [\n".utf8
    for index in photos.indices {
      if index > 0 { out += ",\n".utf8 }
      append(photos[index], indent: indent + 2, to: &out)
    }
    out += "\n".utf8
    out += repeatElement(UInt8(ascii: " "), count: indent)
    out += "]".utf8
  }

  private static func append(_ photo: Photo, indent: Int, to out: inout [UInt8]) {
    out += repeatElement(UInt8(ascii: " "), count: indent)
    out += "{".utf8
    appendField("id", photo.id, indent: indent + 2, first: true, to: &out)
    appendField("image", photo.image.manifestValue, indent: indent + 2, to: &out)
    appendField("title", photo.title, indent: indent + 2, to: &out)
    appendField("description", photo.description, indent: indent + 2, to: &out)
    appendField("link", photo.link?.manifestValue, indent: indent + 2, to: &out)
    appendField("alt", photo.alt, indent: indent + 2, to: &out)
    if let tags = photo.tags {
      // On one line, `"tags": ["sea", "sky"]`: a keyword list reads as one value.
      out += ",\n".utf8
      out += repeatElement(UInt8(ascii: " "), count: indent + 2)
      out += "\"tags\": [".utf8
      for (index, tag) in tags.enumerated() {
        if index > 0 { out += ", ".utf8 }
        appendQuoted(tag, to: &out)
      }
      out += "]".utf8
    }
    out += "\n".utf8
    out += repeatElement(UInt8(ascii: " "), count: indent)
    out += "}".utf8
  }

  /// `"albums": [ … ]` with its key at `indent` spaces: each album's keys in the order `id`, `title`,
  /// `description`, `cover`, `photos` (always), `albums` (when it has any).
  private static func appendAlbums(_ albums: [Album], indent: Int, to out: inout [UInt8]) {
    out += repeatElement(UInt8(ascii: " "), count: indent)
    out += "\"albums\": [\n".utf8
    for (index, album) in albums.enumerated() {
      if index > 0 { out += ",\n".utf8 }
      out += repeatElement(UInt8(ascii: " "), count: indent + 2)
      out += "{".utf8
      appendField("id", album.id, indent: indent + 4, first: true, to: &out)
      appendField("title", album.title, indent: indent + 4, to: &out)
      appendField("description", album.description, indent: indent + 4, to: &out)
      appendField("cover", album.cover, indent: indent + 4, to: &out)
      out += ",\n".utf8
      appendPhotos(album.photos, indent: indent + 4, to: &out)
      if !album.albums.isEmpty {
        out += ",\n".utf8
        appendAlbums(album.albums, indent: indent + 4, to: &out)
      }
      out += "\n".utf8
      out += repeatElement(UInt8(ascii: " "), count: indent + 2)
      out += "}".utf8
    }
    out += "\n".utf8
    out += repeatElement(UInt8(ascii: " "), count: indent)
    out += "]".utf8
  }

  private static func appendField(
    _ name: StaticString, _ value: String?, indent: Int, first: Bool = false, to out: inout [UInt8]
  ) {
    guard let value else { return }
    out += (first ? "\n" : ",\n").utf8
    out += repeatElement(UInt8(ascii: " "), count: indent)
    out += "\"".utf8
    name.withUTF8Buffer { out += $0 }
    out += "\": ".utf8
    appendQuoted(value, to: &out)
  }

  /// `quoted` into `out`: a value that needs no escape (almost all of them) is copied as it is, in one
  /// pass over its bytes; the rest go through `quoted`, the one place that escapes.
  private static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) else {
        return false
      }
      out.append(UInt8(ascii: "\""))
      out.append(contentsOf: bytes)
      out.append(UInt8(ascii: "\""))
      return true
    }
    if copied != true { out += quoted(text).utf8 }
  }

  package static func quoted(_ text: String) -> String {
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
