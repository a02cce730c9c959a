/// Writes small EXIF blocks (TIFF structures) and wraps them in image containers, so reader tests can
/// say exactly which tags, byte order and damage a fixture has.
package struct EXIFBuilder {
  package enum Value {
    case ascii(String)
    case short(UInt16)
    case long(UInt32)
    case rational(UInt32, UInt32)
    /// Several RATIONALs in one entry (a GPS coordinate's degrees, minutes and seconds).
    case rationals([(UInt32, UInt32)])
    /// Any entry, written as given: for damage such as wrong types, huge counts or stray offsets.
    case raw(type: UInt16, count: UInt32, field: [UInt8])
  }

  package var bigEndian: Bool
  package var ifd0: [(UInt16, Value)]
  package var exif: [(UInt16, Value)]
  /// Where IFD0's ExifIFD pointer leads; nil to point at the ExifIFD written after IFD0.
  package var exifPointer: UInt32?
  /// GPSInfo's entries, written in a directory of their own after the ExifIFD (none: no pointer).
  package var gps: [(UInt16, Value)] = []

  /// The memberwise initializer, spelled out: the implicit one is internal to this module.
  package init(
    bigEndian: Bool = false, ifd0: [(UInt16, Value)] = [], exif: [(UInt16, Value)] = [],
    exifPointer: UInt32? = nil, gps: [(UInt16, Value)] = []
  ) {
    self.gps = gps
    self.bigEndian = bigEndian
    self.ifd0 = ifd0
    self.exif = exif
    self.exifPointer = exifPointer
  }

  /// Header, IFD0, ExifIFD (when there are Exif tags or a pointer), then the values that do not fit in
  /// an entry.
  package func tiff() -> [UInt8] {
    let hasExif = !exif.isEmpty || exifPointer != nil
    let ifd0Count = ifd0.count + (hasExif ? 1 : 0) + (gps.isEmpty ? 0 : 1)
    let exifOffset = 8 + 2 + 12 * ifd0Count + 4
    let gpsOffset = exifOffset + (exif.isEmpty ? 0 : 2 + 12 * exif.count + 4)
    let dataOffset = gpsOffset + (gps.isEmpty ? 0 : 2 + 12 * gps.count + 4)
    var data: [UInt8] = []

    func entry(_ tag: UInt16, _ value: Value) -> [UInt8] {
      let (type, count, payload): (UInt16, UInt32, [UInt8])
      switch value {
      case .ascii(let text): (type, count, payload) = (2, UInt32(text.utf8.count + 1), Array(text.utf8) + [0])
      case .short(let number): (type, count, payload) = (3, 1, u16(number))
      case .long(let number): (type, count, payload) = (4, 1, u32(number))
      case .rational(let numerator, let denominator):
        (type, count, payload) = (5, 1, u32(numerator) + u32(denominator))
      case .rationals(let parts):
        (type, count, payload) = (5, UInt32(parts.count), parts.flatMap { u32($0.0) + u32($0.1) })
      case .raw(let type, let count, let field):
        return u16(tag) + u16(type) + u32(count) + field
      }
      var field: [UInt8]
      if payload.count <= 4 {
        field = payload + [UInt8](repeating: 0, count: 4 - payload.count)
      } else {
        field = u32(UInt32(dataOffset + data.count))
        data += payload
        if data.count % 2 == 1 { data.append(0) }
      }
      return u16(tag) + u16(type) + u32(count) + field
    }

    var ifd0Entries = ifd0
    if hasExif { ifd0Entries.append((0x8769, .long(exifPointer ?? UInt32(exifOffset)))) }
    if !gps.isEmpty { ifd0Entries.append((0x8825, .long(UInt32(gpsOffset)))) }
    var bytes = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + u16(42) + u32(8)
    // Entries first, so the values they place land after both directories.
    var ifd0Table = u16(UInt16(ifd0Entries.count))
    var exifTable = exif.isEmpty ? [] : u16(UInt16(exif.count))
    for (tag, value) in ifd0Entries.sorted(by: { $0.0 < $1.0 }) { ifd0Table += entry(tag, value) }
    ifd0Table += u32(0)
    for (tag, value) in exif.sorted(by: { $0.0 < $1.0 }) { exifTable += entry(tag, value) }
    if !exif.isEmpty { exifTable += u32(0) }
    var gpsTable = gps.isEmpty ? [] : u16(UInt16(gps.count))
    for (tag, value) in gps.sorted(by: { $0.0 < $1.0 }) { gpsTable += entry(tag, value) }
    if !gps.isEmpty { gpsTable += u32(0) }
    bytes += ifd0Table + exifTable + gpsTable + data
    return bytes
  }

  package func u16(_ value: UInt16) -> [UInt8] {
    let bytes = [UInt8(value >> 8), UInt8(value & 0xFF)]
    return bigEndian ? bytes : bytes.reversed()
  }

  package func u32(_ value: UInt32) -> [UInt8] {
    let bytes = [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) }
    return bigEndian ? bytes : bytes.reversed()
  }
}

/// Image files around an EXIF block, just complete enough for the reader's container walk.
package enum EXIFWrap {
  package static func jpeg(_ tiff: [UInt8], before: [[UInt8]] = [jfif]) -> [UInt8] {
    [0xFF, 0xD8] + before.joined() + segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
      + segment(0xDB, [UInt8](repeating: 1, count: 65)) + [0xFF, 0xDA, 0x00, 0x02, 0x12, 0x34, 0xFF, 0xD9]
  }

  package static let jfif = segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])

  package static func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
    let length = data.count + 2
    return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + data
  }

  package static func png(_ tiff: [UInt8], exifAfterImageData: Bool = false) -> [UInt8] {
    let header = chunk("IHDR", [0, 0, 0, 24, 0, 0, 0, 16, 8, 2, 0, 0, 0])
    let image = chunk("IDAT", [UInt8](repeating: 7, count: 40))
    let exif = chunk("eXIf", tiff)
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + header
      + (exifAfterImageData ? image + exif : exif + image) + chunk("IEND", [])
  }

  package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let length = UInt32(data.count)
    // The CRC is not checked by the reader; zeros keep the fixture simple.
    return [24, 16, 8, 0].map { UInt8((length >> $0) & 0xFF) } + Array(type.utf8) + data + [0, 0, 0, 0]
  }

  package static func webP(_ tiff: [UInt8], exifPrefix: Bool = false) -> [UInt8] {
    let body =
      Array("WEBP".utf8) + riffChunk("VP8X", [8, 0, 0, 0, 23, 0, 0, 15, 0, 0])
      + riffChunk("VP8L", [UInt8](repeating: 3, count: 21))
      + riffChunk("EXIF", (exifPrefix ? Array("Exif".utf8) + [0, 0] : []) + tiff)
    return Array("RIFF".utf8) + le32(UInt32(body.count)) + body
  }

  package static func riffChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    Array(type.utf8) + le32(UInt32(data.count)) + data + (data.count % 2 == 1 ? [0] : [])
  }

  package static func le32(_ value: UInt32) -> [UInt8] { [0, 8, 16, 24].map { UInt8((value >> $0) & 0xFF) } }
}
