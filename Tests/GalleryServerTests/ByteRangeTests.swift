import Testing

@testable import GalleryServer

/// The `Range` header a clip's player sends to seek: one range served as a part, anything else the
/// whole file, a start past the end a 416.
@Suite struct ByteRangeTests {
  @Test(arguments: [
    ("bytes=0-99", ByteRange.part(0..<100)),
    ("bytes=100-", .part(100..<1000)),
    ("bytes=990-5000", .part(990..<1000)),
    ("bytes=-10", .part(990..<1000)),
    ("bytes=-5000", .part(0..<1000)),
    ("bytes=999-999", .part(999..<1000)),
    ("bytes=1000-", .unsatisfiable),
    ("bytes=-0", .unsatisfiable),
    ("bytes=5-2", .whole),
    ("bytes=0-1,5-6", .whole),
    ("items=0-1", .whole),
    ("bytes=a-b", .whole),
    ("bytes=-", .whole),
    ("bytes=99999999999999999999-", .whole),
    ("bytes=+1-2", .whole),
  ])
  func readsOneRange(header: String, expected: ByteRange) {
    #expect(ByteRange.requested(header, ifRange: nil, tag: "\"t\"", size: 1000) == expected, "\(header)")
  }

  @Test func noHeaderAnotherVersionOrAnEmptyFileGetTheWholeFileOrA416() {
    #expect(ByteRange.requested(nil, ifRange: nil, tag: "\"t\"", size: 10) == .whole)
    #expect(ByteRange.requested("bytes=0-1", ifRange: "\"old\"", tag: "\"t\"", size: 10) == .whole)
    #expect(ByteRange.requested("bytes=0-1", ifRange: "\"t\"", tag: "\"t\"", size: 10) == .part(0..<2))
    #expect(ByteRange.requested("bytes=0-1", ifRange: nil, tag: "\"t\"", size: 0) == .unsatisfiable)
    #expect(ByteRange.requested("bytes=-1", ifRange: nil, tag: "\"t\"", size: 0) == .unsatisfiable)
  }
}
