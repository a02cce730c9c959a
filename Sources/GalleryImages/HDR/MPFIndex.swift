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
