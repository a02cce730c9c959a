extension GainMapJPEG {
  /// A derivative of this file as a gain map JPEG: `primary` (a size the tool encoded, without
  /// metadata) with this file's announcing segments and a new MPF index after its JFIF segment (or its
  /// start), then `gainMap` (this file's gain map, resized and oriented like the size, encoded by the
  /// tool) with the parameters. Nil unless both are JPEGs.
  package func joined(primary: [UInt8], gainMap: [UInt8]) -> [UInt8]? {
    guard primary.starts(with: [0xFF, 0xD8]), gainMap.starts(with: [0xFF, 0xD8]) else { return nil }
    // JFIF asks to be the first segment: the new ones go after it.
    var insertAt = 2
    if primary.count > 8, primary[2] == 0xFF, primary[3] == 0xE0,
      primary[6..<min(11, primary.count)].elementsEqual(Array("JFIF\0".utf8))
    {
      insertAt = min(4 + (Int(primary[4]) << 8 | Int(primary[5])), primary.count)
    }
    let map = [0xFF, 0xD8] + gainMapSegments.joined() + gainMap.dropFirst(2)
    let announcing = Array(primarySegments.joined())
    let indexLength = MPFIndex.segment(primaryLength: 0, gainMapLength: 0, gainMapOffset: 0).count
    let primaryLength = primary.count + announcing.count + indexLength
    // The index's offsets count from its TIFF header: after its marker, length and "MPF\0".
    let tiffStart = insertAt + announcing.count + 4 + GainMapJPEG.mpfSignature.count
    let index = MPFIndex.segment(
      primaryLength: primaryLength, gainMapLength: map.count, gainMapOffset: primaryLength - tiffStart)
    return Array(primary[..<insertAt]) + announcing + index + primary[insertAt...] + map
  }
}
