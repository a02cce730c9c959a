import Testing

@testable import GalleryCore

/// libcrypto's SHA-256 and HMAC-SHA256 as the cache's seals use them, against published test vectors.
@Suite struct SecureDigestTests {
  @Test func sha256OfTheStandardMessages() {
    #expect(
      SecureDigest.hex(SecureDigest.sha256(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SecureDigest.hex(SecureDigest.sha256([]))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func fedInPiecesItIsTheDigestOfTheWhole() {
    let whole = Array((0..<100_000).map { UInt8($0 % 251) })
    var hasher = SecureDigest.SHA256()
    hasher.update(Array(whole[..<33_333]))
    hasher.update([])
    hasher.update(Array(whole[33_333...]))
    #expect(hasher.finish() == SecureDigest.sha256(whole))
  }

  /// RFC 4231, test case 2.
  @Test func hmacOfRFC4231() {
    #expect(
      SecureDigest.hex(SecureDigest.hmac(key: Array("Jefe".utf8), Array("what do ya want for nothing?".utf8)))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test func equalityAndHex() {
    let code = SecureDigest.sha256(Array("x".utf8))
    #expect(SecureDigest.areEqual(code, code))
    #expect(!SecureDigest.areEqual(code, Array(code.dropLast()) + [code.last! ^ 1]))
    #expect(!SecureDigest.areEqual([], []), "an empty code (a failed hash) equals nothing")
    #expect(SecureDigest.bytes(hex: SecureDigest.hex(code)[...]) == code)
    for bad in ["abc", "ABCD", "zz", "0x12"] { #expect(SecureDigest.bytes(hex: bad[...]) == nil, "\(bad)") }
  }
}
