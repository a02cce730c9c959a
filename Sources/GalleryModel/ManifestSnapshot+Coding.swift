/// The snapshot's binary form (see `ManifestSnapshot`): little-endian words, variable-length counts,
/// strings as a count and their UTF-8 bytes, an optional as a presence byte before its value.
struct SnapshotWriter {
  private(set) var output: [UInt8] = []

  static func append(_ word: UInt64, to output: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      output.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
    }
  }

  mutating func count(_ value: Int) {
    var rest = UInt64(value)
    while rest >= 0x80 {
      output.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    output.append(UInt8(rest))
  }

  mutating func bytes(_ value: [UInt8]) {
    count(value.count)
    output += value
  }

  mutating func text(_ value: String) {
    count(value.utf8.count)
    output += value.utf8
  }

  mutating func optionalText(_ value: String?) {
    guard let value else { return output.append(0) }
    output.append(1)
    text(value)
  }

  mutating func reference(_ value: GalleryReference?) {
    switch value {
    case nil: output.append(0)
    case .file(let path)?:
      output.append(1)
      text(path)
    case .remote(let url)?:
      output.append(2)
      text(url)
    }
  }

  mutating func photos(_ photos: [Photo]) {
    count(photos.count)
    for photo in photos {
      text(photo.id)
      reference(photo.image)
      if let video = photo.video {
        output.append(video.posterAtMilliseconds == nil ? 1 : 2)
        text(video.path)
        if let at = video.posterAtMilliseconds { count(at) }
      } else {
        output.append(0)
      }
      optionalText(photo.title)
      optionalText(photo.description)
      reference(photo.link)
      optionalText(photo.alt)
      if let tags = photo.tags {
        output.append(1)
        count(tags.count)
        for tag in tags { text(tag) }
      } else {
        output.append(0)
      }
    }
  }

  mutating func albums(_ albums: [Album]) {
    count(albums.count)
    for album in albums {
      text(album.id)
      text(album.title)
      optionalText(album.description)
      optionalText(album.cover)
      // The album's own map: 0 as its parent, 1 off, 2 on.
      output.append(album.map.map { $0 ? 2 : 1 } ?? 0)
      // Its own downloads: 0 as its parent, else 1 + the value's place in `Downloads.allCases`.
      output.append(
        album.downloads.flatMap { Downloads.allCases.firstIndex(of: $0) }.map { UInt8($0 + 1) } ?? 0)
      // Its privacy: 0 none, 1 a passphrase, 2 a passphrase file (then the text, and 1 when its title
      // is shown).
      switch album.privacy?.passphrase {
      case nil: output.append(0)
      case .text(let passphrase):
        output.append(1)
        text(passphrase)
      case .file(let path):
        output.append(2)
        text(path)
      }
      if let privacy = album.privacy { output.append(privacy.showsTitle ? 1 : 0) }
      photos(album.photos)
      self.albums(album.albums)
    }
  }
}

/// Reads what `SnapshotWriter` wrote; every count is checked against the bytes left, so a damaged
/// snapshot gives nil, never a trap or a huge allocation.
struct SnapshotReader {
  private let data: ArraySlice<UInt8>
  private var offset: Int
  /// Albums nested deeper than a manifest may nest them are not a snapshot's.
  static let deepestAlbum = 256

  init(_ bytes: ArraySlice<UInt8>) {
    data = bytes
    offset = data.startIndex
  }

  var isAtEnd: Bool { offset == data.endIndex }

  mutating func word() -> UInt64? {
    guard data.endIndex - offset >= 8 else { return nil }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(data[offset + index]) << UInt64(8 * index) }
    offset += 8
    return value
  }

  mutating func byte() -> UInt8? {
    guard offset < data.endIndex else { return nil }
    defer { offset += 1 }
    return data[offset]
  }

  /// A count no larger than the bytes left (every counted thing takes at least a byte).
  mutating func length() -> Int? {
    guard let value = number(), value <= data.endIndex - offset else { return nil }
    return value
  }

  /// A number of at most 56 bits (a `posterAt` in milliseconds).
  mutating func number() -> Int? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while let next = byte() {
      value |= UInt64(next & 0x7F) << shift
      if next & 0x80 == 0 { return Int(value) }
      shift += 7
      if shift > 49 { return nil }
    }
    return nil
  }

  mutating func chunk() -> ArraySlice<UInt8>? {
    guard let count = length() else { return nil }
    defer { offset += count }
    return data[offset..<(offset + count)]
  }

  mutating func text() -> String? {
    guard let slice = chunk() else { return nil }
    // The body's digest has vouched for these bytes: written from Strings, they are UTF-8.
    return String(decoding: slice, as: UTF8.self)
  }

  mutating func optionalText() -> String?? {
    switch byte() {
    case 0: return .some(nil)
    case 1: return text().map { .some($0) }
    default: return nil
    }
  }

  mutating func reference() -> GalleryReference?? {
    switch byte() {
    case 0: return .some(nil)
    case 1: return text().map { .some(.file($0)) }
    case 2: return text().map { .some(.remote($0)) }
    default: return nil
    }
  }

  mutating func photos() -> [Photo]? {
    guard let count = length() else { return nil }
    var photos: [Photo] = []
    photos.reserveCapacity(count)
    for _ in 0..<count {
      guard let id = text(), let image = reference(), let image, let kind = byte() else { return nil }
      var video: Clip?
      switch kind {
      case 0: video = nil
      case 1, 2:
        guard let path = text() else { return nil }
        var at: Int?
        if kind == 2 {
          guard let milliseconds = number() else { return nil }
          at = milliseconds
        }
        video = Clip(path: path, posterAtMilliseconds: at)
      default: return nil
      }
      guard let title = optionalText(), let description = optionalText(), let link = reference(),
        let alt = optionalText(), let hasTags = byte()
      else { return nil }
      var tags: [String]?
      switch hasTags {
      case 0: tags = nil
      case 1:
        guard let tagCount = length() else { return nil }
        var read: [String] = []
        for _ in 0..<tagCount {
          guard let tag = text() else { return nil }
          read.append(tag)
        }
        tags = read
      default: return nil
      }
      var photo = Photo(
        id: id, image: image, title: title, description: description, link: link, alt: alt, tags: tags)
      photo.video = video
      photos.append(photo)
    }
    return photos
  }

  mutating func albums(depth: Int) -> [Album]? {
    guard depth <= Self.deepestAlbum, let count = length() else { return nil }
    var albums: [Album] = []
    for _ in 0..<count {
      guard let id = text(), let title = text(), let description = optionalText(), let cover = optionalText(),
        let mapByte = byte(), mapByte <= 2, let downloadsByte = byte(),
        Int(downloadsByte) <= Downloads.allCases.count, let privacyByte = byte(), privacyByte <= 2
      else { return nil }
      var privacy: AlbumPrivacy?
      if privacyByte != 0 {
        guard let text = text(), let shown = byte(), shown <= 1 else { return nil }
        privacy = AlbumPrivacy(
          passphrase: privacyByte == 1 ? .text(text) : .file(text), showsTitle: shown == 1)
      }
      guard let photos = photos(), let children = self.albums(depth: depth + 1) else { return nil }
      var album = Album(
        id: id, title: title, description: description, cover: cover, photos: photos,
        map: mapByte == 0 ? nil : mapByte == 2,
        downloads: downloadsByte == 0 ? nil : Downloads.allCases[Int(downloadsByte) - 1], albums: children)
      album.privacy = privacy
      albums.append(album)
    }
    return albums
  }
}
