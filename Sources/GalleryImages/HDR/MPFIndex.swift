/// The MP index of an MPF segment (CIPA DC-007): a TIFF structure whose first directory's tag 0xB002
/// holds one 16-byte entry per image: attributes, size, offset (from the TIFF header; 0 for the first
/// image, the file's own primary), and two dependent-image numbers. Read within the segment only.
enum MPFIndex {
  struct Image: Equatable {
    let size: Int
    let offset: Int
  }

  struct Problem: Error, Equatable {
    let text: String
  }

  static func read(
    _ bytes: [UInt8], segment: (range: Range<Int>, tiffStart: Int)
  ) -> Result<[Image], Problem> {
    let window = WindowSource(
      MemorySource(storage: bytes), start: segment.tiffStart,
      count: segment.range.upperBound - segment.tiffStart)
    guard let tiff = TIFFStructure(window), let directory = tiff.directory(at: tiff.firstDirectoryOffset)
    else {
      return .failure(Problem(text: "its MPF index is not a TIFF structure"))
    }
    guard let countEntry = directory[0xB001], let declared = tiff.unsigned(countEntry) else {
      return .failure(Problem(text: "its MPF index does not say how many images it holds"))
    }
    guard declared >= 2, declared <= GainMapJPEG.maximumImages else {
      return .failure(Problem(text: "its MPF index lists \(declared) images"))
    }
    let count = Int(declared)
    guard let entries = directory[0xB002], entries.type == 7, Int(entries.count) == count * 16,
      let table = window.bytes(
        at: Int(TIFFStructure.integer(entries.field[...], tiff.order)), count: count * 16)
    else {
      return .failure(Problem(text: "its MPF index's image entries are missing or cut short"))
    }
    return .success(
      (0..<count).map { index in
        let start = index * 16
        return Image(
          size: Int(TIFFStructure.integer(table[(start + 4)..<(start + 8)], tiff.order)),
          offset: Int(TIFFStructure.integer(table[(start + 8)..<(start + 12)], tiff.order)))
      })
  }
}

extension MPFIndex {
  /// An MPF segment (big-endian) for a primary of `primaryLength` bytes (this segment included) and a
  /// gain map of `gainMapLength` bytes `gainMapOffset` bytes after the segment's TIFF header: the
  /// version, the count (2) and the two entries, the first the primary (offset 0), the second its
  /// gain map. Its length does not depend on the numbers, so the offsets can be worked out first.
  static func segment(primaryLength: Int, gainMapLength: Int, gainMapOffset: Int) -> [UInt8] {
    func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func u32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    let entriesOffset = 8 + 2 + 3 * 12 + 4
    var tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A] + u32(8) + u16(3)
    tiff += u16(0xB000) + u16(7) + u32(4) + Array("0100".utf8)
    tiff += u16(0xB001) + u16(4) + u32(1) + u32(2)
    tiff += u16(0xB002) + u16(7) + u32(32) + u32(entriesOffset)
    tiff += u32(0)
    // The primary: a baseline MP primary image (0x030000); the gain map: no attributes.
    tiff += u32(0x0003_0000) + u32(primaryLength) + u32(0) + u16(0) + u16(0)
    tiff += u32(0) + u32(gainMapLength) + u32(gainMapOffset) + u16(0) + u16(0)
    return JPEGSegments.segment(0xE2, GainMapJPEG.mpfSignature + tiff)
  }
}
