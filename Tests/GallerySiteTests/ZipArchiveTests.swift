import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GallerySite

/// The album archives' ZIP writer, judged by the three readers (`ZipReaders`): members stored whole,
/// names in UTF-8, the same bytes for the same members, ZIP64 where the classic fields cannot hold a
/// size, an offset or the count.
@Suite(.enabled(if: ZipReaders.available, "needs unzip, 7z and python3")) struct ZipArchiveTests {
  private static func member(_ name: String, _ bytes: [UInt8]) -> ZipArchive.Member {
    ZipArchive.Member(name: name) { () throws(GalleryError) in bytes }
  }

  private static let members = [
    member("1 Dusk.jpg", Array(repeating: 0xAB, count: 70_000)),
    member("2 Stürm ü 서울.jpg", Array("a small member".utf8)),
    member("3 empty.txt", []),
  ]

  @Test func everyReaderReadsTheMembersAndTheSameMembersGiveTheSameBytes() throws {
    let folder = try TemporaryFolder()
    let size = try ZipArchive().write(Self.members, to: folder.path + "/a.zip")
    let judged = try ZipReaders.judge(folder.path + "/a.zip")
    #expect(judged.problems.isEmpty, "\(judged.problems)")
    #expect(judged.names == ["1 Dusk.jpg", "2 Stürm ü 서울.jpg", "3 empty.txt"])
    let first = try #require(folder.snapshot("")["a.zip"])
    #expect(first.count == size, "the size said is the file's")
    _ = try ZipArchive().write(Self.members, to: folder.path + "/b.zip")
    #expect(folder.snapshot("")["b.zip"] == first, "byte-identical")
    #expect(!folder.files().contains { $0.hasSuffix(".partial") }, "nothing left beside it")
  }

  /// ZIP64's records are what an archive of a member past 4 GiB needs: with the limit lowered, every
  /// size and offset goes through them, and the readers still agree.
  @Test func zip64RecordsAreReadByEveryReader() throws {
    let folder = try TemporaryFolder()
    let size = try ZipArchive(zip64From: 10).write(Self.members, to: folder.path + "/z.zip")
    let bytes = try #require(folder.snapshot("")["z.zip"])
    #expect(bytes.count == size)
    #expect(bytes.firstRange(of: Data([0x50, 0x4B, 0x06, 0x06])) != nil, "a ZIP64 end record")
    let judged = try ZipReaders.judge(folder.path + "/z.zip")
    #expect(judged.problems.isEmpty, "\(judged.problems)")
    #expect(judged.names.count == 3)
  }

  /// Past 65,535 members the count itself needs ZIP64.
  @Test func moreMembersThanTheClassicCountHolds() throws {
    let folder = try TemporaryFolder()
    let many = (0..<65_540).map { Self.member(String(format: "%05d.txt", $0), [UInt8($0 & 0xFF)]) }
    _ = try ZipArchive().write(many, to: folder.path + "/many.zip")
    let judged = try ZipReaders.judge(folder.path + "/many.zip")
    #expect(judged.problems.isEmpty, "\(judged.problems.map { $0.prefix(300) })")
    #expect(judged.names.count == 65_540)
  }

  /// zlib's length is 32 bits: a member is summed in chunks, which give the sum of the whole (a 4.4 GB
  /// member, written and read by the three readers by hand, trapped before; too big for every run).
  @Test func theChecksumIsTheSameInChunks() {
    let check = Array("123456789".utf8)
    #expect(ZipArchive.crc(check) == 0xCBF4_3926, "the CRC-32 check value")
    #expect(ZipArchive.crc(check, chunk: 2) == 0xCBF4_3926)
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    #expect(ZipArchive.crc(bytes, chunk: 7) == ZipArchive.crc(bytes))
    #expect(ZipArchive.crc([]) == 0)
  }

  @Test func aMemberThatCannotBeReadStopsTheArchiveAndLeavesNoFile() throws {
    let folder = try TemporaryFolder()
    let broken = ZipArchive.Member(name: "x.jpg") { () throws(GalleryError) in
      throw .missingInput(path: "x.jpg", what: "file to copy")
    }
    #expect(throws: GalleryError.self) { try ZipArchive().write([broken], to: folder.path + "/x.zip") }
    #expect(folder.files().isEmpty, "\(folder.files())")
  }
}

/// An archive member's name cannot lead an extractor out of its folder, on any system.
@Suite struct AlbumArchiveNameTests {
  @Test(arguments: [
    (#"..\..\evil.jpg"#, ".._.._evil.jpg"), ("a:b*c?.jpg", "a_b_c_.jpg"), ("Stürm ü.jpg", "Stürm ü.jpg"),
    ("tab\there.jpg", "tab_here.jpg"), (#"q"u<o>t|e.jpg"#, "q_u_o_t_e.jpg"),
  ])
  func namesAreMadeSafe(name: String, safe: String) {
    #expect(AlbumArchives.memberName(name) == safe)
  }
}
