import GalleryTestSupport
import Testing

@testable import GalleryImages

/// Reading a gain map JPEG (issue 48): found in every layout writers use, told apart from a camera's
/// preview image, and never trusted: a hostile MPF index, a loop, a cut file or a gain map larger than
/// its photo is read as an ordinary photo with the reason, never a trap.
@Suite struct GainMapJPEGTests {
  /// A photo of 64×48 and a gain map of 16×12, two real JPEGs.
  static let pictures = Result { () throws(ImageProblem) in
    (try LibVips.testPicture(width: 64, height: 48), try LibVips.testPicture(width: 16, height: 12))
  }
  static var primary: [UInt8] { (try? pictures.get())?.0 ?? [] }
  static var map: [UInt8] { (try? pictures.get())?.1 ?? [] }

  private func found(_ bytes: [UInt8]) -> GainMapJPEG? {
    if case .found(let file) = GainMapJPEG.read(bytes) { return file }
    return nil
  }

  private func reason(_ bytes: [UInt8]) -> String? {
    if case .unusable(let text) = GainMapJPEG.read(bytes) { return text }
    return nil
  }

  @Test(arguments: [(true, false, false), (false, true, false), (true, true, false), (true, false, true)])
  func everyLayoutIsFoundWithItsParts(iso: Bool, xmp: Bool, littleEndian: Bool) throws {
    let bytes = GainMapFixtures.assemble(
      primary: Self.primary, gainMap: Self.map, iso: iso, xmp: xmp, littleEndian: littleEndian)
    let file = try #require(found(bytes))
    #expect(file.primarySize == .init(width: 64, height: 48))
    #expect(file.gainMapSize == .init(width: 16, height: 12))
    #expect(file.primary.lowerBound == 0 && file.gainMap.upperBound == bytes.count)
    #expect(file.gainMap.lowerBound == file.primary.upperBound, "the gain map follows the primary's end")
    #expect(
      Array(bytes[file.gainMap].prefix(2)) == [0xFF, 0xD8]
        && Array(bytes[file.gainMap].suffix(2)) == [0xFF, 0xD9])
    #expect(file.hasISOMetadata == iso && file.hasXMPMetadata == xmp)
    // The ISO box as it is (numbers only); the XMP packet rebuilt from its parameters alone.
    let rebuilt = GainMapXMP(packet: GainMapFixtures.gainMapXMP[(4 + GainMapFixtures.xmpNamespace.count)...])
    #expect(
      file.gainMapSegments
        == (iso ? [GainMapFixtures.gainMapISOBox] : []) + (xmp ? [try #require(rebuilt).segment] : []))
    #expect(file.primarySegments == (iso ? [GainMapFixtures.primaryISOBox] : []))
  }

  /// A size and a gain map the tool encoded, joined: read back, it is a gain map JPEG with the
  /// original's parameters, its index rebuilt for the new lengths.
  @Test(arguments: [(true, false), (false, true), (true, true)])
  func aJoinedDerivativeReadsBackWithTheOriginalsParameters(iso: Bool, xmp: Bool) throws {
    let original = try #require(
      found(GainMapFixtures.assemble(primary: Self.primary, gainMap: Self.map, iso: iso, xmp: xmp)))
    let size = try LibVips.testPicture(width: 32, height: 24)
    let sizeMap = try LibVips.testPicture(width: 8, height: 6)
    let joined = try #require(original.joined(primary: size, gainMap: sizeMap))
    let read = try #require(found(joined))
    #expect(
      read.primarySize == .init(width: 32, height: 24) && read.gainMapSize == .init(width: 8, height: 6))
    #expect(
      read.gainMapSegments == original.gainMapSegments && read.primarySegments == original.primarySegments)
    #expect(read.gainMap.upperBound == joined.count)
    #expect(Array(joined[read.gainMap].dropFirst(2).suffix(sizeMap.count - 2)) == Array(sizeMap.dropFirst(2)))
    #expect(original.joined(primary: Array("not a JPEG".utf8), gainMap: sizeMap) == nil)
  }

  @Test func anOrdinaryJPEGOrACamerasPreviewImageHasNoGainMap() {
    #expect(GainMapJPEG.read(Self.primary) == .none)
    #expect(GainMapJPEG.read([]) == .none && GainMapJPEG.read([0xFF, 0xD8]) == .none)
    // An MPF second image without gain map parameters: a preview (or a stereo pair's other eye).
    let preview = GainMapFixtures.assemble(primary: Self.primary, gainMap: Self.map, iso: false, xmp: false)
    #expect(GainMapJPEG.read(preview) == .none)
  }

  @Test func aGainMapLargerThanItsPhotoIsRefused() {
    let bytes = GainMapFixtures.assemble(primary: Self.map, gainMap: Self.primary)
    #expect(reason(bytes) == "its gain map (64×48) is larger than the photo (16×12)")
  }

  @Test func offsetsOutsideTheFileOrBackIntoThePrimaryAreRefused() throws {
    let good = GainMapFixtures.assemble(primary: Self.primary, gainMap: Self.map)
    let file = try #require(found(good))
    let tiffStart = 2 + GainMapFixtures.primaryISOBox.count + 8
    let mapLength = file.gainMap.count
    func withIndex(offset: Int, length: Int = mapLength, count: UInt32 = 2) -> [UInt8] {
      let index = GainMapFixtures.mpf(
        primaryLength: file.primary.count, gainMapLength: length, gainMapOffset: offset, declaredCount: count)
      let start = 2 + GainMapFixtures.primaryISOBox.count
      var bytes = good
      bytes.replaceSubrange(start..<(start + index.count), with: index)
      return bytes
    }
    #expect(
      found(withIndex(offset: file.gainMap.lowerBound - tiffStart)) != nil, "the index rebuilt as it was")
    for offset in [0, 2, file.gainMap.lowerBound - tiffStart - 100, good.count, Int(UInt32.max)] {
      #expect(reason(withIndex(offset: offset)) != nil, "offset \(offset)")
    }
    #expect(reason(withIndex(offset: file.gainMap.lowerBound - tiffStart, length: mapLength + 1)) != nil)
    #expect(reason(withIndex(offset: file.gainMap.lowerBound - tiffStart, length: Int(UInt32.max))) != nil)
    #expect(reason(withIndex(offset: file.gainMap.lowerBound - tiffStart, count: 1)) != nil)
    #expect(reason(withIndex(offset: file.gainMap.lowerBound - tiffStart, count: 0xFFFF_FFFF)) != nil)
  }

  @Test func aCutFileOrAMissingIndexIsNoGainMapAndSaysWhy() throws {
    let good = GainMapFixtures.assemble(primary: Self.primary, gainMap: Self.map)
    let file = try #require(found(good))
    #expect(reason(Array(good.prefix(good.count - 10))) != nil)
    #expect(reason(Array(good.prefix(file.gainMap.lowerBound + 4))) != nil)
    // The ISO box announces a gain map, but there is no MPF index to find it.
    let unindexed = [0xFF, 0xD8] + GainMapFixtures.primaryISOBox + Self.primary.dropFirst(2)
    #expect(reason(unindexed) == "it announces a gain map but has no MPF index to find it")
  }

  /// Seeded mutations of a good file (bytes flipped or set to 0xFF, the file cut), most of them in its
  /// segments and around the gain map's start: whatever the result, nothing traps and a gain map found
  /// lies inside the file after the primary.
  @Test func mutatedFilesNeverTrapAndNeverReachOutside() throws {
    let good = GainMapFixtures.assemble(primary: Self.primary, gainMap: Self.map, xmp: true)
    let file = try #require(found(good))
    var generator = SeededGenerator(seed: 48)
    var outcomes = [0, 0, 0]
    for _ in 0..<4_000 {
      var bytes = good
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let near = file.gainMap.lowerBound - 40
        let zone =
          Bool.random(using: &generator) || near >= bytes.count
          ? 0..<min(400, bytes.count) : near..<min(file.gainMap.lowerBound + 300, bytes.count)
        let at = Int.random(in: zone, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[at] ^= UInt8.random(in: 1...255, using: &generator)
        case 1: bytes[at] = 0xFF
        default: bytes.removeSubrange(at..<bytes.count)
        }
        if bytes.count < 2 { break }
      }
      switch GainMapJPEG.read(bytes) {
      case .none: outcomes[0] += 1
      case .unusable: outcomes[1] += 1
      case .found(let mutated):
        outcomes[2] += 1
        #expect(
          mutated.gainMap.upperBound <= bytes.count
            && mutated.gainMap.lowerBound >= mutated.primary.upperBound)
      }
    }
    #expect(outcomes.allSatisfy { $0 > 0 }, "every outcome is met: \(outcomes)")
  }
}
