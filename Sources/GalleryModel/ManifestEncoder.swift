/// Writes a `Gallery` back as `gallery.json` in one stable, readable format, so the same gallery always
/// gives the same bytes and a diff of two versions shows only what changed.
///
/// The format: two-space indentation; gallery keys in the order `title`, `description`, `pageSize`,
/// `theme`, `language`, `publish`, `search`, `map`, `mapPrecision`, `mapTiles`, `mapAttribution`, `baseURL`, `feedEntries`, `slideshowSeconds`, the image settings and `downloads` (as `ManifestDecoder.galleryFields` lists them), `photos`; photo keys in the order `id`, `image` (a clip: `video`, `poster`, `posterAt`), `title`, `description`, `link`, `alt`, `tags`;
/// absent optional fields are left out; text is UTF-8 as it is (only `"`, `\` and control characters
/// are escaped); one photo object per block; a final newline.
package enum ManifestEncoder {
  package static func encode(_ gallery: Gallery) -> [UInt8] {
    var out = header(of: gallery)
    out.reserveCapacity(out.count + gallery.photos.count * 160)
    appendPhotos(gallery.photos, indent: 2, to: &out)
    if !gallery.albums.isEmpty {
      out += ",\n".utf8
      appendAlbums(gallery.albums, indent: 2, to: &out)
    }
    out += "\n}\n".utf8
    return out
  }

  /// The manifest up to its `"photos"` key: the opening brace and the settings, each line ending in a
  /// comma.
  static func header(of gallery: Gallery) -> [UInt8] {
    var fields: [String] = []
    fields.append("  \"title\": \(quoted(gallery.title))")
    if let description = gallery.description { fields.append("  \"description\": \(quoted(description))") }
    if let pageSize = gallery.pageSize { fields.append("  \"pageSize\": \(pageSize)") }
    if let theme = gallery.theme { fields.append("  \"theme\": \(quoted(theme))") }
    if let language = gallery.language { fields.append("  \"language\": \(quoted(language.text))") }
    if let publish = gallery.publish { fields.append("  \"publish\": \(publish)") }
    if let search = gallery.search { fields.append("  \"search\": \(search)") }
    if let map = gallery.map.enabled { fields.append("  \"map\": \(map)") }
    if let precision = gallery.map.precision {
      fields.append("  \"mapPrecision\": \(precision.manifestText)")
    }
    if let tiles = gallery.map.tiles { fields.append("  \"mapTiles\": \(quoted(tiles.text))") }
    if let attribution = gallery.map.attribution {
      fields.append("  \"mapAttribution\": \(quoted(attribution))")
    }
    if let baseURL = gallery.baseURL { fields.append("  \"baseURL\": \(quoted(baseURL.text))") }
    if let feedEntries = gallery.feedEntries { fields.append("  \"feedEntries\": \(feedEntries)") }
    if let seconds = gallery.slideshowSeconds { fields.append("  \"slideshowSeconds\": \(seconds)") }
    let images = gallery.images
    let settings: [(String, String?)] = [
      ("thumbnailSize", images.thumbnailSize.map(String.init)),
      ("imageSize", images.imageSize.map(String.init)),
      ("imageSizes", images.imageSizes.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }),
      ("format", images.format.map { quoted($0.rawValue) }),
      ("zoom", images.zoom.map { quoted($0.rawValue) }),
      ("hdr", images.hdr.map { quoted($0.rawValue) }),
      ("quality", images.quality.map(String.init)),
      ("keepMetadata", images.keepMetadata.map(String.init)),
      ("copyOriginals", images.copyOriginals.map(String.init)),
      ("downloads", gallery.downloads.map { quoted($0.rawValue) }),
      ("albumZips", gallery.albumZips.map(String.init)),
      ("zipMaxBytes", gallery.zipMaxBytes.map(String.init)),
      ("maxPixels", images.maxPixels.map(String.init)),
      ("videoSize", images.videoSize.map(String.init)),
      (
        "videoFormats",
        images.videoFormats.map { "[" + $0.map { quoted($0.rawValue) }.joined(separator: ", ") + "]" }
      ),
      ("maxVideoSeconds", images.maxVideoSeconds.map(String.init)),
      ("maxVideoPixels", images.maxVideoPixels.map(String.init)),
      ("cache", images.cache.map(quoted)),
    ]
    for (name, value) in settings {
      if let value { fields.append("  \"\(name)\": \(value)") }
    }
    // The photos, the bulk of a manifest (a move saves 10,000 of them), are written as bytes.
    return Array(("{\n" + fields.joined(separator: ",\n") + ",\n").utf8)
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

  /// One photo's object, its `{` at `indent` spaces; no comma or newline around it.
  static func append(_ photo: Photo, indent: Int, to out: inout [UInt8]) {
    out += repeatElement(UInt8(ascii: " "), count: indent)
    out += "{".utf8
    appendField("id", photo.id, indent: indent + 2, first: true, to: &out)
    if let video = photo.video {
      appendField("video", video.path, indent: indent + 2, to: &out)
      appendField("poster", photo.poster?.manifestValue, indent: indent + 2, to: &out)
      if let milliseconds = video.posterAtMilliseconds {
        out += ",\n".utf8
        out += repeatElement(UInt8(ascii: " "), count: indent + 2)
        out += "\"posterAt\": \(seconds(milliseconds))".utf8
      }
    } else {
      appendField("image", photo.image.manifestValue, indent: indent + 2, to: &out)
    }
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
  /// `description`, `cover`, `map`, `downloads`, `private`, `photos` (always), `albums` (when it has any).
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
      if let map = album.map {
        out += ",\n".utf8
        out += repeatElement(UInt8(ascii: " "), count: indent + 4)
        out += "\"map\": \(map)".utf8
      }
      if let downloads = album.downloads {
        out += ",\n".utf8
        out += repeatElement(UInt8(ascii: " "), count: indent + 4)
        out += "\"downloads\": \"\(downloads.rawValue)\"".utf8
      }
      if let privacy = album.privacy {
        out += ",\n".utf8
        out += repeatElement(UInt8(ascii: " "), count: indent + 4)
        appendPrivacy(privacy, to: &out)
      }
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

  /// `"private": {"passphraseFile": "…", "showTitle": true}` on one line (the splice counts an album's
  /// one-line fields).
  private static func appendPrivacy(_ privacy: AlbumPrivacy, to out: inout [UInt8]) {
    switch privacy.passphrase {
    case .text(let text):
      out += "\"private\": {\"passphrase\": ".utf8
      appendQuoted(text, to: &out)
    case .file(let path):
      out += "\"private\": {\"passphraseFile\": ".utf8
      appendQuoted(path, to: &out)
    }
    if privacy.showsTitle { out += ", \"showTitle\": true".utf8 }
    out += "}".utf8
  }

  /// Milliseconds as the seconds a person writes: `2`, `2.5`, `0.04`.
  private static func seconds(_ milliseconds: Int) -> String {
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    guard fraction != 0 else { return String(whole) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
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
  static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    // `withUTF8` reaches every string's bytes in place (`withContiguousStorageIfAvailable` gives up on
    // some, which then went through `quoted` for nothing).
    var text = text
    let copied = text.withUTF8 { bytes -> Bool in
      guard !needsEscape(bytes) else { return false }
      out.append(UInt8(ascii: "\""))
      out.append(contentsOf: bytes)
      out.append(UInt8(ascii: "\""))
      return true
    }
    if !copied { text.withUTF8 { appendEscaped($0, to: &out) } }
  }

  /// Whether UTF-8 text holds a byte `quoted` escapes: a control character, `"`, `\`, or U+2028 or
  /// U+2029 (E2 80 A8/A9). Other characters starting with E2 (’, –, …, common in captions) pass.
  private static func needsEscape<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool
  where Bytes.Index == Int {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
      if byte == 0xE2, index + 2 < bytes.endIndex, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        return true
      }
      index += 1
    }
    return false
  }

  package static func quoted(_ text: String) -> String {
    var copy = text
    return copy.withUTF8 { bytes in
      var out: [UInt8] = []
      appendEscaped(bytes, to: &out)
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// `bytes` (UTF-8) as a JSON string, quotes included: `"` and `\` escaped, `\n \r \t \b \f` for
  /// those controls, `\u00XX` for the other controls and `\u2028`, `\u2029` (line and paragraph
  /// separators, which end a line in JavaScript), every other byte as it is. Byte by byte: a photo's
  /// description with a quote in it went through a scalar loop at several times the cost.
  private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): out += "\\\"".utf8
      case UInt8(ascii: "\\"): out += "\\\\".utf8
      case 0x0A: out += "\\n".utf8
      case 0x0D: out += "\\r".utf8
      case 0x09: out += "\\t".utf8
      case 0x08: out += "\\b".utf8
      case 0x0C: out += "\\f".utf8
      case 0..<0x20:
        out += "\\u00".utf8
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0xF)])
      case 0xE2
      where index + 1 < bytes.count && bytes[index] == 0x80
        && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
        out += (bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8
        index += 2
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
