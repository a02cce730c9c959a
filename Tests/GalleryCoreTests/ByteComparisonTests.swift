import Testing

@testable import GalleryCore

/// Byte arrays compared and searched through `memcmp` and `memmem`, edges included.
@Suite struct ByteComparisonTests {
  @Test func sameBytesAndSearchesAnswerAsTheSlowWayDoes() {
    let bytes = Array("ab\nab\n  {\"id\"".utf8)
    #expect(
      bytes.sameBytes(as: bytes) && [UInt8]().sameBytes(as: [])
        && !bytes.sameBytes(as: Array(bytes.dropLast())))
    #expect(!bytes.sameBytes(as: Array("ab\nab\n  {\"iD\"".utf8)))
    #expect(bytes.firstOffset(of: Array("ab".utf8)) == 0)
    #expect(bytes.firstOffset(of: Array("ab".utf8), from: 1) == 3)
    #expect(bytes.firstOffset(of: Array("{\"id\"".utf8)) == 8)
    #expect(bytes.firstOffset(of: Array("\"id\"x".utf8)) == nil)
    #expect(bytes.firstOffset(of: []) == nil && bytes.firstOffset(of: [0x61], from: bytes.count) == nil)
    #expect([UInt8]().firstOffset(of: [0x61]) == nil && bytes.firstOffset(of: [0x61], from: -1) == nil)
  }
}
