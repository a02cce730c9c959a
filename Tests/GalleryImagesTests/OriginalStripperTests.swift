import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImages

/// An original offered for download without its metadata: every pixel byte as it was, the picture's
/// own segments and chunks kept, everything else (and anything after the end) gone.
@Suite struct OriginalStripperTests {
  /// EXIF with a camera, a place and (when asked) an orientation.
  private static func exif(orientation: UInt16? = nil) -> [UInt8] {
    let tiff = EXIFBuilder(
      ifd0: [(0x010F, .ascii("Canon"))] + (orientation.map { [(0x0112, .short($0))] } ?? []),
      gps: [(1, .ascii("N")), (2, .rationals([(47, 1), (22, 1), (13, 1)]))]
    ).tiff()
    return EXIFWrap.segment(0xE1, Array("Exif\0\0".utf8) + tiff)
  }

  private static let icc = EXIFWrap.segment(0xE2, Array("ICC_PROFILE\0\u{1}\u{1}profile".utf8))

  /// A real JPEG with JFIF first, then EXIF, XMP, IPTC, a comment, an ICC profile and an MPF block, and
  /// a phone's trailer after its end.
  private static func loaded(orientation: UInt16? = nil) throws -> (original: [UInt8], picture: [UInt8]) {
    let picture = try LibVips.testPicture(width: 48, height: 32)
    let segments =
      EXIFWrap.jfif + exif(orientation: orientation)
      + EXIFWrap.segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0<x:title>secret</x:title>".utf8))
      + EXIFWrap.segment(0xED, Array("Photoshop 3.0\0secret".utf8))
      + EXIFWrap.segment(0xFE, Array("secret comment".utf8)) + icc
      + EXIFWrap.segment(0xE2, Array("MPF\0secret".utf8))
    let original =
      Array(picture.prefix(2)) + segments + Array(picture.dropFirst(2)) + Array("SEFHsecret".utf8)
    return (original, picture)
  }

