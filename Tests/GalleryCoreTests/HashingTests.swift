import GalleryTestSupport
import Testing

@testable import GalleryCore

/// The digest a move asks for several times of one manifest (`Hashing.rememberedDigest`) is the
/// digest, for the same array and never for another, even one at a reused address or a changed copy.
@Suite struct HashingTests {
  @Test func aRememberedDigestIsTheDigestOfExactlyThoseBytes() {
    var generator = SeededGenerator(seed: 3)
    let big = (0..<(1 << 17)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect(Hashing.rememberedDigest(big) == Hashing.digest(big))
    #expect(Hashing.rememberedDigest(big) == Hashing.digest(big))
    // A copy changed in place gets its own buffer: its digest is its own.
    var changed = big
    changed[70_000] ^= 1
    #expect(Hashing.rememberedDigest(changed) == Hashing.digest(changed))
    #expect(Hashing.rememberedDigest(changed) != Hashing.rememberedDigest(big))
    // Arrays made and dropped one after another (so their buffers may reuse one address) each get theirs.
    for round in 0..<8 {
      var bytes = big
      bytes[round] = UInt8(round)
      #expect(Hashing.rememberedDigest(bytes) == Hashing.digest(bytes))
    }
    Hashing.forgetRememberedDigests()
    #expect(Hashing.rememberedDigest(big) == Hashing.digest(big))
    #expect(Hashing.rememberedDigest([]) == Hashing.digest([]))
    #expect(Hashing.rememberedDigest(Array(big.prefix(100))) == Hashing.digest(Array(big.prefix(100))))
  }

  @Test func aDigestTakenPieceByPieceIsTheDigestOfTheWhole() {
    var generator = SeededGenerator(seed: 7)
    for length in [0, 1, 31, 32, 33, 63, 64, 65, 100, 1000, 70_001] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      for _ in 0..<4 {
        // Cut at random places, pieces of 0 bytes included.
        var stream = Hashing.DigestStream()
        var offset = 0
        while offset < bytes.count {
          let piece = min(bytes.count - offset, Int.random(in: 0...70, using: &generator))
          bytes[offset..<(offset + piece)].withUnsafeBytes { stream.append($0) }
          offset += piece
        }
        #expect(stream.digest == Hashing.digest(bytes), "\(length) bytes")
        #expect(stream.count == length)
      }
    }
  }
}
