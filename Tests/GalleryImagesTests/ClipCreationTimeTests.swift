import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImages

/// The recording time `init` orders clips by, read from the container's own boxes: right on real
/// clips, nil (never a crash or a hang) on anything hostile.
@Suite struct ClipCreationTimeTests {
  private func read(_ bytes: [UInt8]) throws -> String? {
    let folder = try TemporaryFolder()
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/c.mp4"))
    return ClipCreationTime.read(fileAt: folder.path + "/c.mp4", inside: folder.path)?.sortKey
  }

  private func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    let size = UInt32(8 + payload.count)
    return withUnsafeBytes(of: size.bigEndian, Array.init) + Array(type.utf8) + payload
  }

  /// An `mvhd` of version 0 with `seconds` since 1904 as its creation time.
  private func mvhd(_ seconds: UInt32) -> [UInt8] {
    box(
      "mvhd",
      [0, 0, 0, 0] + withUnsafeBytes(of: seconds.bigEndian, Array.init) + [UInt8](repeating: 0, count: 92))
  }

  @Test(.enabled(if: ClipFixtures.available)) func readsTheCreationTimeFFmpegWrote() throws {
    let folder = try TemporaryFolder()
    try ClipFixtures.copy(.h264Located, to: folder.path + "/a.mp4")
    #expect(
      ClipCreationTime.read(fileAt: folder.path + "/a.mp4", inside: folder.path)?.sortKey
        == "2024-05-06T07:08:09")
    try ClipFixtures.copy(.vp9WebmSilent, to: folder.path + "/b.webm")
    // ffmpeg writes no DateUTC unless told a creation time.
    #expect(ClipCreationTime.read(fileAt: folder.path + "/b.webm", inside: folder.path) == nil)
  }

  @Test func readsISOMediaAndMatroskaDatesFromTheirBoxes() throws {
    let ftyp = box("ftyp", Array("isom".utf8) + [0, 0, 2, 0])
    // 2024-05-06T07:08:09Z is 1,714,979,289 Unix seconds.
    let iso = ftyp + box("free", [1, 2, 3]) + box("moov", mvhd(UInt32(1_714_979_289 + 2_082_844_800)))
    #expect(try read(iso) == "2024-05-06T07:08:09")
    // An unset clock (1904 or 1970) and zero are no date.
    #expect(try read(ftyp + box("moov", mvhd(0))) == nil)
    #expect(try read(ftyp + box("moov", mvhd(2_082_844_800))) == nil)
    // Matroska: EBML header, a Segment of unknown size, Info with DateUTC (ns since 2001-01-01).
    let nanoseconds = UInt64(1_714_979_289 - 978_307_200) * 1_000_000_000
    let date: [UInt8] = [0x44, 0x61, 0x88] + withUnsafeBytes(of: nanoseconds.bigEndian, Array.init)
    let info: [UInt8] = [0x15, 0x49, 0xA9, 0x66, 0x80 | UInt8(date.count)] + date
    let mkv: [UInt8] =
      [0x1A, 0x45, 0xDF, 0xA3, 0x84, 0x42, 0x86, 0x81, 0x01] + [0x18, 0x53, 0x80, 0x67, 0x01]
      + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF] + [0xEC, 0x82, 0, 0] + info
    #expect(try read(mkv) == "2024-05-06T07:08:09")
  }

  @Test func hostileBoxesGiveNoDate() throws {
    let ftyp = box("ftyp", Array("isom".utf8) + [0, 0, 2, 0])
    let cases: [[UInt8]] = [
      // A box claiming more than the file, a 64-bit size past the end, a zero-length box, a loop of
      // tiny boxes, an mvhd cut short, a moov claiming a size smaller than its header.
      ftyp + [0x7F, 0xFF, 0xFF, 0xFF] + Array("moov".utf8),
      ftyp + [0, 0, 0, 1] + Array("moov".utf8) + [0xFF, 0, 0, 0, 0, 0, 0, 0],
      ftyp + box("moov", [0, 0, 0, 0] + Array("mvhd".utf8)),
      ftyp + Array(repeating: box("free", []), count: 200).flatMap { $0 },
      ftyp + box("moov", box("mvhd", [0, 0])),
      ftyp + [0, 0, 0, 4] + Array("moov".utf8),
      [0x1A, 0x45, 0xDF, 0xA3, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
      [0x1A, 0x45, 0xDF, 0xA3, 0x00],
    ]
    for bytes in cases { #expect(try read(bytes) == nil) }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var bytes = ftyp + box("moov", mvhd(3_800_000_000))
      for _ in 0..<4 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = .random(in: 0...255) }
      _ = try read(bytes)
    }
  }
}