  @Test func aJPEGKeepsItsPictureAndLosesEverythingElse() throws {
    let (original, picture) = try Self.loaded()
    let stripped = try #require(OriginalStripper.strip(original))
    #expect(PublishedMetadata.found(in: stripped) == nil)
    #expect(!String(decoding: stripped, as: UTF8.self).contains("secret"))
    #expect(!String(decoding: stripped, as: UTF8.self).contains("Canon"))
    #expect(stripped.starts(with: [0xFF, 0xD8] + EXIFWrap.jfif), "JFIF stays first")
    #expect(stripped.count > 4 && Array(stripped.suffix(2)) == [0xFF, 0xD9])
    #expect(
      stripped.firstRange(of: Array("ICC_PROFILE\0\u{1}\u{1}profile".utf8)) != nil, "its colours stay")
    // The picture's own segments and scan, byte for byte: the test picture (libvips' JPEG) holds
    // nothing the stripper removes, so it is what is left once the JFIF the test put first is out.
    let withoutAdded =
      Array(stripped.prefix(2)) + Array(stripped.dropFirst(2 + EXIFWrap.jfif.count + Self.icc.count))
    #expect(withoutAdded == OriginalStripper.strip(picture))
    #expect(EXIFReader.read(stripped)?.orientation == nil, "upright: no orientation block")
  }

  @Test func aTurnedJPEGKeepsItsOrientationAlone() throws {
    let (original, _) = try Self.loaded(orientation: 6)
    let stripped = try #require(OriginalStripper.strip(original))
    #expect(EXIFReader.read(stripped)?.orientation == 6)
    #expect(EXIFReader.read(stripped)?.make == nil)
    #expect(EXIFReader.read(stripped)?.place == nil)
    #expect(PublishedMetadata.found(in: stripped) == nil, "the orientation alone is no metadata")
    let block = OriginalStripper.orientationBlock(6)
    #expect(
      stripped.firstRange(of: block) == (2 + EXIFWrap.jfif.count)..<(2 + EXIFWrap.jfif.count + block.count))
  }

  @Test func anOrientationBlockWithAnythingMoreIsStillMetadata() throws {
    let picture = try LibVips.testPicture(width: 16, height: 16)
    var block = OriginalStripper.orientationBlock(3)
    block[block.count - 1] = 1  // a "next IFD" pointer: more could follow
    #expect(
      PublishedMetadata.found(in: Array(picture.prefix(2)) + block + Array(picture.dropFirst(2))) != nil)
    #expect(
      PublishedMetadata.found(
        in: Array(picture.prefix(2)) + Self.exif(orientation: 3) + Array(picture.dropFirst(2)))
        == "an EXIF block")
  }

  @Test func aDamagedJPEGIsNotOffered() throws {
    let (original, _) = try Self.loaded()
    #expect(OriginalStripper.strip(Array(original.prefix(300))) == nil, "cut short: no end")
    var badLength = original
    badLength[2 + EXIFWrap.jfif.count + 2] = 0xFF  // the EXIF block's length past the file
    badLength[2 + EXIFWrap.jfif.count + 3] = 0xFF
    #expect(OriginalStripper.strip(Array(badLength.prefix(400))) == nil)
    #expect(OriginalStripper.strip(Array("not an image".utf8)) == nil)
    #expect(OriginalStripper.strip([0xFF, 0xD8, 0xFF, 0xD8]) == nil, "a second start")
  }

  @Test func aPNGKeepsItsPictureChunksOnly() throws {
    let png = try LibVips.testPicture(width: 8, height: 8, alpha: true)
    let text = EXIFWrap.chunk("tEXt", Array("Comment\0secret".utf8))
    let time = EXIFWrap.chunk("tIME", [7, 234, 1, 2, 3, 4, 5])
    let unknown = EXIFWrap.chunk("prIv", Array("secret".utf8))
    let colour = EXIFWrap.chunk("gAMA", [0, 0, 177, 143])
    let withAll =
      Array(png.prefix(33)) + colour + text + time + unknown + Array(png.dropFirst(33)) + Array("secret".utf8)
    let stripped = try #require(OriginalStripper.strip(withAll))
    #expect(PublishedMetadata.found(in: stripped) == nil)
    #expect(!String(decoding: stripped, as: UTF8.self).contains("secret"))
    #expect(stripped == Array(png.prefix(33)) + colour + Array(png.dropFirst(33)))
    #expect(OriginalStripper.strip(Array(png.dropLast(12))) == nil, "no end chunk")
  }

  @Test func otherFormatsAreNotStripped() throws {
    #expect(OriginalStripper.strip(EXIFWrap.webP(EXIFBuilder().tiff())) == nil)
  }

  /// Damage anywhere (flipped bytes, cuts, lengths past the end) never traps: a result, when there is
  /// one, carries no metadata the writer's check finds.
  @Test func damagedFilesNeverTrapAndNeverLeakMetadata() throws {
    let (jpeg, _) = try Self.loaded(orientation: 8)
    let png =
      try LibVips.testPicture(width: 8, height: 8, alpha: true).prefix(33)
      + EXIFWrap.chunk("tEXt", Array("Comment\0secret".utf8))
      + (try LibVips.testPicture(width: 8, height: 8, alpha: true)).dropFirst(33)
    var random = SeededGenerator(seed: 46)
    for original in [jpeg, Array(png)] {
      for _ in 0..<400 {
        var damaged = original
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let at = Int.random(in: 0..<damaged.count, using: &random)
          switch Int.random(in: 0..<3, using: &random) {
          case 0: damaged[at] = UInt8.random(in: 0...255, using: &random)
          case 1: damaged = Array(damaged.prefix(max(2, at)))
          default:
            damaged.insert(
              contentsOf: [0xFF, UInt8.random(in: 0xC0...0xFF, using: &random), 0xFF, 0xFF], at: at)
          }
        }
        if let stripped = OriginalStripper.strip(damaged) {
          let found = PublishedMetadata.found(in: stripped)
          #expect(
            found == nil || found!.contains("cannot be read") || found!.contains("without"), "\(found ?? "")")
        }
      }
    }
  }

  /// Issue 48: a downloaded HDR original stays HDR. The primary loses its EXIF (GPS, camera) and XMP as
  /// any original does; the gain map after it is kept, stripped alike, with its parameters rebuilt and
  /// a new MPF index, and the whole passes the writer's metadata check.
  @Test func anHDROriginalKeepsItsGainMapAndLosesItsMetadata() throws {
    let primary = try LibVips.testPicture(width: 64, height: 48)
    let secretMap =
      Array(try LibVips.testPicture(width: 16, height: 12).prefix(2))
      + EXIFWrap.segment(0xFE, Array("secret in the map".utf8)) + Self.icc
      + Array(try LibVips.testPicture(width: 16, height: 12).dropFirst(2))
    let hdr = GainMapFixtures.assemble(primary: primary, gainMap: secretMap, xmp: true)
    let original = Array(hdr.prefix(2)) + Self.exif(orientation: 6) + Array(hdr.dropFirst(2))
    guard case .found(let before) = GainMapJPEG.read(original) else {
      Issue.record("the fixture has no gain map")
      return
    }
    let stripped = try #require(OriginalStripper.strip(original))
    guard case .found(let after) = GainMapJPEG.read(stripped) else {
      Issue.record("the stripped original lost its gain map")
      return
    }
    #expect(after.gainMapSize == before.gainMapSize && after.primarySize == before.primarySize)
    #expect(after.gainMapSegments == before.gainMapSegments, "the parameters, rebuilt alike")
    #expect(PublishedMetadata.found(in: stripped) == nil)
    #expect(!String(decoding: stripped, as: UTF8.self).contains("secret"))
    #expect(!String(decoding: stripped, as: UTF8.self).contains("Canon"))
    #expect(EXIFReader.read(stripped)?.orientation == 6, "the photo still stands up")
    #expect(
      Array(stripped[after.gainMap]).firstRange(of: Array("ICC_PROFILE\0".utf8)) != nil,
      "the map keeps its colours")
    // A second image that is no gain map (a camera's preview) still goes, as before.
    let preview = Array(primary) + primary
    #expect(OriginalStripper.strip(preview) == OriginalStripper.strip(primary))
  }
}
