/// Gain map JPEGs as Ultra HDR writers lay them out (libultrahdr 1.4: an ISO 21496-1 version box and
/// an MPF index in the primary; the gain map after the primary's end, with its ISO 21496-1 box and/or
/// `hdrgm` XMP), assembled from two ordinary JPEGs, for tests of what reads and writes them.
package enum GainMapFixtures {
  package static let isoNamespace = Array("urn:iso:std:iso:ts:21496:-1\0".utf8)
  package static let xmpNamespace = Array("http://ns.adobe.com/xap/1.0/\0".utf8)

  /// A segment: marker, big-endian length, body.
  package static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
    let length = body.count + 2
    return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
  }

  /// The primary's ISO 21496-1 box: the namespace, then the minimum and writer versions (0, 0).
  package static let primaryISOBox = segment(0xE2, isoNamespace + [0, 0, 0, 0])
  /// A gain map's ISO 21496-1 box: the versions, then parameters (their values do not matter here).
  package static let gainMapISOBox = segment(
    0xE2, isoNamespace + [0, 0, 0, 0, 0x40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 1])
  /// A gain map's XMP packet in Adobe's gain map namespace.
  package static let gainMapXMP = segment(
    0xE1,
    xmpNamespace
      + Array(
        #"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:hdrgm="http://ns.adobe.com/hdr-gain-map/1.0/" hdrgm:Version="1.0" hdrgm:GainMapMax="2.0" hdrgm:HDRCapacityMax="2.0"/></rdf:RDF></x:xmpmeta>"#
          .utf8))

  /// The MPF segment of a file whose primary is `primaryLength` bytes (this segment included) and whose
  /// gain map of `gainMapLength` bytes starts `gainMapOffset` bytes after the TIFF header. It always
  /// holds two entries (so its length is the same); `declaredCount` is the count it claims.
  package static func mpf(
    primaryLength: Int, gainMapLength: Int, gainMapOffset: Int, littleEndian: Bool = false,
    declaredCount: UInt32 = 2
  ) -> [UInt8] {
    func u16(_ value: Int) -> [UInt8] {
      let bytes = [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
      return littleEndian ? bytes.reversed() : bytes
    }
    func u32(_ value: Int) -> [UInt8] {
      let bytes = (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) }
      return littleEndian ? bytes.reversed() : bytes
    }
    let header: [UInt8] = littleEndian ? [0x49, 0x49, 0x2A, 0x00] : [0x4D, 0x4D, 0x00, 0x2A]
    let entriesOffset = 8 + 2 + 3 * 12 + 4
    var tiff = header + u32(8) + u16(3)
    tiff += u16(0xB000) + u16(7) + u32(4) + Array("0100".utf8)
    tiff += u16(0xB001) + u16(4) + u32(1) + u32(Int(declaredCount))
    tiff += u16(0xB002) + u16(7) + u32(Int(declaredCount &* 16)) + u32(entriesOffset)
    tiff += u32(0)
    tiff += u32(0x0003_0000) + u32(primaryLength) + u32(0) + u16(0) + u16(0)
    tiff += u32(0) + u32(gainMapLength) + u32(gainMapOffset) + u16(0) + u16(0)
    return segment(0xE2, Array("MPF\0".utf8) + tiff)
  }

  /// `primary` and `gainMap` (two JPEGs) as one gain map JPEG; `iso` and `xmp` choose how the gain map's
  /// parameters come.
  package static func assemble(
    primary: [UInt8], gainMap: [UInt8], iso: Bool = true, xmp: Bool = false, littleEndian: Bool = false
  ) -> [UInt8] {
    let announcing = iso ? primaryISOBox : []
    let parameters = (iso ? gainMapISOBox : []) + (xmp ? gainMapXMP : [])
    let map = [0xFF, 0xD8] + parameters + gainMap.dropFirst(2)
    // The MPF segment's own length is fixed, so the offsets can be worked out before it is made.
    let mpfLength = mpf(primaryLength: 0, gainMapLength: 0, gainMapOffset: 0).count
    let primaryLength = primary.count + announcing.count + mpfLength
    let tiffStart = 2 + announcing.count + 4 + 4
    let index = mpf(
      primaryLength: primaryLength, gainMapLength: map.count, gainMapOffset: primaryLength - tiffStart,
      littleEndian: littleEndian)
    return [0xFF, 0xD8] + announcing + index + primary.dropFirst(2) + map
  }
}
