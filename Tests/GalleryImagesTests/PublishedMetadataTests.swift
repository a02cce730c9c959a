import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel

/// What a file about to be published carries besides its pixels: found by walking its containers.
@Suite struct PublishedMetadataTests {
  private static let tiff = EXIFBuilder(ifd0: [(0x010F, .ascii("Canon"))]).tiff()

  @Test func theToolsOwnImagesCarryNone() throws {
    for alpha in [false, true] {
      let picture = try LibVips.testPicture(width: 64, height: 48, alpha: alpha)
      let decoded = try LibVips.decode(picture, fittingIn: 64, hasProfile: false)
      for encoding in [LibVips.Image.Encoding.jpeg, .png, .webp] {
        let bytes = try decoded.encoded(as: encoding, quality: 80, stripMetadata: true)
        #expect(PublishedMetadata.found(in: bytes) == nil, "\(encoding) alpha \(alpha)")
      }
    }
  }

  @Test func exifXMPAndCommentsInAJPEGAreFound() throws {
    let jpeg = try LibVips.testPicture(width: 32, height: 32)
    func with(_ segment: [UInt8]) -> [UInt8] { Array(jpeg.prefix(2)) + segment + Array(jpeg.dropFirst(2)) }
    #expect(
      PublishedMetadata.found(in: with(EXIFWrap.segment(0xE1, Array("Exif\0\0".utf8) + Self.tiff)))
        == "an EXIF block")
    #expect(
      PublishedMetadata.found(in: with(EXIFWrap.segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8))))
        == "an XMP block")
    #expect(PublishedMetadata.found(in: with(EXIFWrap.segment(0xFE, Array("hello".utf8)))) == "a comment")
    #expect(
      PublishedMetadata.found(in: with(EXIFWrap.segment(0xED, Array("Photoshop 3.0\0".utf8))))
        == "an IPTC block")
    #expect(
      PublishedMetadata.found(in: with(EXIFWrap.segment(0xE2, Array("ICC_PROFILE\0\u{1}\u{1}".utf8)))) == nil)
    #expect(PublishedMetadata.found(in: with(EXIFWrap.jfif)) == nil)
    #expect(PublishedMetadata.found(in: jpeg + Array("hidden".utf8)) == "data after the JPEG's end")
    #expect(
      PublishedMetadata.found(in: Array(jpeg.prefix(40))) != nil, "a JPEG cut short cannot be vouched for")
  }

  /// A gain map JPEG (issue 48) may carry its gain map and its parameters, as the tool writes them,
  /// and nothing else: not the original's XMP packet, an EXIF block or a profile in the gain map, nor
  /// bytes between the two images.
  @Test func aGainMapJPEGCarriesItsParametersOnly() throws {
    let original = GainMapFixtures.assemble(
      primary: try LibVips.testPicture(width: 64, height: 48),
      gainMap: try LibVips.testPicture(width: 16, height: 12),
      xmp: true)
    guard case .found(let file) = GainMapJPEG.read(original) else {
      Issue.record("the fixture has no gain map")
      return
    }
    let primary = try LibVips.testPicture(width: 32, height: 24)
    let map = try LibVips.testPicture(width: 8, height: 6)
    let made = try #require(file.joined(primary: primary, gainMap: map))
    #expect(PublishedMetadata.found(in: made) == nil)
    #expect(PublishedMetadata.found(in: original) == "an XMP block", "the original's own packet")
    func inGainMap(_ segment: [UInt8]) throws -> [UInt8] {
      try #require(file.joined(primary: primary, gainMap: Array(map.prefix(2)) + segment + map.dropFirst(2)))
    }
    #expect(
      PublishedMetadata.found(in: try inGainMap(EXIFWrap.segment(0xE1, Array("Exif\0\0".utf8) + Self.tiff)))
        == "an EXIF block")
    #expect(
      PublishedMetadata.found(in: try inGainMap(EXIFWrap.segment(0xE2, Array("FPXR\0\u{1}\u{1}".utf8))))
        == "an APP2 block")
    // A downloaded original's gain map keeps its colour profile, as the photo does.
    #expect(
      PublishedMetadata.found(
        in: try inGainMap(EXIFWrap.segment(0xE2, Array("ICC_PROFILE\0\u{1}\u{1}".utf8)))) == nil)
    #expect(
      PublishedMetadata.found(in: try inGainMap(EXIFWrap.segment(0xFE, Array("hi".utf8)))) == "a comment")
    guard case .found(let joined) = GainMapJPEG.read(made) else {
      Issue.record("the joined file has no gain map")
      return
    }
    let end = joined.primary.upperBound
    #expect(
      PublishedMetadata.found(in: Array(made[..<end]) + Array("x".utf8) + made[end...])
        == "data after the JPEG's end")
  }

  @Test func pngAndWebPChunksAreFound() throws {
    #expect(PublishedMetadata.found(in: EXIFWrap.png(Self.tiff)) == "a PNG eXIf chunk")
    #expect(PublishedMetadata.found(in: EXIFWrap.webP(Self.tiff)) == "a WebP EXIF chunk")
    let png = try LibVips.testPicture(width: 8, height: 8, alpha: true)
    let text = EXIFWrap.chunk("tEXt", Array("Comment\0hi".utf8))
    #expect(
      PublishedMetadata.found(in: Array(png.prefix(33)) + text + Array(png.dropFirst(33)))
        == "a PNG tEXt chunk")
  }
}

@Suite(.enabled(if: ClipFixtures.available, "needs ffmpeg")) struct PublishedClipMetadataTests {
  @Test func aClipsPlaceAndTagsAreFoundAndARenditionHasNone() throws {
    let located = try #require(FileSystem.readFile(try ClipFixtures.path(of: .h264Located)))
    #expect(PublishedMetadata.found(in: located) != nil)
    let folder = try TemporaryFolder()
    var settings = ImageSettings()
    settings.videoFormats = [.mp4, .webm]
    let spec = ClipSpec(settings)
    let tool = try #require(ClipTool.find())
    for (format, output) in [(VideoFormat.mp4, "r.mp4"), (.webm, "r.webm")] {
      let fd = try #require(try? FileSystem.openForReading(try ClipFixtures.path(of: .h264Located)).get())
      defer { FileSystem.close(fd) }
      let arguments =
        ["-i", ClipTool.input]
        + ClipRendition.arguments(
          format, copy: format == .mp4, spec: spec, threads: 1, output: folder.path + "/" + output)
      guard case .success(let finished) = tool.ffmpeg(arguments, clip: fd, outputLimit: 1 << 20),
        finished.status == 0
      else {
        Issue.record("ffmpeg failed for \(format)")
        continue
      }
      let bytes = try #require(FileSystem.readFile(folder.path + "/" + output))
      #expect(PublishedMetadata.found(in: bytes) == nil, "\(format)")
    }
    // A WebM with a title, as a camera app may write.
    let titled = folder.path + "/titled.webm"
    let ffmpeg = Process()
    ffmpeg.executableURL = URL(fileURLWithPath: ClipFixtures.ffmpeg)
    ffmpeg.arguments = [
      "-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=64x48:rate=5:duration=1", "-c:v",
      "libvpx-vp9",
      "-metadata", "title=Secret trip", "-y", titled,
    ]
    try ffmpeg.run()
    ffmpeg.waitUntilExit()
    #expect(PublishedMetadata.found(in: try #require(FileSystem.readFile(titled))) != nil)
  }
}
