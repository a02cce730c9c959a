import Testing

@testable import GalleryCore

/// Private albums' encryption against published answers (RFC 7914's PBKDF2-HMAC-SHA256 vector, the GCM
/// specification's AES-256 test cases) and against tampering.
@Suite struct AlbumCipherTests {
  static func bytes(_ hex: String) -> [UInt8] {
    SecureDigest.bytes(hex: hex[...]) ?? []
  }

  @Test func keysAreDerivedAsPBKDF2HMACSHA256() {
    // RFC 7914, section 11: the first 32 bytes of its 64 (PBKDF2's first block is the same).
    #expect(
      AlbumCipher.key(passphrase: "passwd", salt: Array("salt".utf8), iterations: 1)
        == Self.bytes("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"))
    #expect(
      AlbumCipher.key(passphrase: "password", salt: Array("salt".utf8), iterations: 4096)
        == Self.bytes("c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"))
    #expect(AlbumCipher.key(passphrase: "x", salt: [1], iterations: 0) == nil)
  }

  @Test func sealingIsAES256GCMWithTheNonceFirstAndTheTagLast() {
    let zeros = { (count: Int) in [UInt8](repeating: 0, count: count) }
    // The GCM specification's test cases 13 (nothing to encrypt) and 14 (a zero block), AES-256.
    #expect(
      AlbumCipher.seal([], key: zeros(32), nonce: zeros(12))
        == zeros(12) + Self.bytes("530f8afbc74536b9a963b4f1c4cb738b"))
    #expect(
      AlbumCipher.seal(zeros(16), key: zeros(32), nonce: zeros(12))
        == zeros(12) + Self.bytes("cea7403d4d606b6e074ec5d3baf39d18")
        + Self.bytes("d0d1c8a799996bf0265b98b5d48ab919"))
    #expect(AlbumCipher.seal([1], key: zeros(31), nonce: zeros(12)) == nil, "a key of 32 bytes only")
  }

  @Test func whatIsSealedOpensUnderItsKeyOnlyAndNotOnceAnyByteIsFlipped() throws {
    let key = try #require(AlbumCipher.randomBytes(32))
    let plaintext = Array("a caption only the family may read".utf8)
    let sealed = try #require(AlbumCipher.seal(plaintext, key: key))
    #expect(sealed.count == 12 + plaintext.count + 16)
    #expect(AlbumCipher.open(sealed, key: key) == plaintext)
    #expect(try #require(AlbumCipher.seal(plaintext, key: key)) != sealed, "a fresh nonce each time")
    var other = key
    other[0] ^= 1
    #expect(AlbumCipher.open(sealed, key: other) == nil, "another key")
    for index in sealed.indices {
      var flipped = sealed
      flipped[index] ^= 0x01
      #expect(AlbumCipher.open(flipped, key: key) == nil, "byte \(index) flipped")
    }
    #expect(AlbumCipher.open(Array(sealed.dropLast()), key: key) == nil, "cut short")
    #expect(AlbumCipher.open(Array(sealed.prefix(27)), key: key) == nil, "shorter than a nonce and a tag")
  }

  @Test func paddingFillsABucketAndComesOffExactly() {
    #expect(AlbumCipher.bucket(0) == 4_096)
    #expect(AlbumCipher.bucket(4_095) == 4_096)
    #expect(AlbumCipher.bucket(4_096) == 5_120, "the marker byte needs room")
    #expect(AlbumCipher.bucket(7 * 1_024) == 8_192)
    #expect(AlbumCipher.bucket(1_000_000) == 1_048_576)
    for count in [0, 1, 100, 4_095, 4_096, 9_999, 70_000, 1_000_000] {
      let bucket = AlbumCipher.bucket(count)
      #expect(bucket > count && bucket <= max(4_096, (count + 1) * 5 / 4 + 1), "\(count) → \(bucket)")
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7 + 1) } + (count > 3 ? [0, 0] : [])
      let padded = AlbumCipher.padded(bytes)
      #expect(padded.count == AlbumCipher.bucket(bytes.count))
      #expect(AlbumCipher.unpadded(padded) == bytes, "trailing zeros of the content survive")
    }
    #expect(AlbumCipher.unpadded([1, 2, 0, 0]) == nil, "no marker")
    #expect(AlbumCipher.unpadded([]) == nil)
  }
}
